import { z } from 'zod';

export const CRM_PROVIDERS = ['hubspot'] as const;
/** connected; reconnect_needed (the CRM refused our tokens: leads wait); failed. */
export const CRM_STATUSES = ['connected', 'reconnect_needed', 'failed'] as const;
export const CRM_SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;

/** A lead's fields that go to a contact; e-mail is always `email`, the contact's key. */
export const CRM_LEAD_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'company',
  'title',
  'message',
  'source',
  'consent',
  // A team's lead only: the name of the department of the member who received it.
  'department',
] as const;
export type CrmLeadField = (typeof CRM_LEAD_FIELDS)[number];

/** HubSpot's internal property names: lowercase words joined by underscores. */
export const HUBSPOT_PROPERTY_NAME = /^[a-z][a-z0-9_]{0,99}$/;
const PropertyName = z.string().regex(HUBSPOT_PROPERTY_NAME);

/** The most properties set on every contact. */
export const HUBSPOT_FIXED_VALUES_MAX = 10;

/**
 * Which HubSpot property each lead field fills ('' sends it nowhere): HubSpot's own by
 * default; `source`, `consent` and `department` (which HubSpot has no property for) go nowhere
 * until the owner names a property for them. `department` may be left out: maps saved before
 * it existed, and callers that predate it, send it nowhere.
 */
export const CrmFieldMap = z
  .object(
    Object.fromEntries(
      CRM_LEAD_FIELDS.map((field) => [field, z.union([z.literal(''), PropertyName])]),
    ) as Record<CrmLeadField, z.ZodUnion<[z.ZodLiteral<''>, typeof PropertyName]>>,
  )
  .partial({ department: true });
export type CrmFieldMap = z.infer<typeof CrmFieldMap>;

export const DEFAULT_CRM_FIELD_MAP: CrmFieldMap = {
  firstName: 'firstname',
  lastName: 'lastname',
  phone: 'phone',
  company: 'company',
  title: 'jobtitle',
  message: 'message',
  source: '',
  consent: '',
  department: '',
};

/** GET /api/integrations (and a team's): each CRM connection. */
export const Integration = z.object({
  provider: z.enum(CRM_PROVIDERS),
  status: z.enum(CRM_STATUSES),
  accountId: z.string().nullable(),
  fixedValues: z.record(z.string(), z.string()),
  fieldMap: CrmFieldMap,
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

/**
 * PUT /api/integrations/hubspot: the properties set on every contact (at most 10), and which
 * property each lead field fills; either or both.
 */
export const UpdateHubSpotBody = z.object({
  fixedValues: z
    .record(PropertyName, z.string().trim().max(500))
    .refine((values) => Object.keys(values).length <= HUBSPOT_FIXED_VALUES_MAX)
    .optional(),
  fieldMap: CrmFieldMap.optional(),
});
export type UpdateHubSpotBody = z.infer<typeof UpdateHubSpotBody>;
