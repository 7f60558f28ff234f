import { asc, eq } from 'drizzle-orm';
import type { Card } from '../../../shared/schemas/cards';
import type { DbOrTx } from '../../db/client';
import { cards } from '../../db/schema';
import { toCard } from './to-card';

/** The owner's cards, oldest first (served by the (owner_id, id) index). */
export async function listCards(db: DbOrTx, ownerId: string): Promise<Card[]> {
  const rows = await db
    .select()
    .from(cards)
    .where(eq(cards.ownerId, ownerId))
    .orderBy(asc(cards.id));
  return rows.map(toCard);
}
