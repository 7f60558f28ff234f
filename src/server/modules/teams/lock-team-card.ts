import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { cards, type CardRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/** The team's card by id, locked; another team's or a personal card is "not found". */
export async function lockTeamCard(tx: Tx, teamId: string, cardId: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.teamId, teamId)))
    .for('update');
  if (!card) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  return card;
}
