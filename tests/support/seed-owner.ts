import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client';
import { cards, users } from '#server/db/schema';
import { hashPassword } from '#server/modules/auth/passwords';

export const OWNER_PASSWORD = 'correct horse battery';

export interface SeededOwner {
  id: string;
  email: string;
  password: string;
  cardId: number;
}

/**
 * An owner who can log in at once, with one card; subscribed when asked (profile editing).
 * Written straight into `db`, for a server of another process on it; a test's own app makes
 * its owners with `t.ownerWithCard()`.
 */
export async function seedOwner(
  db: Db,
  options: { subscribed?: boolean; email?: string } = {},
): Promise<SeededOwner> {
  const email = options.email ?? `owner-${randomBytes(4).toString('hex')}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(OWNER_PASSWORD),
      firstName: 'Ada',
      lastName: 'Lovelace',
      stripeSubscriptionStatus: options.subscribed ? 'active' : null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  const [card] = await db
    .insert(cards)
    .values({
      ownerId: user.id,
      shopifyProductTitle: 'Metal Card',
      firstName: 'Ada',
      lastName: 'Lovelace',
    })
    .returning({ id: cards.id });
  if (!card) throw new Error('card insert failed');
  return { id: user.id, email, password: OWNER_PASSWORD, cardId: card.id };
}
