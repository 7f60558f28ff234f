import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { teams } from '#server/db/schema';
import { applyWholeTemplate } from './layered-template';

/**
 * Writes the whole template to cards entering the team (the pool, a shop order) or someone's
 * hands: the company's, with the department's on top for a card its holder's department runs.
 */
export async function applyTemplateToNewCards(
  tx: DbOrTx,
  teamId: string,
  cardIds: number[],
  now: Date,
): Promise<void> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId));
  if (!team || cardIds.length === 0) return;
  await applyWholeTemplate(tx, team, { cardIds, now });
}
