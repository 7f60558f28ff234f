import { z } from 'zod';

/** The CRMs a lead can be pushed to (decision 067): each one adapter of the same shape. */
export const CRM_PROVIDERS = ['hubspot', 'salesforce', 'dynamics', 'pipedrive'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];
export const CrmProviderName = z.enum(CRM_PROVIDERS);

/** Each CRM's name as its users know it. */
export const CRM_LABELS: Record<CrmProvider, string> = {
  hubspot: 'HubSpot',
  salesforce: 'Salesforce',
  dynamics: 'Dynamics 365',
  pipedrive: 'Pipedrive',
};

/** connected; reconnect_needed (the CRM refused our tokens: leads wait); failed. */
export const CRM_STATUSES = ['connected', 'reconnect_needed', 'failed'] as const;
export const CRM_SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;

/** A lead's fields that go to a CRM record; e-mail is always the record's key. */
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

/**
 * A CRM field's API name: HubSpot's `jobtitle`, Salesforce's `Title` or `Badge__c`, Dataverse's
 * `new_badge`, Pipedrive's 40-hex-digit custom field keys. Whether the connected CRM has it is
 * checked against its own field list when a map is saved.
 */
export const CRM_FIELD_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.]{0,99}$/;
const FieldName = z.string().regex(CRM_FIELD_NAME);

/** The most fields set to a fixed value on every record. */
export const CRM_FIXED_VALUES_MAX = 10;

/**
 * Which CRM field each lead field fills ('' sends it nowhere). `department` may be left out:
 * maps saved before it existed, and callers that predate it, send it nowhere.
 */
export const CrmFieldMap = z
  .object(
    Object.fromEntries(
      CRM_LEAD_FIELDS.map((field) => [field, z.union([z.literal(''), FieldName])]),
    ) as Record<CrmLeadField, z.ZodUnion<[z.ZodLiteral<''>, typeof FieldName]>>,
  )
  .partial({ department: true });
export type CrmFieldMap = z.infer<typeof CrmFieldMap>;

/** A default map: the CRM fields of the name, phone, company, title and message, in that order. */
function defaultMap(
  ...[firstName, lastName, phone, company, title, message]: string[]
): CrmFieldMap {
  return {
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    phone: phone ?? '',
    company: company ?? '',
    title: title ?? '',
    message: message ?? '',
    source: '',
    consent: '',
    department: '',
  };
}

/**
 * Each CRM's own fields for a lead, until the owner maps them otherwise; `source`, `consent`
 * and `department` go nowhere until named. Salesforce and Dataverse write a Lead (an existing
 * Salesforce Contact takes the fields it has too); Pipedrive a person (the message goes to the
 * lead as a note, the company into its title).
 */
export const CRM_DEFAULT_FIELD_MAPS: Record<CrmProvider, CrmFieldMap> = {
  hubspot: defaultMap('firstname', 'lastname', 'phone', 'company', 'jobtitle', 'message'),
  salesforce: defaultMap('FirstName', 'LastName', 'Phone', 'Company', 'Title', 'Description'),
  dynamics: defaultMap(
    'firstname',
    'lastname',
    'telephone1',
    'companyname',
    'jobtitle',
    'description',
  ),
  pipedrive: defaultMap('first_name', 'last_name', 'phone', '', 'job_title', ''),
};

/** Fields set on every record until the owner changes them (Salesforce's LeadSource). */
export const CRM_DEFAULT_FIXED_VALUES: Record<CrmProvider, Record<string, string>> = {
  hubspot: {},
  salesforce: { LeadSource: 'Catalyst Connect' },
  dynamics: {},
  pipedrive: {},
};

/** GET /api/integrations (and a team's): each CRM connection. */
export const Integration = z.object({
  provider: CrmProviderName,
  status: z.enum(CRM_STATUSES),
  /** The CRM account: HubSpot's portal, Salesforce's organization, Dataverse's, Pipedrive's company. */
  accountId: z.string().nullable(),
  /** Where its API lives: Salesforce's instance, the Dataverse environment, Pipedrive's domain. */
  apiBase: z.string().nullable(),
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

/** `{crm}` in /api/integrations/{crm}/... */
export const CrmParams = z.object({ crm: CrmProviderName });
export const TeamCrmParams = z.object({ id: z.uuid(), crm: CrmProviderName });

/**
 * POST .../integrations/{crm}/connect: Dynamics 365 needs the address of the owner's Dataverse
 * environment (`https://contoso.crm.dynamics.com`); the other CRMs take nothing.
 */
export const ConnectCrmBody = z
  .object({ environmentUrl: z.string().trim().max(300).optional() })
  .nullish();
export type ConnectCrmBody = z.infer<typeof ConnectCrmBody>;

/** Where to send the browser: the CRM's consent page. */
export const ConnectAnswer = z.object({ url: z.string() });

/** The callback the CRM redirects the browser to. */
export const OAuthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** One field of the connected CRM's record, from its own describe call. */
export const CrmField = z.object({ name: z.string(), label: z.string(), type: z.string() });
export type CrmField = z.infer<typeof CrmField>;
export const CrmFieldList = z.array(CrmField);

/** A lead's way to each CRM it was queued for, in the lead list. */
export const LeadCrmSync = z.object({
  provider: CrmProviderName,
  status: z.enum(CRM_SYNC_STATUSES),
  error: z.string().nullable(),
});
export type LeadCrmSync = z.infer<typeof LeadCrmSync>;

/**
 * PUT /api/integrations/{crm}: the fields set on every record (at most 10), and which field each
 * lead field fills; either or both. Every field named must be one the CRM lists.
 */
export const UpdateCrmBody = z.object({
  fixedValues: z
    .record(FieldName, z.string().trim().max(500))
    .refine((values) => Object.keys(values).length <= CRM_FIXED_VALUES_MAX)
    .optional(),
  fieldMap: CrmFieldMap.optional(),
});
export type UpdateCrmBody = z.infer<typeof UpdateCrmBody>;

/**
 * What the callback tells the Integrations screen (`?{crm}={arrival}`), which says it in a
 * sentence: a callback never answers an error page.
 */
export const CRM_ARRIVALS = [
  'connected',
  'cancelled',
  'failed',
  'expired',
  'other_browser',
  'team_access_lost',
  'not_configured',
] as const;
export type CrmArrival = (typeof CRM_ARRIVALS)[number];
