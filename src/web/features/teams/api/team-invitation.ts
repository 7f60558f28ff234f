import { useQuery } from '@tanstack/react-query';
import { TeamInvitation } from '#shared/schemas/teams';
import { api } from '#web/lib/api';

/** What the invitation link is for; asked without a session (it may be opened anywhere). */
export function useTeamInvitation(token: string) {
  return useQuery({
    queryKey: ['team-invitation', token],
    queryFn: () =>
      api.get(`teams/invitations/${encodeURIComponent(token)}`, TeamInvitation, {
        anonymous: true,
      }),
    retry: false,
  });
}
