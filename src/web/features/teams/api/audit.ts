import { useInfiniteQuery } from '@tanstack/react-query';
import { TeamAuditPage, type TeamAuditAction } from '#shared/schemas/team-audit';
import { api } from '#web/lib/api';
import { downloadFile } from '#web/lib/save-file';

export interface TeamAuditFilters {
  action: TeamAuditAction | '';
  actorId: string;
}

function search(filters: TeamAuditFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.actorId) params.set('actorId', filters.actorId);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The team's audit log, newest first, 50 a page ('Load more' asks for the next). */
export function useTeamAudit(teamId: string, filters: TeamAuditFilters) {
  return useInfiniteQuery({
    queryKey: ['team', teamId, 'audit', filters.action, filters.actorId],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.get(`teams/${teamId}/audit${search(filters, pageParam)}`, TeamAuditPage),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The log as CSV, with the screen's filters, through the API client, saved as a file. */
export async function downloadTeamAuditCsv(
  teamId: string,
  slug: string,
  filters: TeamAuditFilters,
): Promise<void> {
  await downloadFile(`teams/${teamId}/audit.csv${search(filters)}`, `${slug}-audit-log.csv`);
}
