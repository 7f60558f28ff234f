import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChangeRequestState, type AskForChangeBody } from '#shared/schemas/change-requests';
import { api } from '#web/lib/api';
import { myChangeRequestsQueryOptions } from './my-change-requests';

/** POST /api/teams/{id}/change-requests: a locked field's new value, asked of the admins. */
export function useAskForChange(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskForChangeBody) =>
      api.post(`teams/${teamId}/change-requests`, body, ChangeRequestState),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myChangeRequestsQueryOptions(teamId).queryKey }),
  });
}
