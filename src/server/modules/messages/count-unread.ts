import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, messages } from '#server/db/schema';
import { receivedBy } from './received-messages';

/** How many of the owner's messages are unread (the header's bell). */
export async function countUnread(
  deps: Pick<AppDeps, 'database'>,
  ownerId: string,
): Promise<number> {
  const [row] = await deps.database.db
    .select({ count: count() })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(and(receivedBy(ownerId), isNull(messages.readAt)));
  return row?.count ?? 0;
}
