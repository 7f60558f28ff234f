import type { PendingSubscription, Plan } from '#server/adapters/payments/payment-provider';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import type { SubscriptionRow, UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { PaymentIntentResponse, UpgradeBody } from '#shared/schemas/billing';
import { ensureCustomer } from './ensure-customer';
import { syncSubscription, userSubscriptions } from './sync-subscription';

/** A subscription in these states still exists at the provider: a second one would bill twice. */
export const STILL_BILLING = new Set(['past_due', 'unpaid', 'paused']);

/** The payment form returns the browser to returnUrl, so only our own origin is accepted. */
export function assertReturnUrlOnApp(appUrl: string, returnUrl: string | undefined): void {
  if (returnUrl === undefined) return;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw new AppError('BAD_REQUEST', COPY.returnUrlNotAllowed);
  }
  if (url.origin !== new URL(appUrl).origin || url.username || url.password) {
    throw new AppError('BAD_REQUEST', COPY.returnUrlNotAllowed);
  }
}

export async function remember(
  deps: Pick<AppDeps, 'database'>,
  { pending, syncedAt }: { pending: PendingSubscription; syncedAt: Date },
) {
  await deps.database.db.transaction((tx) => syncSubscription(tx, pending.subscription, syncedAt));
  return pending.clientSecret;
}

/**
 * The secret of an open incomplete subscription of the payer (a person, or a team for its
 * seats), known to us or only to the provider; null when there is none to pay.
 */
export async function reusablePayment(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  { known, customerId, plan }: { known: SubscriptionRow[]; customerId: string; plan: Plan },
) {
  const incomplete = known
    .filter((row) => row.status === 'incomplete')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const { id } of incomplete) {
    const syncedAt = deps.clock.now();
    const secret = await remember(deps, {
      pending: await deps.payments.retrievePendingSubscription(id),
      syncedAt,
    });
    if (secret) return secret;
  }
  const syncedAt = deps.clock.now();
  for (const pending of await deps.payments.listIncompleteSubscriptions(customerId, plan)) {
    const secret = await remember(deps, { pending, syncedAt });
    if (secret) return secret;
  }
  return null;
}

/**
 * Starts (or resumes) the $10/month subscription: left incomplete until its first invoice is
 * paid in the browser with the answered client secret. Calling it again reuses the open one.
 */
export async function startUpgrade(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  { user, body }: { user: UserRow; body: UpgradeBody },
): Promise<PaymentIntentResponse> {
  assertReturnUrlOnApp(deps.config.appUrl, body.returnUrl);
  if (user.stripeSubscriptionStatus === 'active')
    throw new AppError('CONFLICT', COPY.alreadySubscribed);
  const existing = await userSubscriptions(deps.database.db, user.id);
  if (existing.some((row) => row.status === 'active' || row.status === 'trialing')) {
    throw new AppError('CONFLICT', COPY.alreadySubscribed);
  }
  if (existing.some((row) => STILL_BILLING.has(row.status))) {
    throw new AppError('CONFLICT', COPY.fixPaymentFirst);
  }
  const customerId = await ensureCustomer(deps, user);
  const reused = await reusablePayment(deps, { known: existing, customerId, plan: 'connect' });
  if (reused) return { clientSecret: reused };

  // The key changes only when a subscription was stored, so a retried create is the same one.
  const attempt = existing.length;
  const syncedAt = deps.clock.now();
  const created = await deps.payments.createIncompleteSubscription({
    customerId,
    userId: user.id,
    idempotencyKey: `subscription:${user.id}:${attempt}`,
  });
  const secret = await remember(deps, { pending: created, syncedAt });
  if (!secret)
    throw new PaymentProviderError(
      `Subscription ${created.subscription.id} has no payment to confirm`,
    );
  return { clientSecret: secret };
}
