import { z } from 'zod';

/**
 * HubSpot, the CRM leads are pushed to (docs/product.md#integrations), and the key its tokens are
 * encrypted with.
 */
export const CrmSettings = z
  .object({
    HUBSPOT_CLIENT_ID: z.string().min(1).optional(),
    HUBSPOT_CLIENT_SECRET: z.string().min(1).optional(),
    HUBSPOT_AUTHORIZE_URL: z.url().default('https://app.hubspot.com/oauth/authorize'),
    HUBSPOT_API_BASE: z.url().default('https://api.hubapi.com'),
    DATA_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .refine((env) => !env.HUBSPOT_CLIENT_ID || env.HUBSPOT_CLIENT_SECRET, {
    path: ['HUBSPOT_CLIENT_SECRET'],
    message: 'is required with HUBSPOT_CLIENT_ID',
  })
  .transform((env) => ({
    /** Set: owners can connect HubSpot; unset: the integration is not offered. */
    hubspot:
      env.HUBSPOT_CLIENT_ID && env.HUBSPOT_CLIENT_SECRET
        ? {
            clientId: env.HUBSPOT_CLIENT_ID,
            clientSecret: env.HUBSPOT_CLIENT_SECRET,
            authorizeUrl: env.HUBSPOT_AUTHORIZE_URL,
            apiBase: env.HUBSPOT_API_BASE.replace(/\/+$/, ''),
          }
        : undefined,
    /**
     * Encrypts CRM tokens at rest (required in production with HUBSPOT_CLIENT_ID); elsewhere
     * a key derived from the JWT secret stands in.
     */
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY,
  }));
