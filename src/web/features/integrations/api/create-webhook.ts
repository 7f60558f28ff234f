import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WebhookWithSecret,
  type CreateWebhookBody,
  type WebhookWithSecret as Created,
} from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';
import { ALL_WEBHOOK_LISTS, webhooksPath, type WebhookScope } from './get-webhooks';

/** POST /api/webhooks (or the team's): the answer carries the signing secret, this once. */
export async function createWebhook(
  scope: WebhookScope,
  body: CreateWebhookBody,
): Promise<Created> {
  return api.post(webhooksPath(scope), body, WebhookWithSecret);
}

export function useCreateWebhook(scope: WebhookScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => createWebhook(scope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_WEBHOOK_LISTS }),
  });
}
