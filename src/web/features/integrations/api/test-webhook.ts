import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookTestResult } from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';

/** POST /api/webhooks/{id}/test: a signed webhook.test sent now, and what its receiver did. */
export async function testWebhook(id: string): Promise<WebhookTestResult> {
  return api.post(`webhooks/${id}/test`, undefined, WebhookTestResult);
}

export function useTestWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => testWebhook(id),
    // The test is logged: an open delivery log shows it.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryOptions(id).queryKey }),
  });
}
