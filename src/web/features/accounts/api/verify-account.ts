import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountVerificationResult } from '#shared/schemas/accounts';
import { api } from '#web/lib/api';

export async function verifyAccount(token: string): Promise<AccountVerificationResult> {
  return api.post('auth/verify-account', { token }, AccountVerificationResult);
}

export function verifyAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'verify', token],
    queryFn: () => verifyAccount(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useVerifyAccount(token: string) {
  return useQuery(verifyAccountQueryOptions(token));
}
