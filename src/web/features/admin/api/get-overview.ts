import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminOverview } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { adminKeys } from './admin-keys';

export async function getAdminOverview(): Promise<AdminOverview> {
  return api.get('admin/overview', AdminOverview);
}

export function adminOverviewQueryOptions() {
  return queryOptions({ queryKey: adminKeys.overview(), queryFn: getAdminOverview });
}

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
