import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAccountDetail, type AdminOptionalReasonBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

export async function unsuspendAccount(
  id: string,
  body: AdminOptionalReasonBody,
): Promise<AdminAccountDetail> {
  return api.post(`admin/accounts/${encodeURIComponent(id)}/unsuspend`, body, AdminAccountDetail);
}

export function useUnsuspendAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOptionalReasonBody) => unsuspendAccount(id, body),
    onSuccess: (detail) => refreshAfterAction(queryClient, detail),
  });
}
