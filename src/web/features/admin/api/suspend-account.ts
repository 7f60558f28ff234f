import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAccountDetail, type AdminReasonBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

export async function suspendAccount(
  id: string,
  body: AdminReasonBody,
): Promise<AdminAccountDetail> {
  return api.post(`admin/accounts/${encodeURIComponent(id)}/suspend`, body, AdminAccountDetail);
}

export function useSuspendAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReasonBody) => suspendAccount(id, body),
    onSuccess: (detail) => refreshAfterAction(queryClient, detail),
  });
}
