import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiKeyList, type ApiKey } from '#shared/schemas/api-keys';
import { api } from '#web/lib/api';

/** GET /api/api-keys: the owner's keys, without the keys themselves. */
export async function getApiKeys(): Promise<ApiKey[]> {
  return api.get('api-keys', ApiKeyList);
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: ['api-keys'], queryFn: getApiKeys });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
