import { queryOptions, useQuery } from '@tanstack/react-query';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

export async function checkResetLink(token: string): Promise<OkResponse> {
  return api.post('password-reset/check', { token }, OkResponse, { anonymous: true });
}

/** Asked once when the reset page opens; the link is not spent by asking. */
export function checkResetLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['accounts', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useCheckResetLink(token: string) {
  return useQuery(checkResetLinkQueryOptions(token));
}
