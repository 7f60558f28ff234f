import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChangeRequestList,
  ChangeRequestState,
  type RejectChangeBody,
} from '#shared/schemas/change-requests';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';
import { unseenDecisionsQueryOptions } from '#web/lib/unseen-decisions';

/** Every change request the caller may read in the team, pending first. */
export function changeRequestsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'change-requests'],
    queryFn: () => api.get(`teams/${teamId}/change-requests`, ChangeRequestList),
  });
}

export function useChangeRequests(teamId: string) {
  return useQuery(changeRequestsQueryOptions(teamId));
}

/** How many wait for a decision: the tab's count. */
export function usePendingChangeRequestCount(teamId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['team', teamId, 'change-requests', 'pending'],
    queryFn: () => api.get(`teams/${teamId}/change-requests?status=pending`, ChangeRequestList),
    select: (requests) => requests.filter((request) => !request.mine).length,
  });
}

/** Approve, or reject with a reason: the lists and the tab's count are read again. */
export function useDecideChangeRequest(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: RejectChangeBody }) =>
      api.post(
        `teams/${teamId}/change-requests/${id}/${reject ? 'reject' : 'approve'}`,
        reject,
        ChangeRequestState,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['team', teamId, 'change-requests'] }),
  });
}

/** The caller has read the decisions on their requests: the bell's number goes. */
export function useMarkDecisionsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('change-requests/seen', undefined, OkResponse),
    onSuccess: () => queryClient.setQueryData(unseenDecisionsQueryOptions().queryKey, { count: 0 }),
  });
}
