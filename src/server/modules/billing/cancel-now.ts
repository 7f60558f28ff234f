import { eq } from 'drizzle-orm';
import type { Plan } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import { teams, users, type SubscriptionRow, type UserRow } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { storeProviderRead, teamSubscriptions, userSubscriptions } from './sync-subscription';

/** A subscription in these states will never charge or unlock anything again. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/**
 * Ends a payer's subscriptions at the provider at once, not at the period's end. Each one is
 * read first, so one that already ended there (our copy was behind) is no error; what the
 * provider answers is stored as usual. An incomplete one the provider made but whose answer
 * never reached us is found by the customer, as it could still be paid. A provider failure
 * throws (502), before the caller has deleted anything.
 */
async function endAll(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  { known, customerId, plan }: { known: SubscriptionRow[]; customerId: string | null; plan: Plan },
): Promise<void> {
  const ids = new Set(known.filter((row) => !ENDED.includes(row.status)).map((row) => row.id));
  if (customerId) {
    for (const pending of await deps.payments.listIncompleteSubscriptions(customerId, plan)) {
      ids.add(pending.subscription.id);
    }
  }
  for (const id of ids) {
    await storeProviderRead(deps, async () => {
      const current = await deps.payments.retrieveSubscription(id);
      // A team's seats added this period are owed: invoiced with the cancellation.
      return ENDED.includes(current.status)
        ? current
        : deps.payments.cancelNow(id, { invoicePending: plan === 'seats' });
    });
  }
}

/** An owner who deletes their account must never be charged again: every subscription of theirs ends now. */
export async function cancelSubscriptionsNow(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  user: Pick<UserRow, 'id' | 'stripeCustomerId'>,
): Promise<void> {
  await endAll(deps, {
    known: await userSubscriptions(deps.database.db, user.id),
    customerId: user.stripeCustomerId,
    plan: 'connect',
  });
}

/**
 * The teams that go with an account being deleted (its owner's alone, or deleted and kept for
 * their leads): their seat subscriptions end now and their customers are deleted (the payer's
 * e-mail and card there), before the teams' rows, and with them our record of those
 * subscriptions, are gone. A provider failure throws (502) before anything is deleted.
 */
export async function endBillingOfTeams(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  teamIds: string[],
): Promise<void> {
  for (const teamId of teamIds) {
    const [team] = await deps.database.db
      .select({ customerId: teams.stripeCustomerId })
      .from(teams)
      .where(eq(teams.id, teamId));
    if (!team) continue;
    await endAll(deps, {
      known: await teamSubscriptions(deps.database.db, teamId),
      customerId: team.customerId,
      plan: 'seats',
    });
    if (!team.customerId) continue;
    await deps.payments.deleteCustomer(team.customerId);
    await deps.database.db
      .update(teams)
      .set({ stripeCustomerId: null })
      .where(eq(teams.id, teamId));
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
