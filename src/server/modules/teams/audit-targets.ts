import type { CardRow, TeamMemberRow, TeamRow } from '#server/db/schema';
import { cardNameOf } from '#shared/cards/card-name';
import { nameOrEmail } from '#shared/cards/display-name';

/** A membership as the team's audit log names it (the name is kept after the member goes). */
export function memberTarget(row: Pick<TeamMemberRow, 'id' | 'firstName' | 'lastName' | 'email'>) {
  return { kind: 'member' as const, id: row.id, label: nameOrEmail(row) };
}

/** The team itself, by its name at the time. */
export function teamTarget(team: Pick<TeamRow, 'id' | 'name'>) {
  return { kind: 'team' as const, id: team.id, label: team.name };
}

/** A card, by the name its team's screens give it. */
export function cardTarget(
  card: Pick<CardRow, 'id' | 'nickname' | 'firstName' | 'lastName' | 'shopifyProductTitle'>,
) {
  const label = cardNameOf({ ...card, product: card.shopifyProductTitle });
  return { kind: 'card' as const, id: card.id, label };
}
