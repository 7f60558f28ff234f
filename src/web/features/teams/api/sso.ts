import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SsoSettings, type SsoSettingsBody } from '#shared/schemas/sso';
import { api } from '#web/lib/api';
import { ApiError } from '#web/lib/api-client';

// The team's single sign-on settings (docs/product.md#single-sign-on), on the 'Sign-in' tab.

function teamSsoQuery(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'sso'],
    // None set up is 404: no settings yet, not a failure.
    queryFn: async () => {
      try {
        return await api.get(`teams/${teamId}/sso`, SsoSettings);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useTeamSso(teamId: string) {
  return useQuery(teamSsoQuery(teamId));
}

export function useSaveTeamSso(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => api.put(`teams/${teamId}/sso`, body, SsoSettings),
    onSuccess: (saved) => queryClient.setQueryData(teamSsoQuery(teamId).queryKey, saved),
  });
}

export function useRemoveTeamSso(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`teams/${teamId}/sso`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(teamSsoQuery(teamId).queryKey, null),
  });
}
