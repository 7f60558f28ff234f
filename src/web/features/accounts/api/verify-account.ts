import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountVerificationResult } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function verifyAccount(token: string): Promise<AccountVerificationResult> {
  return expectBody(await api.post<AccountVerificationResult>('auth/verify-account', { token }));
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
