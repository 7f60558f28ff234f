import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';
import { ALL_WEBHOOK_LISTS } from './get-webhooks';

/** DELETE /api/webhooks/{id}: the webhook and its delivery log. */
export async function deleteWebhook(id: string): Promise<void> {
  await api.request(`webhooks/${id}`, z.null(), { method: 'DELETE' });
}

export function useDeleteWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWebhook(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: webhookDeliveriesQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ALL_WEBHOOK_LISTS });
    },
  });
}
