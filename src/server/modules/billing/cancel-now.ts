import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users, type UserRow } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';
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
    for (const pending of await deps.payments.listIncompleteSubscriptions(
      user.stripeCustomerId,
      'connect',
    )) {
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

/**
 * Deletes the user's customer at the provider (their e-mail, name and payment methods there),
 * after their subscriptions ended; the provider keeps its own invoices and payments. Our link to
 * it goes at once, so an account whose deletion then fails creates a new customer if it pays
 * again instead of pointing at a deleted one. A provider failure throws (502) first.
 */
export async function deletePaymentCustomer(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  user: Pick<UserRow, 'id' | 'stripeCustomerId'>,
): Promise<void> {
  if (!user.stripeCustomerId) return;
  await deps.payments.deleteCustomer(user.stripeCustomerId);
  await deps.database.db.update(users).set({ stripeCustomerId: null }).where(eq(users.id, user.id));
}
