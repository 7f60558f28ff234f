import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAccountDetail, type AdminOptionalReasonBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

export async function sendPasswordReset(
  id: string,
  body: AdminOptionalReasonBody,
): Promise<AdminAccountDetail> {
  return api.post(
    `admin/accounts/${encodeURIComponent(id)}/send-password-reset`,
    body,
    AdminAccountDetail,
  );
}

export function useSendPasswordReset(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOptionalReasonBody) => sendPasswordReset(id, body),
    onSuccess: (detail) => refreshAfterAction(queryClient, detail),
  });
}
