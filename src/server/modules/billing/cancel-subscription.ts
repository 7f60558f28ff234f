import type { AppDeps } from '#server/app-deps';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { SubscriptionState } from '#shared/schemas/billing';
import { toSubscriptionState } from './subscription-state';
import { isLive, storeProviderRead, userSubscriptions } from './sync-subscription';

/**
 * Cancels at the end of the paid period: the owner keeps everything until then, and the
 * provider ends the subscription on that date. Cancelling twice changes nothing.
 */
export async function cancelSubscription(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  user: UserRow,
): Promise<SubscriptionState> {
  const { db } = deps.database;
  const rows = await userSubscriptions(db, user.id);
  const live = rows.filter((row) => isLive(row.status));
  if (live.length === 0) throw new AppError('CONFLICT', COPY.nothingToCancel);
  let status = user.stripeSubscriptionStatus;
  for (const row of live.filter((candidate) => !candidate.cancelAt)) {
    const synced = await storeProviderRead(deps, () => deps.payments.cancelAtPeriodEnd(row.id));
    if (synced) status = synced.status;
  }
  return toSubscriptionState(status, await userSubscriptions(db, user.id));
}
