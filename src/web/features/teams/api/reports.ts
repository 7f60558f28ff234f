import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TeamInsights, TeamLeadPage } from '#shared/schemas/teams';
import { api } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';

export function useTeamInsights(teamId: string, days: 7 | 30 | 90) {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: ['team', teamId, 'insights', days, tz],
    queryFn: () =>
      api.get(`teams/${teamId}/insights?days=${days}&tz=${encodeURIComponent(tz)}`, TeamInsights),
  });
}

/** The team's leads, newest first, 50 a page ('Load more' asks for the next). */
export function useTeamLeads(teamId: string) {
  return useInfiniteQuery({
    queryKey: ['team', teamId, 'leads'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.get(
        `teams/${teamId}/leads${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        TeamLeadPage,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The CSV through the API client (bearer token, refresh), then saved as a file. */
export async function downloadTeamLeadsCsv(teamId: string, slug: string): Promise<void> {
  const csv = await api.get(`teams/${teamId}/leads.csv`, z.string());
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${slug}-leads.csv`);
}
