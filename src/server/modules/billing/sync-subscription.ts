import { eq, sql, type SQL } from 'drizzle-orm';
import type { ProviderSubscription } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { subscriptions, users, type SubscriptionRow } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { isUuid } from '#shared/uuid';

/** Best first: the user's status is that of their best subscription (an old expired one never hides a live one). */
const STATUS_RANK: SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'paused',
  'incomplete',
  'incomplete_expired',
  'canceled',
];

/** Statuses of a subscription that is still running (paid, trialing, or retrying a payment). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
export const isLive = (status: SubscriptionStatus) => LIVE_STATUSES.includes(status);

function rank(status: SubscriptionStatus): number {
  return STATUS_RANK.indexOf(status);
}

/** The subscription that decides the user's status, or undefined if they have none. */
export function currentSubscription(rows: SubscriptionRow[]): SubscriptionRow | undefined {
  return [...rows].sort(
    (a, b) => rank(a.status) - rank(b.status) || b.createdAt.getTime() - a.createdAt.getTime(),
  )[0];
}

async function lockUser(tx: DbOrTx, where: SQL) {
  const [row] = await tx.select({ id: users.id }).from(users).where(where).limit(1).for('update');
  return row;
}

/**
 * Reads a subscription from the provider and stores it, stamped with the moment the read
 * began: of two reads racing for one subscription, the one that started later wins.
 */
export async function storeProviderRead(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  read: () => Promise<ProviderSubscription>,
) {
  const syncedAt = deps.clock.now();
  const snapshot = await read();
  return deps.database.db.transaction((tx) => syncSubscription(tx, snapshot, syncedAt));
}

export function userSubscriptions(db: DbOrTx, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

/**
 * Stores a subscription as the provider reported it at `syncedAt`, unless a later read is
 * already stored, and rewrites the user's status from all their subscriptions. The user row
 * is locked first, so two syncs for one user cannot interleave. Answers the user's new
 * status, or undefined when the subscription belongs to no user of ours.
 */
export async function syncSubscription(
  tx: DbOrTx,
  snapshot: ProviderSubscription,
  syncedAt: Date,
): Promise<{ userId: string; status: SubscriptionStatus | null } | undefined> {
  const owner =
    (await lockUser(tx, eq(users.stripeCustomerId, snapshot.customerId))) ??
    // A customer we have not remembered yet (its creation's answer was lost): our metadata says.
    (snapshot.userId && isUuid(snapshot.userId)
      ? await lockUser(tx, eq(users.id, snapshot.userId))
      : undefined);
  if (!owner) return undefined;

  const values = {
    customerId: snapshot.customerId,
    status: snapshot.status,
    priceId: snapshot.priceId,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAt: snapshot.cancelAt,
    syncedAt,
  };
  await tx
    .insert(subscriptions)
    .values({ id: snapshot.id, userId: owner.id, ...values })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: values,
      // Never go back in time: a read older than the stored one is dropped.
      setWhere: sql`${subscriptions.syncedAt} <= excluded.synced_at`,
    });

  const current = currentSubscription(await userSubscriptions(tx, owner.id));
  const status = current?.status ?? null;
  await tx
    .update(users)
    .set({ stripeSubscriptionStatus: status, updatedAt: syncedAt })
    .where(eq(users.id, owner.id));
  return { userId: owner.id, status };
}
