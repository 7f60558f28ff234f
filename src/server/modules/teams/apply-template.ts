import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, cards, type TeamRow } from '#server/db/schema';
import {
  cardValues,
  differs,
  profileChange,
  teamCardsIn,
  type TemplateChange,
} from './template-change';

/**
 * Writes a change to the team's cards (all, or `cardIds`) and their profiles where it differs,
 * in the caller's transaction; answers the ids of the cards that changed. The database's change
 * notifications drop their cached public pages.
 */
export async function applyTemplate(
  tx: DbOrTx,
  team: Pick<TeamRow, 'id' | 'templateLocked'>,
  change: TemplateChange,
  { now, cardIds }: { now: Date; cardIds?: number[] },
): Promise<number[]> {
  const changed = new Set<number>();
  const cardSet = cardValues(change);
  if (Object.keys(cardSet).length > 0) {
    const rows = await tx
      .update(cards)
      .set({ ...cardSet, updatedAt: now })
      .where(and(teamCardsIn(team.id, cardIds), differs(cards, cardSet)))
      .returning({ id: cards.id });
    for (const row of rows) changed.add(row.id);
  }
  const profile = profileChange(change, team.templateLocked);
  if (profile.changes) {
    const rows = await tx
      .update(cardProfiles)
      .set({ ...profile.set, updatedAt: now })
      .where(
        and(
          inArray(
            cardProfiles.cardId,
            tx.select({ id: cards.id }).from(cards).where(teamCardsIn(team.id, cardIds)),
          ),
          profile.differs,
        ),
      )
      .returning({ id: cardProfiles.cardId });
    for (const row of rows) changed.add(row.id);
  }
  return [...changed];
}
