import { z } from 'zod';

/** One CRM app's OAuth client: what every connector needs, and its own addresses. */
export interface CrmClient {
  clientId: string;
  clientSecret: string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** Both of a pair set, or neither: a client id without its secret is a mistake worth naming. */
function pairRule(idName: string, secretName: string) {
  return (env: Record<string, unknown>) => !env[idName] || Boolean(env[secretName]);
}

/**
 * The CRMs leads are pushed to (docs/product.md#integrations), and the key their tokens are
 * encrypted with. A CRM whose client id is unset is not offered (decision 067).
 */
export const CrmSettings = z
  .object({
    HUBSPOT_CLIENT_ID: z.string().min(1).optional(),
    HUBSPOT_CLIENT_SECRET: z.string().min(1).optional(),
    HUBSPOT_AUTHORIZE_URL: z.url().default('https://app.hubspot.com/oauth/authorize'),
    HUBSPOT_API_BASE: z.url().default('https://api.hubapi.com'),
    SALESFORCE_CLIENT_ID: z.string().min(1).optional(),
    SALESFORCE_CLIENT_SECRET: z.string().min(1).optional(),
    SALESFORCE_LOGIN_URL: z.url().default('https://login.salesforce.com'),
    DYNAMICS_CLIENT_ID: z.string().min(1).optional(),
    DYNAMICS_CLIENT_SECRET: z.string().min(1).optional(),
    MICROSOFT_LOGIN_URL: z.url().default('https://login.microsoftonline.com'),
    /**
     * The domains a Dataverse environment may live under (its URL is the owner's to type, and
     * the server sends it a token: no other host is called).
     */
    DYNAMICS_ENVIRONMENT_DOMAINS: z
      .string()
      .default('dynamics.com,dynamics.cn,microsoftdynamics.us,appsplatform.us,microsoftdynamics.de')
      .transform((value) =>
        value
          .split(',')
          .map((domain) => domain.trim().toLowerCase().replace(/^\./, ''))
          .filter(Boolean),
      ),
    PIPEDRIVE_CLIENT_ID: z.string().min(1).optional(),
    PIPEDRIVE_CLIENT_SECRET: z.string().min(1).optional(),
    PIPEDRIVE_OAUTH_URL: z.url().default('https://oauth.pipedrive.com'),
    /**
     * How long a new lead waits for others to go to its CRM in the same call (decision 067):
     * a booth's stream of leads becomes a few batches instead of one call each.
     */
    CRM_BATCH_WINDOW_SECONDS: z.coerce.number().int().min(0).max(20).default(5),
    DATA_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .refine(pairRule('HUBSPOT_CLIENT_ID', 'HUBSPOT_CLIENT_SECRET'), {
    path: ['HUBSPOT_CLIENT_SECRET'],
    message: 'is required with HUBSPOT_CLIENT_ID',
  })
  .refine(pairRule('SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET'), {
    path: ['SALESFORCE_CLIENT_SECRET'],
    message: 'is required with SALESFORCE_CLIENT_ID',
  })
  .refine(pairRule('DYNAMICS_CLIENT_ID', 'DYNAMICS_CLIENT_SECRET'), {
    path: ['DYNAMICS_CLIENT_SECRET'],
    message: 'is required with DYNAMICS_CLIENT_ID',
  })
  .refine(pairRule('PIPEDRIVE_CLIENT_ID', 'PIPEDRIVE_CLIENT_SECRET'), {
    path: ['PIPEDRIVE_CLIENT_SECRET'],
    message: 'is required with PIPEDRIVE_CLIENT_ID',
  })
  .transform((env) => {
    const client = (id: string | undefined, secret: string | undefined) =>
      id && secret ? { clientId: id, clientSecret: secret } : undefined;
    const hubspot = client(env.HUBSPOT_CLIENT_ID, env.HUBSPOT_CLIENT_SECRET);
    const salesforce = client(env.SALESFORCE_CLIENT_ID, env.SALESFORCE_CLIENT_SECRET);
    const dynamics = client(env.DYNAMICS_CLIENT_ID, env.DYNAMICS_CLIENT_SECRET);
    const pipedrive = client(env.PIPEDRIVE_CLIENT_ID, env.PIPEDRIVE_CLIENT_SECRET);
    return {
      /** Each CRM this server offers (its client is set); a CRM left out is not offered. */
      crms: {
        hubspot: hubspot && {
          ...hubspot,
          authorizeUrl: env.HUBSPOT_AUTHORIZE_URL,
          apiBase: trim(env.HUBSPOT_API_BASE),
        },
        salesforce: salesforce && { ...salesforce, loginUrl: trim(env.SALESFORCE_LOGIN_URL) },
        dynamics: dynamics && {
          ...dynamics,
          loginUrl: trim(env.MICROSOFT_LOGIN_URL),
          environmentDomains: env.DYNAMICS_ENVIRONMENT_DOMAINS,
        },
        pipedrive: pipedrive && { ...pipedrive, oauthUrl: trim(env.PIPEDRIVE_OAUTH_URL) },
      },
      crmBatchWindowMs: env.CRM_BATCH_WINDOW_SECONDS * 1000,
      /**
       * Encrypts CRM tokens at rest (required in production with any CRM's client id);
       * elsewhere a key derived from the JWT secret stands in.
       */
      dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
    };
  });

export type CrmApps = z.infer<typeof CrmSettings>['crms'];
export type HubSpotApp = NonNullable<CrmApps['hubspot']>;
export type SalesforceApp = NonNullable<CrmApps['salesforce']>;
export type DynamicsApp = NonNullable<CrmApps['dynamics']>;
export type PipedriveApp = NonNullable<CrmApps['pipedrive']>;
