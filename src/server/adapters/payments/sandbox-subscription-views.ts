import type { SandboxSubscriptionRow } from '#server/db/schema';
import type { PendingSubscription, ProviderSubscription } from './payment-provider';

/** A sandbox subscription as the provider interface answers it, like Stripe's. */
export function toProviderSubscription(row: SandboxSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAt: row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
    userId: row.userId,
    teamId: row.teamId,
    quantity: row.quantity,
  };
}

/** A subscription waiting for its first payment, with the secret its card form confirms. */
export function toPending(row: SandboxSubscriptionRow): PendingSubscription {
  return {
    subscription: toProviderSubscription(row),
    clientSecret: row.status === 'incomplete' ? row.clientSecret : null,
  };
}
