import { queryOptions, useQuery } from '@tanstack/react-query';
import { CardList, type Card } from '#shared/schemas/cards';
import { api } from '#web/lib/api';

export async function getCards(): Promise<Card[]> {
  return api.get('cards', CardList);
}

export function cardsQueryOptions() {
  return queryOptions({ queryKey: ['cards'], queryFn: getCards });
}

export function useCards() {
  return useQuery(cardsQueryOptions());
}
