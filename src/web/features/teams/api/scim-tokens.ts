import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ScimTokenCreated, ScimTokenList } from '#shared/schemas/sso';
import { api } from '#web/lib/api';

function scimTokensQuery(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'scim-tokens'],
    queryFn: () => api.get(`teams/${teamId}/scim-tokens`, ScimTokenList),
  });
}

/** The team's SCIM tokens: names and last use, never the token. */
export function useScimTokens(teamId: string) {
  return useQuery(scimTokensQuery(teamId));
}

/** A new token: the answer holds the token, shown this once. */
export function useCreateScimToken(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.post(`teams/${teamId}/scim-tokens`, { name }, ScimTokenCreated),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensQuery(teamId).queryKey }),
  });
}

/** DELETE answers 204: the token stops working at once. */
export function useRevokeScimToken(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      api.request(`teams/${teamId}/scim-tokens/${tokenId}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensQuery(teamId).queryKey }),
  });
}
