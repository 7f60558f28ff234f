import { useMutation } from '@tanstack/react-query';
import { BillingPortalResponse } from '#shared/schemas/billing';
import { api } from '#web/lib/api';

export async function createBillingPortalSession(): Promise<BillingPortalResponse> {
  return api.post('stripe/billing-portal', undefined, BillingPortalResponse);
}

export function useCreateBillingPortalSession() {
  return useMutation({ mutationFn: createBillingPortalSession });
}
