import { queryOptions, useQuery } from '@tanstack/react-query';
import { IntegrationList, type Integration } from '#shared/schemas/integrations';
import { api } from '#web/lib/api';
import type { WebhookScope } from './get-webhooks';

/** Whose CRM connections a screen shows: the owner's own (teamId null), or a team's (admins). */
export type IntegrationScope = WebhookScope;

/** The collection path of a scope's CRM connections. */
export function integrationsPath({ teamId }: IntegrationScope): string {
  return teamId ? `teams/${teamId}/integrations` : 'integrations';
}

/** Every list of CRM connections, the owner's and the teams': what a change must read again. */
export const ALL_INTEGRATION_LISTS = ['integrations'] as const;

/** GET /api/integrations (or the team's): each CRM connection, with its waiting and failed leads. */
export async function getIntegrations(scope: IntegrationScope): Promise<Integration[]> {
  return api.get(integrationsPath(scope), IntegrationList);
}

export function integrationsQueryOptions(scope: IntegrationScope) {
  return queryOptions({
    queryKey: [...ALL_INTEGRATION_LISTS, scope.teamId ?? 'own'],
    queryFn: () => getIntegrations(scope),
  });
}

export function useIntegrations(scope: IntegrationScope) {
  return useQuery(integrationsQueryOptions(scope));
}
