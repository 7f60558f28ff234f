import { eq, inArray } from 'drizzle-orm';
import { CARD_CONFIGURATION_FIELDS, type CardConfigurationField } from '#shared/schemas/cards';
import { MESSAGES } from '#shared/messages';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import {
  cardProfiles,
  cards,
  insightEvents,
  insightHours,
  insightLinks,
  insightSources,
  insightVisitors,
  mailQueue,
  messages,
  uploads,
  users,
  type UserRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import type { AttemptLimiter } from '#server/lib/attempt-limiter';
import { recordAudit } from '../audit/public';
import { verifyCurrentPassword } from '../auth/public';
import { lockAdmins } from '../admin/public';
import { cancelSubscriptionsNow } from '../billing/public';
import { releaseReplacedImages } from '../uploads/public';
import { holdHandlesOfDeletedAccount } from '../profiles/public';

type DeleteDeps = Pick<AppDeps, 'database' | 'clock' | 'config' | 'payments' | 'storage'>;

/** An admin may leave only while another admin who can sign in remains. */
async function assertNotLastAdmin(tx: Tx, userId: string): Promise<void> {
  const admins = await lockAdmins(tx);
  if (!admins.some((admin) => admin.id !== userId && !admin.suspendedAt)) {
    throw new AppError('CONFLICT', MESSAGES.lastAdminCannotLeave);
  }
}

/** The deleting owner, in the audit log: no id (the account is gone) and no personal data. */
const OWNER_ACTOR = { id: null, label: 'owner' };

const CLEARED_CONFIGURATION = Object.fromEntries(
  CARD_CONFIGURATION_FIELDS.map((field) => [field, null]),
) as Record<CardConfigurationField, null>;

/**
 * Gives every card of the owner back to no one, wiped: configuration, QR style, Connect profile
 * (and with it the handle), received messages and Insights. The physical card keeps its id and
 * uuid, so an admin can hand it to someone else; its public addresses answer 404 until then.
 */
async function unassignCards(tx: Tx, userId: string, now: Date): Promise<number[]> {
  const released = await tx
    .update(cards)
    .set({ ownerId: null, ...CLEARED_CONFIGURATION, qrStyle: null, updatedAt: now })
    .where(eq(cards.ownerId, userId))
    .returning({ id: cards.id });
  const ids = released.map((card) => card.id).sort((a, b) => a - b);
  if (ids.length === 0) return ids;
  await tx.delete(cardProfiles).where(inArray(cardProfiles.cardId, ids));
  await tx.delete(messages).where(inArray(messages.cardId, ids));
  // Raw events and visitors have no foreign key (decision 021): removed by hand, like the rest.
  for (const table of [
    insightEvents,
    insightHours,
    insightSources,
    insightLinks,
    insightVisitors,
  ]) {
    await tx.delete(table).where(inArray(table.cardId, ids));
  }
  return ids;
}

/**
 * Deletes the signed-in owner's account (POST /api/auth/delete-account). The password first,
 * counted like every current-password check. Then the payment provider, before anything is
 * deleted: a subscription must not outlive its account, and if the provider fails the owner
 * keeps everything and can try again. Then one transaction: cards unassigned and wiped, the
 * user deleted (sessions, tokens and subscriptions go with it by cascade), and an audit row
 * that names no person. The stored image files go last, once the deletion committed.
 */
export async function deleteAccount(
  deps: DeleteDeps,
  limiter: AttemptLimiter,
  user: UserRow,
  password: string,
): Promise<void> {
  await verifyCurrentPassword(deps, limiter, user, password);
  // Asked before the provider is: a refusal must not leave the owner without their subscription.
  if (user.role === 'admin') {
    await deps.database.db.transaction(async (tx) => assertNotLastAdmin(tx, user.id));
  }
  await cancelSubscriptionsNow(deps, user);
  const files = await deps.database.db.transaction(async (tx) => {
    // Admin rows first (in the order every such check takes them), then the user row: a card
    // being added to this account (a shop order) waits, and then finds no account, instead of
    // being deleted by the cascade below unseen.
    if (user.role === 'admin') await assertNotLastAdmin(tx, user.id);
    const [locked] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!locked) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
    const now = deps.clock.now();
    // Before the profiles go: the account's handles stay held for 180 days (decision 031).
    await holdHandlesOfDeletedAccount(tx, user.id, now);
    const unassignedCardIds = await unassignCards(tx, user.id, now);
    const stored = await tx
      .select({ url: uploads.url })
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    // Queued mail to the address goes too: a visitor's message notification carries their
    // name, e-mail and words, and is of no use to an account that no longer exists.
    await tx.delete(mailQueue).where(eq(mailQueue.toAddress, user.email));
    await recordAudit(tx, now, {
      actor: OWNER_ACTOR,
      action: 'account.delete',
      targetType: 'account',
      targetId: user.id,
      after: { unassignedCardIds },
    });
    return stored.map((row) => row.url);
  });
  // Nothing points at them now. A file the storage fails to delete keeps its row (its owner
  // set null by the deletion), so the hourly orphan sweep tries it again.
  await releaseReplacedImages(deps, files, []);
}
