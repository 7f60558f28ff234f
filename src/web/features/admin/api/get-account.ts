import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminAccountDetail } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { adminKeys } from './admin-keys';

export async function getAdminAccount(id: string): Promise<AdminAccountDetail> {
  return api.get(`admin/accounts/${encodeURIComponent(id)}`, AdminAccountDetail);
}

export function adminAccountQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.account(id), queryFn: () => getAdminAccount(id) });
}

export function useAdminAccount(id: string) {
  return useQuery(adminAccountQueryOptions(id));
}
