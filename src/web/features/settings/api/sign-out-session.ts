import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContent } from '#shared/schemas/common';
import { api } from '#web/lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** DELETE /api/auth/sessions/{id}: that session's tokens stop working. */
export async function signOutSession(id: string): Promise<void> {
  await api.request(`auth/sessions/${encodeURIComponent(id)}`, NoContent, { method: 'DELETE' });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
