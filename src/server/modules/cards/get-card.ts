import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cards, type CardRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';

/** The owner's card by id. Another owner's card is "not found", never "forbidden". */
export async function getOwnedCardRow(
  db: DbOrTx,
  ownerId: string,
  cardId: number,
): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.ownerId, ownerId)));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
  return row;
}
