import type { UserRow } from '#server/db/schema';
import { MESSAGES } from '#shared/messages';
import { AppError } from './app-error';

/**
 * What Catalyst Connect unlocks (the profile editor, Insights) needs an active subscription:
 * 402 otherwise (docs/product.md#the-connect-subscription).
 */
export function assertActiveSubscription(user: Pick<UserRow, 'stripeSubscriptionStatus'>): void {
  if (user.stripeSubscriptionStatus !== 'active') {
    throw new AppError('PAYMENT_REQUIRED', MESSAGES.subscriptionRequired);
  }
}
