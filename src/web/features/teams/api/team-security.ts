import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TeamSecurity, type TeamSecurityBody } from '#shared/schemas/two-step';
import { api } from '#web/lib/api';

function teamSecurityQuery(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'security'],
    queryFn: () => api.get(`teams/${teamId}/security`, TeamSecurity),
  });
}

export function useTeamSecurity(teamId: string) {
  return useQuery(teamSecurityQuery(teamId));
}

export function useSaveTeamSecurity(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamSecurityBody) => api.put(`teams/${teamId}/security`, body, TeamSecurity),
    onSuccess: (saved) => queryClient.setQueryData(teamSecurityQuery(teamId).queryKey, saved),
  });
}
