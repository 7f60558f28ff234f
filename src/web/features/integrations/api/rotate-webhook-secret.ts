import { useMutation } from '@tanstack/react-query';
import { WebhookWithSecret } from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';

/** POST /api/webhooks/{id}/rotate-secret: the new secret, shown once (the old signs for 24 h). */
export async function rotateWebhookSecret(id: string): Promise<WebhookWithSecret> {
  return api.post(`webhooks/${id}/rotate-secret`, undefined, WebhookWithSecret);
}

export function useRotateWebhookSecret(id: string) {
  return useMutation({ mutationFn: () => rotateWebhookSecret(id) });
}
