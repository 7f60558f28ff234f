import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Card } from '../../../../shared/schemas/cards';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function getCard(id: number): Promise<Card> {
  return expectBody(await api.get<Card>(`cards/${id}`));
}

export function cardQueryOptions(id: number) {
  return queryOptions({ queryKey: ['cards', id], queryFn: () => getCard(id) });
}

export function useCard(id: number) {
  return useQuery(cardQueryOptions(id));
}
