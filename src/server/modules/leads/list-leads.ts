import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, leadCrmSyncs, leads } from '#server/db/schema';
import type { LeadListQuery, Lead } from '#shared/schemas/leads';
import { leadFilters } from './lead-filters';
import { toLead } from './lead-views';
import { cardNameColumns, receivedBy } from './received-leads';

const MAX_LISTED = 1000;

/** The owner's leads, newest first, filtered (leadFilters). */
export async function listLeads(
  deps: Pick<AppDeps, 'database'>,
  {
    ownerId,
    query = {},
    archived = false,
  }: { ownerId: string; query?: LeadListQuery; archived?: boolean },
): Promise<Lead[]> {
  const rows = await deps.database.db
    .select({
      lead: leads,
      ...cardNameColumns,
      crmStatus: leadCrmSyncs.status,
      crmError: leadCrmSyncs.lastError,
    })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    // A lead goes to one CRM connection at most: its team's, or its owner's.
    .leftJoin(leadCrmSyncs, eq(leadCrmSyncs.leadId, leads.id))
    .where(and(receivedBy(ownerId), ...leadFilters(query, { archived })))
    .orderBy(desc(leads.createdAt))
    .limit(MAX_LISTED);
  return rows.map(({ lead, crmStatus, crmError, ...card }) =>
    toLead(lead, card, crmStatus ? { status: crmStatus, error: crmError } : null),
  );
}
