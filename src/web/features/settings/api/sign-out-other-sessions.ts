import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RevokedSessions } from '#shared/schemas/sessions';
import { api } from '#web/lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** POST /api/auth/sessions/revoke-others: every session but this one ends. */
export async function signOutOtherSessions(): Promise<RevokedSessions> {
  return api.post('auth/sessions/revoke-others', {}, RevokedSessions);
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
