import { z } from 'zod';
import { COPY } from '../copy';

/**
 * What a key may do (docs/product.md#integrations): read the owner's leads, read their cards,
 * manage webhooks.
 */
export const API_KEY_SCOPES = ['leads:read', 'cards:read', 'webhooks:write'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** How many keys one account may hold. */
export const API_KEYS_MAX = 20;

/** POST /api/api-keys: a name to recognise it by, and its scopes (all three when left out). */
export const CreateApiKeyBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: COPY.apiKeyNameRequired })
    .max(100, { error: COPY.apiKeyNameTooLong }),
  scopes: z
    .array(ApiKeyScope)
    .min(1, { error: COPY.apiKeyScopesRequired })
    .transform((scopes) => [...new Set(scopes)])
    .optional(),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ApiKeyScope),
  /** The key's first characters, to tell keys apart (the key itself is stored hashed). */
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const CreatedApiKey = ApiKey.extend({
  key: z.string().describe('Shown this once: send it as `Authorization: Bearer <key>`.'),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyList = z.array(ApiKey);

export const ApiKeyIdParams = z.object({ id: z.uuid({ error: COPY.apiKeyNotFound }) });
