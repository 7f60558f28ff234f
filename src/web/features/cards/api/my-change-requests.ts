import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChangeRequestList } from '#shared/schemas/change-requests';
import { api } from '#web/lib/api';

/**
 * The pending change requests the caller may read in their team: the editor marks the fields of
 * its card that have one (its own, by `mine`).
 */
export function myChangeRequestsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'change-requests', 'pending'],
    queryFn: () => api.get(`teams/${teamId}/change-requests?status=pending`, ChangeRequestList),
  });
}

export function useMyChangeRequests(teamId: string | undefined) {
  return useQuery({ ...myChangeRequestsQueryOptions(teamId ?? ''), enabled: !!teamId });
}
