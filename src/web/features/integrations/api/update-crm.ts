import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Integration, type CrmProvider, type UpdateCrmBody } from '#shared/schemas/integrations';
import { api } from '#web/lib/api';
import { ALL_INTEGRATION_LISTS, integrationsPath, type IntegrationScope } from './get-integrations';

/** PUT .../integrations/{crm}: the fields set on every record, and the field mapping. */
export async function updateCrm(
  scope: IntegrationScope,
  provider: CrmProvider,
  body: UpdateCrmBody,
): Promise<Integration> {
  return api.put(`${integrationsPath(scope)}/${provider}`, body, Integration);
}

export function useUpdateCrm(scope: IntegrationScope, provider: CrmProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCrmBody) => updateCrm(scope, provider, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_INTEGRATION_LISTS }),
  });
}
