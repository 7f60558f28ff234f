import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Webhook, type UpdateWebhookBody } from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';
import { ALL_WEBHOOK_LISTS } from './get-webhooks';

/** PATCH /api/webhooks/{id}: another address or events, or switched off or back on. */
export async function updateWebhook(id: string, body: UpdateWebhookBody): Promise<Webhook> {
  return api.patch(`webhooks/${id}`, body, Webhook);
}

export function useUpdateWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookBody) => updateWebhook(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_WEBHOOK_LISTS }),
  });
}
