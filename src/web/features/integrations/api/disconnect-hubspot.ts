import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api';
import { ALL_INTEGRATION_LISTS, integrationsPath, type IntegrationScope } from './get-integrations';

/** DELETE .../integrations/hubspot: the tokens are deleted; leads still waiting are not sent. */
export async function disconnectHubSpot(scope: IntegrationScope): Promise<void> {
  await api.request(`${integrationsPath(scope)}/hubspot`, z.null(), { method: 'DELETE' });
}

export function useDisconnectHubSpot(scope: IntegrationScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectHubSpot(scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_INTEGRATION_LISTS }),
  });
}
