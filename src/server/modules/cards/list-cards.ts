import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { preparedFor } from '#server/db/prepared';
import { cardProfiles, cards, teams } from '#server/db/schema';
import type { Card } from '#shared/schemas/cards';
import { cardLockedSql } from './team-locks';
import { toCard } from './to-card';

const ownerCardsStatement = preparedFor((db) =>
  db
    .select({
      row: cards,
      handle: cardProfiles.aliasSlug,
      team: { name: teams.name, templateLocked: cardLockedSql },
    })
    .from(cards)
    .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
    .leftJoin(teams, eq(teams.id, cards.teamId))
    .where(eq(cards.ownerId, sql.placeholder('ownerId')))
    .orderBy(asc(cards.id))
    .prepare('owner_cards'),
);

/** The owner's cards, oldest first (served by the (owner_id, id) index; prepared). */
export async function listCards(deps: Pick<AppDeps, 'database'>, ownerId: string): Promise<Card[]> {
  const rows = await ownerCardsStatement(deps.database.db).execute({ ownerId });
  return rows.map(({ row, handle, team }) => toCard(row, handle, team));
}
