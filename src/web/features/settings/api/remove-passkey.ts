import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#web/lib/api';
import { passkeysQueryOptions } from './get-passkeys';

/** DELETE /api/auth/passkeys/{id}: the passkey no longer signs in. */
export async function removePasskey(id: string): Promise<void> {
  await api.request(`auth/passkeys/${id}`, z.null(), { method: 'DELETE' });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}
