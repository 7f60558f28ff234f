import { useMutation } from '@tanstack/react-query';
import { Team } from '#shared/schemas/teams';
import { api } from '#web/lib/api';

/** The signed-in account accepts the invitation. */
export function useJoinTeam() {
  return useMutation({ mutationFn: (token: string) => api.post('teams/join', { token }, Team) });
}
