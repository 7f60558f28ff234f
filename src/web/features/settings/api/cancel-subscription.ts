import { useMutation } from '@tanstack/react-query';
import { SubscriptionState } from '#shared/schemas/billing';
import { api } from '#web/lib/api';

export async function cancelSubscription(): Promise<SubscriptionState> {
  return api.post('stripe/cancel', undefined, SubscriptionState);
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
