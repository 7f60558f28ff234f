import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import type { SubscriptionRow, UserRow } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import type { SubscriptionState } from '#shared/schemas/billing';
import {
  currentSubscription,
  isLive,
  storeProviderRead,
  userSubscriptions,
} from './sync-subscription';

type StateDeps = Pick<AppDeps, 'database' | 'payments' | 'clock'>;

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
  deps: StateDeps,
  { user, log }: { user: UserRow; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<SubscriptionState> {
  const { db } = deps.database;
  let status = user.stripeSubscriptionStatus;
  let rows = await userSubscriptions(db, user.id);
  const now = deps.clock.now();
  // A first payment settling, or a paid period that has ended (renewed, or over if cancelled).
  const settling = rows.filter(
    (row) =>
      (row.status === 'incomplete' && status !== 'active') ||
      (isLive(row.status) && row.currentPeriodEnd && row.currentPeriodEnd <= now),
  );
  if (settling.length > 0) {
    try {
      for (const row of settling) {
        const synced = await storeProviderRead(deps, () =>
          deps.payments.retrieveSubscription(row.id),
        );
        if (synced) status = synced.status;
      }
      rows = await userSubscriptions(db, user.id);
    } catch (error) {
      // The stored state still answers; the next poll asks again.
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn({ err: error }, 'could not refresh a settling subscription');
    }
  }
  return toSubscriptionState(status, rows);
}
