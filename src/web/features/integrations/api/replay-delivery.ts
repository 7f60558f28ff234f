import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookDelivery } from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/replay: sent again now, same id and body. */
export async function replayDelivery(webhookId: string, deliveryId: string) {
  return api.post(
    `webhooks/${webhookId}/deliveries/${deliveryId}/replay`,
    undefined,
    WebhookDelivery,
  );
}

export function useReplayDelivery(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => replayDelivery(webhookId, deliveryId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: webhookDeliveriesQueryOptions(webhookId).queryKey,
      }),
  });
}
