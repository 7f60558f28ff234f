import { queryOptions, useQuery } from '@tanstack/react-query';
import { Card } from '#shared/schemas/cards';
import { api } from '#web/lib/api';

export async function getCard(id: number): Promise<Card> {
  return api.get(`cards/${id}`, Card);
}

export function cardQueryOptions(id: number) {
  return queryOptions({ queryKey: ['cards', id], queryFn: () => getCard(id) });
}

export function useCard(id: number) {
  return useQuery(cardQueryOptions(id));
}
