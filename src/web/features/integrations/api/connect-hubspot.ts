import { useMutation } from '@tanstack/react-query';
import { ConnectAnswer } from '#shared/schemas/integrations';
import { api } from '#web/lib/api';
import { integrationsPath, type IntegrationScope } from './get-integrations';

/** POST .../integrations/hubspot/connect: the address of HubSpot's consent page. */
export async function connectHubSpot(scope: IntegrationScope): Promise<string> {
  const { url } = await api.post(`${integrationsPath(scope)}/hubspot/connect`, {}, ConnectAnswer);
  return url;
}

export function useConnectHubSpot(scope: IntegrationScope) {
  return useMutation({ mutationFn: () => connectHubSpot(scope) });
}
