import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import type { SubscriptionRow, UserRow } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import type { SubscriptionState } from '#shared/schemas/billing';
import {
  currentSubscription,
  refreshFromProvider,
  settlingRows,
  userSubscriptions,
} from './sync-subscription';

export function toSubscriptionState(
  status: SubscriptionStatus | null,
  rows: SubscriptionRow[],
): SubscriptionState {
  const current = currentSubscription(rows);
  return {
    status,
    currentPeriodEnd: current?.currentPeriodEnd?.toISOString() ?? null,
    cancelAt: current?.cancelAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/stripe/subscribed. While a first payment settles (the confirmation screen polls
 * this every second) the provider is asked directly, so the answer never waits on a webhook.
 */
export async function getSubscriptionState(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  { user, log }: { user: UserRow; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<SubscriptionState> {
  const { db } = deps.database;
  let status = user.stripeSubscriptionStatus;
  let rows = await userSubscriptions(db, user.id);
  const now = deps.clock.now();
  const settling = settlingRows(rows, { now, firstPayments: status !== 'active' });
  if (settling.length > 0) {
    const { synced, complete } = await refreshFromProvider(deps, { rows: settling, log });
    for (const each of synced) if (each) status = each.status;
    if (complete) rows = await userSubscriptions(db, user.id);
  }
  return toSubscriptionState(status, rows);
}
