import { queryOptions, useQuery } from '@tanstack/react-query';
import { Team, TeamRemoval } from '#shared/schemas/teams';
import { api } from './api';
import { ApiError } from './api-client';

/** The signed-in account's team with its role, or null when it is in none (the API's 404). */
async function getCurrentTeam(): Promise<Team | null> {
  try {
    return await api.get('teams/current', Team);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One cache entry for every screen of the Team area (the Team and Integrations features). */
export function currentTeamQueryOptions() {
  return queryOptions({ queryKey: ['team'], queryFn: getCurrentTeam });
}

export function useCurrentTeam() {
  return useQuery(currentTeamQueryOptions());
}

/**
 * The team whose admin removed the caller (its name, and when), asked only while `enabled`: the
 * caller is in no team (docs/product.md#teams).
 */
export function useTeamRemoval(enabled: boolean) {
  return useQuery({
    queryKey: ['team', 'removal'],
    queryFn: () => api.get('teams/removal', TeamRemoval),
    select: (answer) => answer.removed,
    enabled,
  });
}
