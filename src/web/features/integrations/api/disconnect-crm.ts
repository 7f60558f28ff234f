import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CrmProvider } from '#shared/schemas/integrations';
import { api } from '#web/lib/api';
import { ALL_INTEGRATION_LISTS, integrationsPath, type IntegrationScope } from './get-integrations';

/** DELETE .../integrations/{crm}: the tokens are deleted; leads still waiting are not sent. */
export async function disconnectCrm(scope: IntegrationScope, provider: CrmProvider): Promise<void> {
  await api.request(`${integrationsPath(scope)}/${provider}`, z.null(), { method: 'DELETE' });
}

export function useDisconnectCrm(scope: IntegrationScope, provider: CrmProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectCrm(scope, provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_INTEGRATION_LISTS }),
  });
}
