import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentIntentResponse } from '#shared/schemas/billing';
import { api } from '#web/lib/api';

export async function startUpgrade(returnUrl: string): Promise<PaymentIntentResponse> {
  return api.post('stripe/upgrade', { returnUrl }, PaymentIntentResponse);
}

/**
 * The payment to confirm. The server reuses the open one, so a reload shows the same
 * payment; it is never cached across visits and a failure is shown, not retried.
 */
export function paymentIntentQueryOptions(returnUrl: string) {
  return queryOptions({
    queryKey: ['billing', 'payment-intent', returnUrl],
    queryFn: () => startUpgrade(returnUrl),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function usePaymentIntent(returnUrl: string, enabled: boolean) {
  return useQuery({ ...paymentIntentQueryOptions(returnUrl), enabled });
}
