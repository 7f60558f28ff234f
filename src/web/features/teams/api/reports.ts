import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LeadStatus } from '#shared/schemas/leads';
import { TeamInsights, TeamLeadPage } from '#shared/schemas/teams';
import { api } from '#web/lib/api';
import { downloadFile } from '#web/lib/save-file';

export function useTeamInsights(teamId: string, days: 7 | 30 | 90) {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: ['team', teamId, 'insights', days, tz],
    queryFn: () =>
      api.get(`teams/${teamId}/insights?days=${days}&tz=${encodeURIComponent(tz)}`, TeamInsights),
  });
}

/**
 * The team's leads, newest first, 50 a page ('Load more' asks for the next), found by `q`
 * (name, e-mail, company) and `status` as the owner's list is (archived ones only when asked).
 */
export function useTeamLeads(
  teamId: string,
  { q = '', status = '' }: { q?: string; status?: LeadStatus | '' } = {},
) {
  return useInfiniteQuery({
    queryKey: ['team', teamId, 'leads', q, status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      const search = params.toString();
      return api.get(`teams/${teamId}/leads${search ? `?${search}` : ''}`, TeamLeadPage);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The CSV through the API client (bearer token, refresh), then saved as a file. */
export async function downloadTeamLeadsCsv(teamId: string, slug: string): Promise<void> {
  await downloadFile(`teams/${teamId}/leads.csv`, `${slug}-leads.csv`);
}
