import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { cards, messages } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';
import { cardNameColumns, receivedBy } from './received-messages';

/** One of the owner's leads by id, locked for a change; another owner's is "not found". */
export async function lockOwnLead(tx: Tx, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await tx
    .select({ message: messages, ...cardNameColumns })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(and(eq(messages.id, id), receivedBy(ownerId)))
    .for('update', { of: messages });
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.messageNotFound);
  return row;
}
