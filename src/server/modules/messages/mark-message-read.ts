import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, messages } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';
import { receivedBy } from './received-messages';

/** Marks one of the owner's messages read; another owner's message is "not found". */
export async function markMessageRead(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const { db } = deps.database;
  const [owned] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(and(eq(messages.id, id), receivedBy(ownerId)));
  if (!owned) throw new AppError('NOT_FOUND', MESSAGES.messageNotFound);
  await db
    .update(messages)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(messages.id, id), isNull(messages.readAt)));
}
