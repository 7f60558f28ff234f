import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, leadCrmSyncs, messages } from '#server/db/schema';
import type { MessageListQuery, VisitorMessage } from '#shared/schemas/messages';
import { leadFilters } from './lead-filters';
import { toVisitorMessage } from './message-views';
import { cardNameColumns, receivedBy } from './received-messages';

const MAX_LISTED = 1000;

/** The owner's received messages, newest first, filtered (leadFilters). */
export async function listMessages(
  deps: Pick<AppDeps, 'database'>,
  {
    ownerId,
    query = {},
    archived = false,
  }: { ownerId: string; query?: MessageListQuery; archived?: boolean },
): Promise<VisitorMessage[]> {
  const rows = await deps.database.db
    .select({
      message: messages,
      ...cardNameColumns,
      crmStatus: leadCrmSyncs.status,
      crmError: leadCrmSyncs.lastError,
    })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    // A lead goes to one CRM connection at most: its team's, or its owner's.
    .leftJoin(leadCrmSyncs, eq(leadCrmSyncs.messageId, messages.id))
    .where(and(receivedBy(ownerId), ...leadFilters(query, { archived })))
    .orderBy(desc(messages.createdAt))
    .limit(MAX_LISTED);
  return rows.map(({ message, crmStatus, crmError, ...card }) =>
    toVisitorMessage(message, card, crmStatus ? { status: crmStatus, error: crmError } : null),
  );
}
