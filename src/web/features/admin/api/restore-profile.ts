import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCard, type AdminOptionalReasonBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

/** `uuid` is the card's (its Connect profile's) uuid. */
export async function restoreProfile(
  uuid: string,
  body: AdminOptionalReasonBody,
): Promise<AdminCard> {
  return api.post(`admin/profiles/${encodeURIComponent(uuid)}/restore`, body, AdminCard);
}

export function useRestoreProfile(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOptionalReasonBody) => restoreProfile(uuid, body),
    onSuccess: () => refreshAfterAction(queryClient),
  });
}
