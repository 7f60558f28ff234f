import { queryOptions, useQuery } from '@tanstack/react-query';
import { WebhookList, type Webhook } from '#shared/schemas/webhooks';
import { api } from '#web/lib/api';

/** Whose webhooks a screen shows: the owner's own (teamId null), or a team's (its admins). */
export interface WebhookScope {
  teamId: string | null;
}

/** The collection path of a scope's webhooks: where they are listed and created. */
export function webhooksPath({ teamId }: WebhookScope): string {
  return teamId ? `teams/${teamId}/webhooks` : 'webhooks';
}

/** Every list of webhooks, the owner's and the teams': what a change must read again. */
export const ALL_WEBHOOK_LISTS = ['webhooks'] as const;

export async function getWebhooks(scope: WebhookScope): Promise<Webhook[]> {
  return api.get(webhooksPath(scope), WebhookList);
}

export function webhooksQueryOptions(scope: WebhookScope) {
  return queryOptions({
    queryKey: [...ALL_WEBHOOK_LISTS, scope.teamId ?? 'own'],
    queryFn: () => getWebhooks(scope),
  });
}

export function useWebhooks(scope: WebhookScope) {
  return useQuery(webhooksQueryOptions(scope));
}
