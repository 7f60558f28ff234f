import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  departments,
  leads,
  teamMembers,
  users,
  type CrmConnectionRow,
  type LeadRow,
} from '#server/db/schema';
import { CRM_LEAD_FIELDS, type CrmLeadField } from '#shared/schemas/integrations';
import type { CrmRecord } from './connector';

/**
 * The department of each team lead's member, by lead id, as they are placed now (decision 060,
 * as the team's leads list and webhooks say it); a lead not listed has none.
 */
async function departmentNamesOfLeads(db: Db, leadIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ leadId: leads.id, name: departments.name })
    .from(leads)
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.teamId, leads.teamId), eq(teamMembers.userId, leads.ownerId)),
    )
    .innerJoin(departments, eq(departments.id, teamMembers.departmentId))
    .where(inArray(leads.id, leadIds));
  return new Map(rows.map((row) => [row.leadId, row.name]));
}

/** The e-mail of each lead's receiving member (the card's holder), by lead id. */
async function ownerEmailsOfLeads(db: Db, leadIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ leadId: leads.id, email: users.email })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.ownerId))
    .where(inArray(leads.id, leadIds));
  return new Map(rows.map((row) => [row.leadId, row.email.toLowerCase()]));
}

/** A lead's values by lead field: the name split at its first space, consent with its time. */
export function leadValues(
  lead: LeadRow,
  department: string | null,
): Record<CrmLeadField, string | null> {
  const [firstName = '', ...rest] = lead.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    phone: lead.phone || null,
    company: lead.company,
    title: lead.title,
    message: lead.message || null,
    source: lead.source,
    consent:
      lead.consentText && lead.consentedAt
        ? `${lead.consentText} (${lead.consentedAt.toISOString()})`
        : null,
    department,
  };
}

/** Each lead field into the CRM field the owner mapped it to (none for ''), then the fixed values. */
export function mappedFields(
  values: Record<CrmLeadField, string | null>,
  connection: Pick<CrmConnectionRow, 'fieldMap' | 'fixedValues'>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of CRM_LEAD_FIELDS) {
    const target = connection.fieldMap[field];
    const value = values[field];
    if (target && value) fields[target] = value;
  }
  return { ...fields, ...connection.fixedValues };
}

/**
 * A lead's key among a batch's records: its e-mail, lowercased, so one person's leads are one
 * record; a lead without an e-mail (met in person, a phone number only) is a record of its own,
 * never merged with another e-mail-less lead (decision 073).
 */
export function recordKeyOf(lead: Pick<LeadRow, 'id' | 'email'>): string {
  return lead.email.toLowerCase() || `lead:${lead.id}`;
}

/**
 * The batch's leads as CRM records, one per e-mail (a CRM refuses, or doubles, a batch naming
 * one person twice), and one per lead without an e-mail: oldest first, so newer values win and
 * what only an earlier lead gave (a company) is kept.
 */
export async function recordsOfLeads(
  db: Db,
  connection: CrmConnectionRow,
  claimed: Array<{ lead: LeadRow; remoteIds: Record<string, string> }>,
): Promise<CrmRecord[]> {
  const ids = claimed.map(({ lead }) => lead.id);
  const [departmentOf, ownerEmailOf] = await Promise.all([
    departmentNamesOfLeads(db, ids),
    ownerEmailsOfLeads(db, ids),
  ]);
  const byKey = new Map<string, CrmRecord>();
  const oldestFirst = [...claimed].sort(
    (a, b) => a.lead.createdAt.getTime() - b.lead.createdAt.getTime(),
  );
  for (const { lead, remoteIds } of oldestFirst) {
    const key = recordKeyOf(lead);
    const values = leadValues(lead, departmentOf.get(lead.id) ?? null);
    const earlier = byKey.get(key);
    const merged = earlier
      ? (Object.fromEntries(
          CRM_LEAD_FIELDS.map((field) => [field, values[field] || earlier.values[field]]),
        ) as Record<CrmLeadField, string | null>)
      : values;
    byKey.set(key, {
      key,
      email: lead.email.toLowerCase(),
      ownerEmail: ownerEmailOf.get(lead.id) ?? earlier?.ownerEmail ?? null,
      values: merged,
      fields: mappedFields(merged, connection),
      remoteIds: { ...earlier?.remoteIds, ...remoteIds },
    });
  }
  return [...byKey.values()];
}
