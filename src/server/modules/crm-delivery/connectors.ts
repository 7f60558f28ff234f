import type { CrmApps } from '#server/config/crm';
import { CRM_PROVIDERS, type CrmProvider } from '#shared/schemas/integrations';
import type { CrmConnector } from './connector';
import { dynamicsConnector } from './dynamics';
import { hubspotConnector } from './hubspot';
import { pipedriveConnector } from './pipedrive';
import { salesforceConnector } from './salesforce';

/** Every CRM's adapter (decision 067): adding a CRM is adding its line here. */
const CONNECTORS: Record<CrmProvider, CrmConnector<never>> = {
  hubspot: hubspotConnector as CrmConnector<never>,
  salesforce: salesforceConnector as CrmConnector<never>,
  dynamics: dynamicsConnector as CrmConnector<never>,
  pipedrive: pipedriveConnector as CrmConnector<never>,
};

/** A CRM's adapter with this server's app settings for it; undefined: the CRM is not offered. */
export interface OfferedCrm {
  connector: CrmConnector<unknown>;
  app: unknown;
}

export function offeredCrm(crms: CrmApps, provider: CrmProvider): OfferedCrm | undefined {
  const connector = CONNECTORS[provider] as CrmConnector<unknown>;
  const app = connector.appOf(crms);
  return app ? { connector, app } : undefined;
}

/** The CRMs this server offers, in the order the Integrations screen shows them. */
export function offeredCrms(crms: CrmApps): CrmProvider[] {
  return CRM_PROVIDERS.filter((provider) => offeredCrm(crms, provider));
}
