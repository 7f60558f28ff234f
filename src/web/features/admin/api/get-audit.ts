import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { buildPath } from '#shared/routes';
import { AuditPage, type AuditAction } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { adminKeys } from './admin-keys';

export interface AuditFilters {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  target?: string | undefined;
}

export async function getAuditLog(filters: AuditFilters, cursor?: string): Promise<AuditPage> {
  return api.get(buildPath('admin/audit', { ...filters, cursor }), AuditPage);
}

export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
