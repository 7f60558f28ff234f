import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Card } from '../../../../shared/schemas/cards';
import { api } from '../../../lib/api';

export async function getCards(): Promise<Card[]> {
  return (await api.get<Card[]>('cards')) ?? [];
}

export function cardsQueryOptions() {
  return queryOptions({ queryKey: ['cards'], queryFn: getCards });
}

export function useCards() {
  return useQuery(cardsQueryOptions());
}
