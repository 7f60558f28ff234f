import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { accountTokens, cards, mailQueue, uploads, users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { lockAdmins } from '../admin/public';
import { recordAudit } from '../audit/public';
import { verifyCurrentPassword } from '../auth/public';
import {
  cancelSubscriptionsNow,
  deletePaymentCustomer,
  endBillingOfTeams,
} from '../billing/public';
import { wipeCards } from '../cards/public';
import { holdHandlesOfDeletedAccount } from '../profiles/public';
import { assertMayLeaveTeams, releaseTeamsOfDeletedAccount } from '../teams/public';
import { deleteUploadsOfDeletedAccount } from '../uploads/public';

/** An admin may leave only while another admin who can sign in remains. */
async function assertNotLastAdmin(tx: Tx, userId: string): Promise<void> {
  const admins = await lockAdmins(tx);
  if (!admins.some((admin) => admin.id !== userId && !admin.suspendedAt)) {
    throw new AppError('CONFLICT', COPY.lastAdminCannotLeave);
  }
}

/** The deleting owner, in the audit log: no id (the account is gone) and no personal data. */
const OWNER_ACTOR = { id: null, label: 'owner' };

/**
 * Gives every card of the owner back to no one, wiped (see wipeCards). The physical card keeps
 * its id and uuid, so an admin can hand it to someone else; its public addresses answer 404
 * until then.
 */
async function unassignCards(tx: Tx, userId: string, now: Date): Promise<number[]> {
  const released = await tx
    .update(cards)
    .set({ ownerId: null, updatedAt: now })
    .where(eq(cards.ownerId, userId))
    .returning({ id: cards.id });
  const ids = released.map((card) => card.id).sort((a, b) => a - b);
  await wipeCards(tx, ids, now);
  return ids;
}

/**
 * Addresses the owner asked to move to and that no account holds: mail queued to them (the
 * confirmation link) exists only because of this owner. An address that is someone's account
 * got that account's own notice, which stays theirs.
 */
async function pendingNewAddresses(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ address: accountTokens.newEmail })
    .from(accountTokens)
    .leftJoin(users, eq(users.email, accountTokens.newEmail))
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email-change'),
        isNull(users.id),
      ),
    );
  return [...new Set(rows.map((row) => row.address).filter((a): a is string => !!a))];
}

/**
 * Deletes the signed-in owner's account (POST /api/auth/delete-account). The password first,
 * counted like every current-password check. Then the payment provider, before anything is
 * deleted: a subscription must not outlive its account, and if the provider fails the owner
 * keeps everything and can try again; its customer record (the person's e-mail, name and
 * payment methods there) is deleted too (decision 033). Then one transaction: cards unassigned
 * and wiped, the user deleted (sessions, tokens and subscriptions go with it by cascade), mail
 * queued to the account's address or to an address it was moving to, and an audit row that
 * names no person. Every upload of the owner goes last, once the deletion committed.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'payments' | 'storage' | 'createLimiter'>,
  { user, password }: { user: UserRow; password: string },
): Promise<void> {
  await verifyCurrentPassword(deps, { user, password });
  // Asked before the provider is: a refusal must not leave the owner without their subscription.
  if (user.role === 'admin') {
    await deps.database.db.transaction(async (tx) => assertNotLastAdmin(tx, user.id));
  }
  // Asked first too (and again below): a team's owner hands the team over before leaving.
  const goingTeams = await assertMayLeaveTeams(deps.database.db, user.id);
  await cancelSubscriptionsNow(deps, user);
  // The teams that go with the account stop billing first, with their customers.
  await endBillingOfTeams(deps, goingTeams);
  await deletePaymentCustomer(deps, user);
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
    if (!locked) throw new AppError('UNAUTHORIZED', COPY.sessionExpired);
    const now = deps.clock.now();
    await releaseTeamsOfDeletedAccount(tx, user.id, now);
    // Before the profiles go: the account's handles stay held for 180 days (decision 031).
    await holdHandlesOfDeletedAccount(tx, user.id, now);
    const unassignedCardIds = await unassignCards(tx, user.id, now);
    const stored = await tx
      .select({ url: uploads.url })
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    const addresses = [user.email, ...(await pendingNewAddresses(tx, user.id))];
    await tx.delete(users).where(eq(users.id, user.id));
    // Queued mail to the address goes too: a visitor's message notification carries their
    // name, e-mail and words, and is of no use to an account that no longer exists.
    await tx.delete(mailQueue).where(inArray(mailQueue.toAddress, addresses));
    await recordAudit(tx, now, {
      actor: OWNER_ACTOR,
      action: 'account.delete',
      targetType: 'account',
      targetId: user.id,
      after: { unassignedCardIds },
    });
    return stored.map((row) => row.url);
  });
  // All of them, even one another account still points to: they were this person's images.
  await deleteUploadsOfDeletedAccount(deps, files);
}
