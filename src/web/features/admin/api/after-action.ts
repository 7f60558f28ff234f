import type { QueryClient } from '@tanstack/react-query';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { adminKeys } from './admin-keys';

/**
 * After an action: the account's new state goes straight into the cache when the API answered
 * it; every other admin list (figures, searches, mail, audit log) may have changed, so each is
 * fetched again when next shown.
 */
export function refreshAfterAction(queryClient: QueryClient, detail?: AdminAccountDetail) {
  if (detail) queryClient.setQueryData(adminKeys.account(detail.account.id), detail);
  const keep = detail ? JSON.stringify(adminKeys.account(detail.account.id)) : null;
  return queryClient.invalidateQueries({
    queryKey: adminKeys.all,
    predicate: (query) => JSON.stringify(query.queryKey) !== keep,
  });
}
