import { useMutation } from '@tanstack/react-query';
import type { SubscriptionState } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function cancelSubscription(): Promise<SubscriptionState> {
  return expectBody(await api.post<SubscriptionState>('stripe/cancel'));
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
