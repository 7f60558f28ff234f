import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function createBillingPortalSession(): Promise<{ url: string }> {
  return expectBody(await api.post<{ url: string }>('stripe/billing-portal'));
}

export function useCreateBillingPortalSession() {
  return useMutation({ mutationFn: createBillingPortalSession });
}
