import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { buildPath } from '#shared/routes';
import { AdminCardPage } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { adminKeys } from './admin-keys';

export async function getUnassignedCards(cursor?: string): Promise<AdminCardPage> {
  return api.get(buildPath('admin/cards/unassigned', { cursor }), AdminCardPage);
}

export function unassignedCardsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminKeys.unassignedCards(),
    queryFn: ({ pageParam }) => getUnassignedCards(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Cards whose owner deleted their account, 50 a page, oldest first. */
export function useUnassignedCards() {
  return useInfiniteQuery(unassignedCardsQueryOptions());
}
