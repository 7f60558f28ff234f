import { useMutation } from '@tanstack/react-query';
import { ConnectAnswer, type ConnectCrmBody, type CrmProvider } from '#shared/schemas/integrations';
import { api } from '#web/lib/api';
import { integrationsPath, type IntegrationScope } from './get-integrations';

/** POST .../integrations/{crm}/connect: the address of the CRM's consent page. */
export async function connectCrm(
  scope: IntegrationScope,
  provider: CrmProvider,
  body: ConnectCrmBody = {},
): Promise<string> {
  const { url } = await api.post(
    `${integrationsPath(scope)}/${provider}/connect`,
    body,
    ConnectAnswer,
  );
  return url;
}

export function useConnectCrm(scope: IntegrationScope, provider: CrmProvider) {
  return useMutation({ mutationFn: (body?: ConnectCrmBody) => connectCrm(scope, provider, body) });
}
