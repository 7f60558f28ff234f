import { CRM_PROVIDERS, type CrmProvider } from '#shared/schemas/integrations';
import { appConfig } from '#web/lib/app-config';

/**
 * The CRMs this server offers, in CRM_PROVIDERS' order, and any other already connected (its
 * settings were removed since: the owner can still see and disconnect it).
 */
export function shownCrms(connected: readonly CrmProvider[], offered = appConfig.crms) {
  return CRM_PROVIDERS.filter(
    (provider) => offered.includes(provider) || connected.includes(provider),
  );
}
