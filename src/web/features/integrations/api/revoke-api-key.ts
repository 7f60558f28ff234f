import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api';
import { apiKeysQueryOptions } from './get-api-keys';

/** DELETE /api/api-keys/{id}: whatever uses the key is refused from then on. */
export async function revokeApiKey(id: string): Promise<void> {
  await api.request(`api-keys/${id}`, z.null(), { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
