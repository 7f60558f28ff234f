import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminAccountDetail, type AdminOptionalReasonBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

export async function resendInvitation(
  id: string,
  body: AdminOptionalReasonBody,
): Promise<AdminAccountDetail> {
  return api.post(
    `admin/accounts/${encodeURIComponent(id)}/resend-invitation`,
    body,
    AdminAccountDetail,
  );
}

export function useResendInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOptionalReasonBody) => resendInvitation(id, body),
    onSuccess: (detail) => refreshAfterAction(queryClient, detail),
  });
}
