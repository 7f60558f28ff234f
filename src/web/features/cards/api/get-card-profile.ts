import { queryOptions, useQuery } from '@tanstack/react-query';
import { CardProfile } from '#shared/schemas/profiles';
import { api } from '#web/lib/api';

export async function getCardProfile(cardId: number): Promise<CardProfile> {
  return api.get(`cards/${cardId}/profile`, CardProfile);
}

/** Fetched only after the card loads, without retries (docs/product.md#web-client). */
export function cardProfileQueryOptions(cardId: number) {
  return queryOptions({
    queryKey: ['cards', cardId, 'profile'],
    queryFn: () => getCardProfile(cardId),
    retry: false,
  });
}

export function useCardProfile(cardId: number, enabled: boolean) {
  return useQuery({ ...cardProfileQueryOptions(cardId), enabled });
}
