import type { SubscriptionStatus } from '#shared/schemas/auth';
import type { AppDeps } from '#server/app-deps';
import type { UserRow } from '#server/db/schema';
import { storeProviderRead, userSubscriptions } from './sync-subscription';

/** A subscription in these states will never charge or unlock anything again. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/**
 * Ends every subscription of the user at the provider at once, not at the period's end: an
 * owner who deletes their account must never be charged again. Each one is read first, so one
 * that already ended there (our copy was behind) is no error; what the provider answers is
 * stored as usual. A provider failure throws (502), before the caller has deleted anything.
 */
export async function cancelSubscriptionsNow(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  user: Pick<UserRow, 'id' | 'stripeCustomerId'>,
): Promise<void> {
  const known = await userSubscriptions(deps.database.db, user.id);
  const ids = new Set(known.filter((row) => !ENDED.includes(row.status)).map((row) => row.id));
  // An incomplete one the provider made but whose answer never reached us could still be paid.
  if (user.stripeCustomerId) {
    for (const pending of await deps.payments.listIncompleteSubscriptions(user.stripeCustomerId)) {
      ids.add(pending.subscription.id);
    }
  }
  for (const id of ids) {
    await storeProviderRead(deps, async () => {
      const current = await deps.payments.retrieveSubscription(id);
      return ENDED.includes(current.status) ? current : deps.payments.cancelNow(id);
    });
  }
}
