import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeletedTeam, DeletedTeamList, Team } from '#shared/schemas/teams';
import { api } from '#web/lib/api';
import { ApiError } from '#web/lib/api-client';

/** The signed-in account's team with its role, or null when it is in none (the API's 404). */
async function getCurrentTeam(): Promise<Team | null> {
  try {
    return await api.get('teams/current', Team);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function currentTeamQueryOptions() {
  return queryOptions({ queryKey: ['team'], queryFn: getCurrentTeam });
}

export function useCurrentTeam() {
  return useQuery(currentTeamQueryOptions());
}

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
