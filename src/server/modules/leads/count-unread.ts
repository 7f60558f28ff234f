import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, leads } from '#server/db/schema';
import { receivedBy } from './received-leads';

/** How many of the owner's leads are unread (the header's bell). */
export async function countUnread(
  deps: Pick<AppDeps, 'database'>,
  ownerId: string,
): Promise<number> {
  const [row] = await deps.database.db
    .select({ count: count() })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(receivedBy(ownerId), isNull(leads.readAt)));
  return row?.count ?? 0;
}
