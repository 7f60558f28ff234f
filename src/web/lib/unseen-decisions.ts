import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnseenDecisions } from '#shared/schemas/change-requests';
import { api } from './api';

/**
 * The bell's second number: decisions on the account's change requests it has not seen
 * (docs/product.md#change-requests). Read every minute, like the unread messages; the change
 * requests screen marks them seen.
 */
export function unseenDecisionsQueryOptions() {
  return queryOptions({
    queryKey: ['change-requests', 'unseen'],
    queryFn: () => api.get('change-requests/unseen', UnseenDecisions),
    refetchInterval: 60_000,
  });
}

export function useUnseenDecisions() {
  return useQuery(unseenDecisionsQueryOptions());
}
