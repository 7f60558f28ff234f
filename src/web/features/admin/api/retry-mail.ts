import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminMail, type AdminOptionalReasonBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

export async function retryMail(id: string, body: AdminOptionalReasonBody): Promise<AdminMail> {
  return api.post(`admin/mail/${encodeURIComponent(id)}/retry`, body, AdminMail);
}

export function useRetryMail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOptionalReasonBody) => retryMail(id, body),
    onSuccess: () => refreshAfterAction(queryClient),
  });
}
