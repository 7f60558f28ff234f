import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { cards, leads } from '#server/db/schema';

/** What names the card a lead came through, read with it. */
export const cardNameColumns = {
  nickname: cards.nickname,
  firstName: cards.firstName,
  lastName: cards.lastName,
  product: cards.shopifyProductTitle,
};

/**
 * The leads an account sees (join `cards` on the lead's card): those it received, a
 * personal one for good (also once its card went into a team's pool), a team card's one while
 * it still holds that card in that team (a member who leaves loses the team's leads).
 */
export function receivedBy(ownerId: string): SQL {
  return and(
    eq(leads.ownerId, ownerId),
    or(isNull(leads.teamId), and(eq(cards.ownerId, ownerId), eq(cards.teamId, leads.teamId))),
  )!;
}
