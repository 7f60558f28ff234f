import { queryOptions, useQuery } from '@tanstack/react-query';
import { CardProfile } from '#shared/schemas/profiles';
import { api } from '#web/lib/api';

export async function getCardProfile(cardId: number): Promise<CardProfile> {
  return api.get(`cards/${cardId}/profile`, CardProfile);
}

/** SPEC §7: fetched only after the card loads, without retries. */
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
