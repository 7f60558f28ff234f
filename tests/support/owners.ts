import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { cards, users } from '#server/db/schema';
import { bearer } from './bearer';

/** What a test starts from, over the suites' usual owner: a Metal card of Ada's. */
export interface OwnerOptions {
  /** Columns of the user row, over `createUser`'s (names, e-mail, subscription status). */
  user?: Partial<typeof users.$inferInsert> & { password?: string };
  /** Columns of the card, over `{ shopifyProductTitle: 'Metal', firstName: 'Ada' }`. */
  card?: Partial<typeof cards.$inferInsert>;
  /** The Connect profile saved on the card through the API (a handle, a slogan), which must take. */
  profile?: Record<string, unknown>;
  /** Where the owner signs in from: the login limiter keys on the address. */
  remoteAddress?: string;
}

/** An owner signed in through the API, with the one card they own. */
export interface OwnerWithCard {
  user: { id: string; email: string; password: string };
  card: typeof cards.$inferSelect;
  tokens: { accessToken: string; refreshToken: string };
  headers: Record<string, string>;
}

/** The parts of the test app an owner is made with. */
interface OwnerMaking {
  app: FastifyInstance;
  database: Database;
  createUser(input: OwnerOptions['user']): Promise<OwnerWithCard['user']>;
  login(email: string, password: string, remoteAddress?: string): Promise<OwnerWithCard['tokens']>;
}

/**
 * `t.ownerWithCard()`, `t.subscribedOwner()` and `t.subscribe()`: the owner most tests start
 * from, made the same way everywhere, so a suite writes only what its test is about.
 */
export function ownerMakers({ app, database, createUser, login }: OwnerMaking) {
  async function ownerWithCard(options: OwnerOptions = {}): Promise<OwnerWithCard> {
    const user = await createUser(options.user);
    const [card] = await database.db
      .insert(cards)
      .values({ ownerId: user.id, shopifyProductTitle: 'Metal', firstName: 'Ada', ...options.card })
      .returning();
    if (!card) throw new Error('card insert failed');
    const tokens = await login(user.email, user.password, options.remoteAddress);
    const headers = bearer(tokens.accessToken);
    if (options.profile) {
      const url = `/api/cards/${card.id}/profile`;
      const saved = await app.inject({ method: 'PUT', url, headers, payload: options.profile });
      if (saved.statusCode !== 200) {
        throw new Error(`profile not saved: ${saved.statusCode} ${saved.body}`);
      }
    }
    return { user, card, tokens, headers };
  }

  /**
   * An owner whose Connect subscription is active, as the gates read it (the user's status,
   * which the billing sync writes): the profile can be edited and the public page is the full one.
   */
  function subscribedOwner(options: OwnerOptions = {}): Promise<OwnerWithCard> {
    return ownerWithCard({
      ...options,
      user: { stripeSubscriptionStatus: 'active', ...options.user },
    });
  }

  /** Subscribes a user made otherwise (a team member, a second owner) as `subscribedOwner` is. */
  async function subscribe(userId: string): Promise<void> {
    await database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'active' })
      .where(eq(users.id, userId));
  }

  return { ownerWithCard, subscribedOwner, subscribe };
}
