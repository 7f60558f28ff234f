import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { TeamDomain, TeamDomainList, VerifiedDomain } from '#shared/schemas/sso';
import { api } from '#web/lib/api';

/** The team's verified and pending domains (docs/product.md#verified-domains). */
function domainsQuery(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'domains'],
    queryFn: () => api.get(`teams/${teamId}/domains`, TeamDomainList),
  });
}

export function useTeamDomains(teamId: string) {
  return useQuery(domainsQuery(teamId));
}

/** Every change reads the list again (a domain's status, its verifiedAt). */
function useDomainChange<T, R>(teamId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainsQuery(teamId).queryKey }),
  });
}

export function useClaimDomain(teamId: string) {
  return useDomainChange(teamId, (domain: string) =>
    api.post(`teams/${teamId}/domains`, { domain }, TeamDomain),
  );
}

export function useVerifyDomain(teamId: string) {
  return useDomainChange(teamId, (domain: string) =>
    api.post(`teams/${teamId}/domains/${encodeURIComponent(domain)}/verify`, {}, VerifiedDomain),
  );
}

/** DELETE answers 204, no body. */
export function useRemoveDomain(teamId: string) {
  return useDomainChange(teamId, (domain: string) =>
    api.request(`teams/${teamId}/domains/${encodeURIComponent(domain)}`, z.null(), {
      method: 'DELETE',
    }),
  );
}
