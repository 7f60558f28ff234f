import { useQuery } from '@tanstack/react-query';
import { AdminTeamDetail } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { adminKeys } from './admin-keys';

export function useAdminTeam(id: string) {
  return useQuery({
    queryKey: adminKeys.team(id),
    queryFn: () => api.get(`admin/teams/${encodeURIComponent(id)}`, AdminTeamDetail),
  });
}
