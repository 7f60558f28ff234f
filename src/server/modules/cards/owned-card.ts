import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { preparedFor } from '#server/db/prepared';
import { cardProfiles, cards, teams, users, type CardRow, type TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import type { ShareTarget } from '#shared/cards/share-url';
import { COPY } from '#shared/copy';
import { connectAccessSql } from '../billing/public';
import { cardLockedSql } from './team-locks';

// The reads of a card by its owner: the row alone, or with what its share URL depends on.

/** An owner's card with what its share URL depends on: the handle and the subscription. */
export interface OwnedCard {
  row: CardRow;
  handle: string | null;
  /** The owner has Connect, own or a team seat (the handle address answers only then). */
  active: boolean;
  /** The team that runs the card, if any. */
  team: Pick<TeamRow, 'name' | 'templateLocked'> | null;
}

const ownedCardStatement = preparedFor((db) =>
  db
    .select({
      row: cards,
      handle: cardProfiles.aliasSlug,
      access: connectAccessSql(users.id, users.stripeSubscriptionStatus),
      team: { name: teams.name, templateLocked: cardLockedSql },
    })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.ownerId))
    .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
    .leftJoin(teams, eq(teams.id, cards.teamId))
    .where(
      and(eq(cards.id, sql.placeholder('cardId')), eq(cards.ownerId, sql.placeholder('ownerId'))),
    )
    .limit(1)
    .prepare('owned_card_with_handle'),
);

/** The owner's card by id: its row alone. Another owner's card is "not found", never "forbidden". */
export async function getOwnedCardRow(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<CardRow> {
  const [row] = await deps.database.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.ownerId, ownerId)));
  if (!row) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  return row;
}

/** The owner's card by id, with its handle; another owner's card is "not found" (decision 013). */
export async function getOwnedCard(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<OwnedCard> {
  const [found] = await ownedCardStatement(deps.database.db).execute({ cardId, ownerId });
  if (!found) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  return {
    row: found.row,
    handle: found.handle,
    active: found.access !== null,
    team: found.team,
  };
}

/** What `shareUrl` needs of a card. */
export function shareTargetOf(card: OwnedCard): ShareTarget {
  return { uuid: card.row.uuid, code: card.row.code, handle: card.handle, active: card.active };
}
