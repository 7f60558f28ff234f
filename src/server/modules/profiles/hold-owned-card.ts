import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { cards, type CardRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/**
 * The owner's card, read again and held (FOR SHARE) for the rest of the transaction: an admin
 * moving it or its owner deleting their account waits, and a write made here never lands on a
 * card that changed hands since the request's first look (404 then).
 */
export async function holdOwnedCard(tx: Tx, ownerId: string, cardId: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.ownerId, ownerId)))
    .for('share');
  if (!card) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  return card;
}
