import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { cards, users } from '#server/db/schema';
import type { Language } from '#shared/i18n/languages';
import { issueAccountToken } from '../auth/public';
import { enqueueMail, verificationEmail } from '../mail/public';
import { applyTemplateToNewCards, orderPoolOf } from '../teams/public';

/** A shop order (or the admin command) as far as accounts and cards care. */
export interface CardOrder extends CardRecipient {
  orderId: string | null;
  items: Array<{ productTitle: string; variantTitle: string | null; quantity: number }>;
}

/** More cards than this on one line is not a real order; refuse rather than create thousands. */
export const MAX_CARDS_PER_LINE = 100;

export interface AssignResult {
  userId: string;
  /** A verification mail was queued (new or not yet registered owner). */
  invited: boolean;
  cardIds: number[];
}

/** Who a card goes to: an e-mail with the names to give a new account. */
export interface CardRecipient {
  email: string;
  firstName: string;
  lastName: string;
  /** The buyer's language at the shop, for the invitation when the account has none. */
  locale?: Language | null;
}

/**
 * The account with this e-mail, created as an invitation when there is none. An owner who has
 * not set a password yet gets a (new) verification mail. Run inside a transaction.
 */
export async function ownerForEmail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'random' | 'config'>,
  recipient: CardRecipient,
): Promise<{ userId: string; invited: boolean }> {
  const email = recipient.email.trim().toLowerCase();
  const now = deps.clock.now();
  let [owner] = await tx
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.email, email))
    // An account being deleted right now is waited for, and then found gone: the cards go to a
    // new invitation instead of failing on a vanished owner.
    .for('share');
  if (!owner) {
    [owner] = await tx
      .insert(users)
      .values({
        email,
        firstName: recipient.firstName,
        lastName: recipient.lastName,
        createdAt: now,
        updatedAt: now,
      })
      .returning({
        id: users.id,
        passwordHash: users.passwordHash,
        firstName: users.firstName,
        locale: users.locale,
      });
    if (!owner) throw new Error('user insert returned nothing');
  }
  const invited = owner.passwordHash === null;
  if (invited) {
    const token = await issueAccountToken(tx, deps, owner.id, 'verify-account');
    await enqueueMail(
      tx,
      verificationEmail({
        to: email,
        firstName: owner.firstName || recipient.firstName,
        token,
        appUrl: deps.config.appUrl,
        language: owner.locale ?? recipient.locale ?? null,
      }),
      now,
    );
  }
  return { userId: owner.id, invited };
}

/**
 * Gives the ordered cards to the account with the order's e-mail (see ownerForEmail). Each card
 * starts with the customer's name and e-mail. Run inside a transaction.
 */
export async function assignCardsFromOrder(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'random' | 'config'>,
  order: CardOrder,
): Promise<AssignResult> {
  const email = order.email.trim().toLowerCase();
  const now = deps.clock.now();
  const owner = await ownerForEmail(tx, deps, order);
  // A team's owner or admin buys for the team: the cards land in its pool, to be handed out.
  const teamId = owner.invited ? null : await orderPoolOf(tx, owner.userId);
  const holder = teamId
    ? { ownerId: null, teamId, teamContributorId: owner.userId }
    : { ownerId: owner.userId };
  const rows = order.items.flatMap((item) =>
    Array.from({ length: Math.min(item.quantity, MAX_CARDS_PER_LINE) }, () => ({
      ...holder,
      shopifyProductTitle: item.productTitle,
      shopifyVariantTitle: item.variantTitle,
      shopifyOrderId: order.orderId,
      firstName: order.firstName || null,
      lastName: order.lastName || null,
      email,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const inserted = rows.length
    ? await tx.insert(cards).values(rows).returning({ id: cards.id })
    : [];
  const cardIds = inserted.map((row) => row.id);
  // The team's template (company name, logo, address) is on its cards from the start.
  if (teamId) await applyTemplateToNewCards(tx, teamId, cardIds, now);
  return { userId: owner.userId, invited: owner.invited, cardIds };
}
