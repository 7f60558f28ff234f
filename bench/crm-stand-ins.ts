import { startDynamicsStandIn } from '#tests/support/crm/dynamics-stand-in';
import { startPipedriveStandIn } from '#tests/support/crm/pipedrive-stand-in';
import { startSalesforceStandIn } from '#tests/support/crm/salesforce-stand-in';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';

/** A CRM's stand-in as the delivery bench drives it. */
export interface CrmUnderTest {
  provider: string;
  label: string;
  /** Where it listens (its API and its OAuth). */
  base: string;
  /** How the adapter writes, for the report. */
  shape: string;
  /** The server's settings for it. */
  env: Record<string, string>;
  /** What POST .../connect takes (Dynamics' environment). */
  connectBody?: Record<string, string>;
  /** How many of these visitors the CRM holds now. */
  holds(emails: readonly string[]): number;
  /** Every API call it has received so far (the consent page, a browser's, left out). */
  calls(): number;
  close(): Promise<void>;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);

/** Every CRM's stand-in, started. */
export async function crmStandIns(): Promise<CrmUnderTest[]> {
  const hubspot = await startHubSpotStandIn();
  const salesforce = await startSalesforceStandIn();
  const dynamics = await startDynamicsStandIn();
  const pipedrive = await startPipedriveStandIn();
  return [
    {
      provider: 'hubspot',
      label: 'HubSpot',
      base: hubspot.base,
      shape: 'batch upsert by e-mail, 100 a call',
      env: {
        HUBSPOT_CLIENT_ID: hubspot.client.id,
        HUBSPOT_CLIENT_SECRET: hubspot.client.secret,
        HUBSPOT_API_BASE: hubspot.base,
        HUBSPOT_AUTHORIZE_URL: `${hubspot.base}/oauth/authorize`,
      },
      holds: (emails) => emails.filter((email) => hubspot.contacts.has(email)).length,
      calls: () => hubspot.calls(),
      close: hubspot.close,
    },
    {
      provider: 'salesforce',
      label: 'Salesforce',
      base: salesforce.base,
      shape: 'SOQL on Contact, Lead and User, then sObject Collections, 200 a call',
      env: {
        SALESFORCE_CLIENT_ID: salesforce.client.id,
        SALESFORCE_CLIENT_SECRET: salesforce.client.secret,
        SALESFORCE_LOGIN_URL: salesforce.base,
      },
      holds: (emails) => emails.filter((email) => salesforce.find('Lead', email).length).length,
      calls: () =>
        sum(
          [...salesforce.calls]
            .filter(([call]) => !call.includes('/oauth2/authorize'))
            .map(([, n]) => n),
        ),
      close: salesforce.close,
    },
    {
      provider: 'dynamics',
      label: 'Dynamics 365',
      base: dynamics.base,
      shape: 'one $filter query, then one $batch, 100 a call',
      env: {
        DYNAMICS_CLIENT_ID: dynamics.client.id,
        DYNAMICS_CLIENT_SECRET: dynamics.client.secret,
        MICROSOFT_LOGIN_URL: dynamics.base,
        DYNAMICS_ENVIRONMENT_DOMAINS: '127.0.0.1',
      },
      connectBody: { environmentUrl: dynamics.base },
      holds: (emails) => {
        const held = new Set(
          [...dynamics.leads.values()].map((lead) => lead.columns.emailaddress1?.toLowerCase()),
        );
        return emails.filter((email) => held.has(email)).length;
      },
      calls: () => sum(Object.values(dynamics.calls)) - dynamics.calls.authorize,
      close: dynamics.close,
    },
    {
      provider: 'pipedrive',
      label: 'Pipedrive',
      base: pipedrive.base,
      shape: 'per visitor: person search or create, lead, note; 10 a batch, 2 at a time',
      env: {
        PIPEDRIVE_CLIENT_ID: pipedrive.client.id,
        PIPEDRIVE_CLIENT_SECRET: pipedrive.client.secret,
        PIPEDRIVE_OAUTH_URL: pipedrive.base,
      },
      holds: (emails) => {
        const withLead = new Set([...pipedrive.leads.values()].map((lead) => lead.person_id));
        const held = new Set(
          [...pipedrive.persons.values()]
            .filter((person) => withLead.has(person.id))
            .flatMap((person) => person.emails.map(({ value }) => value.toLowerCase())),
        );
        return emails.filter((email) => held.has(email)).length;
      },
      calls: () => sum(Object.values(pipedrive.calls)),
      close: pipedrive.close,
    },
  ];
}
