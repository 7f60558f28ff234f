import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedApiKey, type CreateApiKeyBody } from '#shared/schemas/api-keys';
import { api } from '#web/lib/api';
import { apiKeysQueryOptions } from './get-api-keys';

/** POST /api/api-keys: the answer carries the key itself, this once. */
export async function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKey> {
  return api.post('api-keys', body, CreatedApiKey);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
