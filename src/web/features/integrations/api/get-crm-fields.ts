import { queryOptions, useQuery } from '@tanstack/react-query';
import { CrmFieldList, type CrmField, type CrmProvider } from '#shared/schemas/integrations';
import { api } from '#web/lib/api';
import { integrationsPath, type IntegrationScope } from './get-integrations';

/**
 * GET .../integrations/{crm}/fields: the fields of the record leads are written to, as the CRM
 * lists them now (its own describe call), sorted by label.
 */
export async function getCrmFields(
  scope: IntegrationScope,
  provider: CrmProvider,
): Promise<CrmField[]> {
  return api.get(`${integrationsPath(scope)}/${provider}/fields`, CrmFieldList);
}

/**
 * Not under the integrations lists' key: saving a map reads those again, and asking the CRM
 * for its fields after every save would cost a call for nothing. Not retried: a 409 or 503 says
 * why in place, with 'Try again'.
 */
export function crmFieldsQueryOptions(scope: IntegrationScope, provider: CrmProvider) {
  return queryOptions({
    queryKey: ['crm-fields', scope.teamId ?? 'own', provider],
    queryFn: () => getCrmFields(scope, provider),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The fields, asked for only while the connection is one the CRM accepts (`enabled`). */
export function useCrmFields(scope: IntegrationScope, provider: CrmProvider, enabled: boolean) {
  return useQuery({ ...crmFieldsQueryOptions(scope, provider), enabled });
}
