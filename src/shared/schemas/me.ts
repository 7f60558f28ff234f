import { z } from 'zod';
import { ApiKeyScope } from './api-keys';
import { TEAM_ROLES } from './teams';

/**
 * GET /api/me: who the caller is, for the connection test of Zapier, Make or n8n
 * (docs/integrations.md): the account, the team it is active in (an account is active in at
 * most one), and the API key the request was made with (null with a signed-in session).
 */
export const Me = z.object({
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().describe('First and last name; empty when the account has none yet.'),
  }),
  team: z.object({ id: z.string(), name: z.string(), role: z.enum(TEAM_ROLES) }).nullable(),
  apiKey: z.object({ id: z.string(), name: z.string(), scopes: z.array(ApiKeyScope) }).nullable(),
});
export type Me = z.infer<typeof Me>;
