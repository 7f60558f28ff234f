import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, crmConnections, leadCrmSyncs, leads } from '#server/db/schema';
import type { LeadListQuery, Lead } from '#shared/schemas/leads';
import { eventForCapture } from '../events/public';
import { leadFilters } from './lead-filters';
import { toLead } from './lead-views';
import { cardNameColumns, receivedBy } from './received-leads';

const MAX_LISTED = 1000;

/** The owner's leads, newest first, filtered (leadFilters); `eventId` must be one they see. */
export async function listLeads(
  deps: Pick<AppDeps, 'database'>,
  {
    ownerId,
    query = {},
    archived = false,
  }: { ownerId: string; query?: LeadListQuery; archived?: boolean },
): Promise<Lead[]> {
  // Another owner's event is not there: a 404, not an empty list that looks like no leads.
  if (query.eventId) {
    await eventForCapture(deps.database.db, { userId: ownerId, eventId: query.eventId });
  }
  const rows = await deps.database.db
    .select({ lead: leads, ...cardNameColumns })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(receivedBy(ownerId), ...leadFilters(query, { archived })))
    .orderBy(desc(leads.createdAt))
    .limit(MAX_LISTED);
  const syncs = await crmSyncsOf(
    deps.database.db,
    rows.map((row) => row.lead.id),
  );
  return rows.map(({ lead, ...card }) => toLead(lead, card, syncs.get(lead.id) ?? []));
}

/** Each lead's way to the CRMs it was queued for (its team's, or its owner's), by lead id. */
async function crmSyncsOf(
  db: AppDeps['database']['db'],
  leadIds: string[],
): Promise<Map<string, Lead['crm']>> {
  const byLead = new Map<string, Lead['crm']>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({
      leadId: leadCrmSyncs.leadId,
      provider: crmConnections.provider,
      status: leadCrmSyncs.status,
      error: leadCrmSyncs.lastError,
    })
    .from(leadCrmSyncs)
    .innerJoin(crmConnections, eq(crmConnections.id, leadCrmSyncs.connectionId))
    .where(inArray(leadCrmSyncs.leadId, leadIds))
    .orderBy(asc(crmConnections.provider));
  for (const { leadId, ...sync } of rows) {
    byLead.set(leadId, [...(byLead.get(leadId) ?? []), sync]);
  }
  return byLead;
}
