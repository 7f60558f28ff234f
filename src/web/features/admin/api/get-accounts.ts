import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { buildPath } from '#shared/routes';
import { AdminAccountPage } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { adminKeys } from './admin-keys';

/** One page of accounts matching `q` (part of an e-mail or name), after `cursor`. */
export async function getAdminAccounts(q: string, cursor?: string): Promise<AdminAccountPage> {
  return api.get(buildPath('admin/accounts', { q, cursor }), AdminAccountPage);
}

export function adminAccountsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.accounts(q),
    queryFn: ({ pageParam }) => getAdminAccounts(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** While the next search loads, the list shows the last one rather than going blank. */
export function useAdminAccounts(q: string) {
  return useInfiniteQuery({ ...adminAccountsQueryOptions(q), placeholderData: keepPreviousData });
}
