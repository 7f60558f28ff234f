import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PaymentProviderError,
  type ProviderSubscription,
} from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { subscriptions, teams, users, type SubscriptionRow } from '#server/db/schema';
import { isUuid } from '#shared/cards/uuid';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { recordTeamAudit, SYSTEM_TEAM_ACTOR } from '../audit/public';

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

/**
 * Stored rows whose provider state may have moved on: a first payment settling (when
 * `firstPayments`), or a paid period that has ended (renewed, or over if cancelled).
 */
export function settlingRows(
  rows: SubscriptionRow[],
  { now, firstPayments }: { now: Date; firstPayments: boolean },
): SubscriptionRow[] {
  return rows.filter(
    (row) =>
      (row.status === 'incomplete' && firstPayments) ||
      (isLive(row.status) && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now),
  );
}

/**
 * Reads each row from the provider and stores it (storeProviderRead), so a screen that polls
 * never waits on a webhook. A provider that cannot be reached ends the reads with a warning:
 * the stored state still answers, and the next read asks again. Answers what each read stored
 * until then, and whether all of them were read.
 */
export async function refreshFromProvider(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  { rows, log }: { rows: SubscriptionRow[]; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<{ synced: Array<SyncedSubscription | undefined>; complete: boolean }> {
  const synced: Array<SyncedSubscription | undefined> = [];
  try {
    for (const row of rows) {
      synced.push(await storeProviderRead(deps, () => deps.payments.retrieveSubscription(row.id)));
    }
    return { synced, complete: true };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error }, 'could not refresh a settling subscription');
    return { synced, complete: false };
  }
}

export function userSubscriptions(db: DbOrTx, userId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
}

export function teamSubscriptions(db: DbOrTx, teamId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
}

/** Who a stored subscription is for: a person (their own) or a team (its seats). */
export type SyncedSubscription =
  | { userId: string; teamId: null; status: SubscriptionStatus | null }
  | { userId: null; teamId: string; status: SubscriptionStatus };

async function lockTeam(tx: DbOrTx, where: SQL) {
  const [row] = await tx.select({ id: teams.id }).from(teams).where(where).limit(1).for('update');
  return row;
}

/** The team whose seats the subscription pays: by its customer, else by our metadata. */
async function payingTeam(tx: DbOrTx, snapshot: ProviderSubscription) {
  return (
    (await lockTeam(tx, eq(teams.stripeCustomerId, snapshot.customerId))) ??
    (snapshot.teamId && isUuid(snapshot.teamId)
      ? await lockTeam(tx, eq(teams.id, snapshot.teamId))
      : undefined)
  );
}

async function store(
  tx: DbOrTx,
  snapshot: ProviderSubscription,
  syncedAt: Date,
  payer: { userId: string } | { teamId: string },
) {
  const values = {
    customerId: snapshot.customerId,
    status: snapshot.status,
    priceId: snapshot.priceId,
    quantity: snapshot.quantity,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAt: snapshot.cancelAt,
    syncedAt,
  };
  await tx
    .insert(subscriptions)
    .values({ id: snapshot.id, ...payer, ...values })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: values,
      // Never go back in time: a read older than the stored one is dropped.
      setWhere: sql`${subscriptions.syncedAt} <= excluded.synced_at`,
    });
}

/**
 * The team's audit log, before a team subscription's read is stored: `billing.started` when it
 * becomes live, `billing.seats_changed` when a live one bills another number of seats. The
 * provider reports both, so the seat reconciliation and the provider's events act as `system`.
 */
async function recordSeatChange(
  tx: DbOrTx,
  {
    teamId,
    snapshot,
    syncedAt,
  }: { teamId: string; snapshot: ProviderSubscription; syncedAt: Date },
) {
  const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.id, snapshot.id));
  if (stored && stored.syncedAt > syncedAt) return;
  const wasLive = stored ? isLive(stored.status) : false;
  const target = { kind: 'subscription' as const, id: snapshot.id, label: snapshot.id };
  const entry = { teamId, actor: SYSTEM_TEAM_ACTOR, target };
  if (!wasLive && isLive(snapshot.status)) {
    await recordTeamAudit(tx, syncedAt, {
      ...entry,
      action: 'billing.started',
      details: { seats: snapshot.quantity, status: snapshot.status },
    });
  } else if (wasLive && stored && stored.quantity !== snapshot.quantity) {
    await recordTeamAudit(tx, syncedAt, {
      ...entry,
      action: 'billing.seats_changed',
      details: { before: stored.quantity, after: snapshot.quantity },
    });
  }
}

/**
 * Stores a subscription as the provider reported it at `syncedAt`, unless a later read is
 * already stored. A person's own: their status is rewritten from all their subscriptions, with
 * the user row locked first so two syncs for one user cannot interleave. A team's seats: the
 * team row is locked the same way, and connectAccessSql reads the stored status. Answers whose
 * it is, or undefined when it belongs to no one of ours.
 */
export async function syncSubscription(
  tx: DbOrTx,
  snapshot: ProviderSubscription,
  syncedAt: Date,
): Promise<SyncedSubscription | undefined> {
  const team = await payingTeam(tx, snapshot);
  if (team) {
    await recordSeatChange(tx, { teamId: team.id, snapshot, syncedAt });
    await store(tx, snapshot, syncedAt, { teamId: team.id });
    return { userId: null, teamId: team.id, status: snapshot.status };
  }
  // A team's seats whose team is gone are no one's: never the own subscription of its payer.
  if (snapshot.teamId) return undefined;
  const owner =
    (await lockUser(tx, eq(users.stripeCustomerId, snapshot.customerId))) ??
    // A customer we have not remembered yet (its creation's answer was lost): our metadata says.
    (snapshot.userId && isUuid(snapshot.userId)
      ? await lockUser(tx, eq(users.id, snapshot.userId))
      : undefined);
  if (!owner) return undefined;
  await store(tx, snapshot, syncedAt, { userId: owner.id });

  const current = currentSubscription(await userSubscriptions(tx, owner.id));
  const status = current?.status ?? null;
  await tx
    .update(users)
    .set({ stripeSubscriptionStatus: status, updatedAt: syncedAt })
    .where(eq(users.id, owner.id));
  return { userId: owner.id, teamId: null, status };
}
