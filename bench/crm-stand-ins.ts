import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';

/** A CRM's stand-in as the delivery bench drives it. */
export interface CrmUnderTest {
  provider: string;
  label: string;
  /** How the adapter writes, for the report. */
  shape: string;
  /** The server's settings for it. */
  env: Record<string, string>;
  /** What POST .../connect takes (Dynamics' environment). */
  connectBody?: Record<string, string>;
  /** How many of these visitors the CRM holds now. */
  holds(emails: readonly string[]): number;
  /** Every API call it has received so far. */
  calls(): number;
  close(): Promise<void>;
}

/** Every CRM's stand-in, started. */
export async function crmStandIns(): Promise<CrmUnderTest[]> {
  const hubspot = await startHubSpotStandIn();
  return [
    {
      provider: 'hubspot',
      label: 'HubSpot',
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
  ];
}
