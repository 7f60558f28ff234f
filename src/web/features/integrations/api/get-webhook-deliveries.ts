import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhookDeliveryList, type WebhookDelivery } from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';

/** How often an open log is read again while one of its deliveries is still pending. */
const PENDING_REFRESH_MS = 5_000;

/** GET /api/webhooks/{id}/deliveries: the latest 100, newest first, with their attempts. */
export async function getWebhookDeliveries(id: string): Promise<WebhookDelivery[]> {
  return api.get(`webhooks/${id}/deliveries`, WebhookDeliveryList);
}

export function webhookDeliveriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['webhook-deliveries', id],
    queryFn: () => getWebhookDeliveries(id),
    // A delivery on its way is followed until it succeeds or fails.
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
}

export function useWebhookDeliveries(id: string) {
  return useQuery(webhookDeliveriesQueryOptions(id));
}
