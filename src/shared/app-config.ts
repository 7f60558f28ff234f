import { z } from 'zod';

/**
 * Runtime settings the server hands the web app inside index.html (a JSON data block, so no
 * inline script is needed and the CSP stays strict). Missing in `vite dev`: defaults apply.
 */
export const WebAppConfig = z.object({
  appUrl: z.string(),
  shopUrl: z.string(),
  supportEmail: z.string(),
  inactivityTimeoutSeconds: z.number().int().positive(),
  inactivityWarningSeconds: z.number().int().positive(),
  /** Which payment form to show; only the payment form reads it. */
  payments: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
    z.object({ provider: z.literal('sandbox') }),
  ]),
  /** Which wallet buttons the card page shows: the server has that wallet's credentials. */
  wallets: z
    .object({ apple: z.boolean(), google: z.boolean() })
    .default({ apple: false, google: false }),
  /**
   * The CRMs the Integrations screens offer (CRM_PROVIDERS names): those this server has an
   * app's settings for. Plain strings, so every page's config does not carry the CRM schemas.
   */
  crms: z.array(z.string()).default([]),
});
export type WebAppConfig = z.infer<typeof WebAppConfig>;

export const APP_CONFIG_ELEMENT_ID = 'app-config';
