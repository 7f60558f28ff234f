import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LeadStatus } from '#shared/schemas/leads';
import { TeamInsights, TeamLeadPage } from '#shared/schemas/teams';
import { api } from '#web/lib/api';
import { downloadFile } from '#web/lib/save-file';

/**
 * `departmentId` '' for the whole team (a department admin gets theirs whatever is asked);
 * `eventId` '' for the last `days`, else the event's days (docs/product.md#events).
 */
export function useTeamInsights(
  teamId: string,
  days: 7 | 30 | 90,
  departmentId = '',
  eventId = '',
) {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: ['team', teamId, 'insights', days, tz, departmentId, eventId],
    queryFn: () => {
      const params = new URLSearchParams({ days: String(days), tz });
      if (departmentId) params.set('departmentId', departmentId);
      if (eventId) params.set('eventId', eventId);
      return api.get(`teams/${teamId}/insights?${params.toString()}`, TeamInsights);
    },
  });
}

/**
 * The team's leads, newest first, 50 a page ('Load more' asks for the next), found by `q`
 * (name, e-mail, company) and `status` as the owner's list is (archived ones only when asked).
 */
export function useTeamLeads(
  teamId: string,
  {
    q = '',
    status = '',
    departmentId = '',
    eventId = '',
  }: { q?: string; status?: LeadStatus | ''; departmentId?: string; eventId?: string } = {},
) {
  return useInfiniteQuery({
    queryKey: ['team', teamId, 'leads', q, status, departmentId, eventId],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (status) params.set('status', status);
      if (departmentId) params.set('departmentId', departmentId);
      if (eventId) params.set('eventId', eventId);
      if (pageParam) params.set('cursor', pageParam);
      const search = params.toString();
      return api.get(`teams/${teamId}/leads${search ? `?${search}` : ''}`, TeamLeadPage);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/**
 * The CSV through the API client (bearer token, refresh), then saved as a file; one
 * department's, or one event's, when the screen's filters name one.
 */
export async function downloadTeamLeadsCsv(
  teamId: string,
  slug: string,
  { departmentId = '', eventId = '' }: { departmentId?: string; eventId?: string } = {},
): Promise<void> {
  const params = new URLSearchParams();
  if (departmentId) params.set('departmentId', departmentId);
  if (eventId) params.set('eventId', eventId);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  await downloadFile(`teams/${teamId}/leads.csv${query}`, `${slug}-leads.csv`);
}
