import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { Card, UpdateCardBody } from '#shared/schemas/cards';
import { getCard } from './get-card';

/**
 * PATCH /api/cards/{id}: the card's own settings, its nickname
 * (docs/product.md#signed-in-layout). The nickname is
 * the owner's label, not part of the contact details: it changes no version of the editors.
 */
export async function updateCard(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ownerId, cardId, body }: { ownerId: string; cardId: number; body: UpdateCardBody },
): Promise<Card> {
  const updated = await deps.database.db
    .update(cards)
    .set({ nickname: body.nickname, updatedAt: deps.clock.now() })
    .where(and(eq(cards.id, cardId), eq(cards.ownerId, ownerId)))
    .returning({ id: cards.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  return getCard(deps, { ownerId, cardId });
}
