import { and, asc, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import { subscriptions } from '#server/db/schema';
import { startPeriodicJob } from '#server/lib/periodic-job';
import { LIVE_STATUSES, storeProviderRead } from './sync-subscription';
import { reconcileTeamSeats } from './team-seats';

export const REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * Re-reads live subscriptions whose paid period has ended: they renewed, or (cancelled at the
 * period end) they are over. Webhooks normally say so first; this keeps the status right when
 * one is lost, and it is how the sandbox's periods end. Uses subscriptions_live_period_idx.
 */
export async function refreshDueSubscriptions(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  limit = 100,
): Promise<number> {
  const { db } = deps.database;
  const due = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, LIVE_STATUSES),
        lte(subscriptions.currentPeriodEnd, deps.clock.now()),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
  for (const { id } of due) {
    await storeProviderRead(deps, () => deps.payments.retrieveSubscription(id));
  }
  return due.length;
}

/**
 * Runs the refresh every few minutes in each server process, then brings every team's seats
 * to its members (reconcileTeamSeats); a failed round is retried later.
 */
export function startSubscriptionRefresher(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): { stop(): void } {
  return startPeriodicJob({
    intervalMs: REFRESH_INTERVAL_MS,
    work: async () => {
      await refreshDueSubscriptions(deps);
      await reconcileTeamSeats(deps, { log });
    },
    log,
    failureMessage: 'subscription refresh failed',
  });
}
