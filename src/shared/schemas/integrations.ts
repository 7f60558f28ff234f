import { z } from 'zod';

export const CRM_PROVIDERS = ['hubspot'] as const;
/** connected; reconnect_needed (the CRM refused our tokens: leads wait); failed. */
export const CRM_STATUSES = ['connected', 'reconnect_needed', 'failed'] as const;
export const CRM_SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;

/** GET /api/integrations (and a team's): each CRM connection. */
export const Integration = z.object({
  provider: z.enum(CRM_PROVIDERS),
  status: z.enum(CRM_STATUSES),
  accountId: z.string().nullable(),
  fixedValues: z.record(z.string(), z.string()),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** Leads waiting to be sent, and leads given up on. */
  waiting: z.number().int(),
  failed: z.number().int(),
});
export type Integration = z.infer<typeof Integration>;
export const IntegrationList = z.array(Integration);

/** POST .../integrations/hubspot/connect: where to send the browser (HubSpot's consent page). */
export const ConnectAnswer = z.object({ url: z.string() });

/** The callback HubSpot redirects the browser to. */
export const OAuthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** A lead's way to the CRM, in the lead list. */
export const LeadCrmStatus = z
  .object({ status: z.enum(CRM_SYNC_STATUSES), error: z.string().nullable() })
  .nullable();

/** HubSpot property names are lowercase words joined by underscores. */
const PropertyName = z.string().regex(/^[a-z][a-z0-9_]{0,99}$/);

/** PUT /api/integrations/hubspot: properties set on every contact, at most 10. */
export const UpdateHubSpotBody = z.object({
  fixedValues: z
    .record(PropertyName, z.string().trim().max(500))
    .refine((values) => Object.keys(values).length <= 10),
});
