import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCard, type AdminReasonBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

/** `uuid` is the card's (its Connect profile's) uuid. */
export async function takeDownProfile(uuid: string, body: AdminReasonBody): Promise<AdminCard> {
  return api.post(`admin/profiles/${encodeURIComponent(uuid)}/takedown`, body, AdminCard);
}

export function useTakeDownProfile(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReasonBody) => takeDownProfile(uuid, body),
    onSuccess: () => refreshAfterAction(queryClient),
  });
}
