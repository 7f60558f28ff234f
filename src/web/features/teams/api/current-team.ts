import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeletedTeam, DeletedTeamList, Team } from '#shared/schemas/teams';
import { api } from '#web/lib/api';
import { currentTeamQueryOptions } from '#web/lib/current-team';

/** POST /api/teams: the caller becomes the new team's owner. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post('teams', { name }, Team),
    onSuccess: (team) => queryClient.setQueryData(currentTeamQueryOptions().queryKey, team),
  });
}

const deletedTeamsKey = ['team', 'deleted'] as const;

/** The teams the caller owned and deleted whose leads can still be downloaded. */
export function useDeletedTeams() {
  return useQuery({
    queryKey: deletedTeamsKey,
    queryFn: () => api.get('teams/deleted', DeletedTeamList),
  });
}

/** DELETE /api/teams/{id} with the team's name typed again: the caller is then in no team. */
export function useDeleteTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.request(`teams/${teamId}`, DeletedTeam, { method: 'DELETE', body: { name } }),
    onSuccess: async () => {
      queryClient.setQueryData(currentTeamQueryOptions().queryKey, null);
      queryClient.removeQueries({ queryKey: ['team', teamId] });
      await queryClient.invalidateQueries({ queryKey: deletedTeamsKey });
    },
  });
}
