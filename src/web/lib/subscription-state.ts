import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionState } from '#shared/schemas/billing';
import { api } from './api';

export async function getSubscriptionState(): Promise<SubscriptionState> {
  return api.get('stripe/subscribed', SubscriptionState);
}

/** GET /api/stripe/subscribed: status, next payment date and, once cancelled, the end date. */
export function subscriptionStateQueryOptions() {
  return queryOptions({ queryKey: ['billing', 'subscription'], queryFn: getSubscriptionState });
}

export function useSubscriptionState() {
  return useQuery(subscriptionStateQueryOptions());
}

/** An amount in cents as the app shows prices: $8.00. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
