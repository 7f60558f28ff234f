import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Integration, type UpdateHubSpotBody } from '#shared/schemas/integrations';
import { api } from '#web/lib/api';
import { ALL_INTEGRATION_LISTS, integrationsPath, type IntegrationScope } from './get-integrations';

/** PUT .../integrations/hubspot: the properties set on every contact, and the field mapping. */
export async function updateHubSpot(
  scope: IntegrationScope,
  body: UpdateHubSpotBody,
): Promise<Integration> {
  return api.put(`${integrationsPath(scope)}/hubspot`, body, Integration);
}

export function useUpdateHubSpot(scope: IntegrationScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHubSpotBody) => updateHubSpot(scope, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_INTEGRATION_LISTS }),
  });
}
