import { queryOptions, useQuery } from '@tanstack/react-query';
import { Card } from '#shared/schemas/cards';
import { api } from '#web/lib/api';

/** A card with the version of its details (its ETag), which the card editor's saves send back. */
export type EditableCard = Card & { version: string | null };

export async function getCard(id: number): Promise<EditableCard> {
  const { data, version } = await api.requestVersioned(`cards/${id}`, Card);
  return { ...data, version };
}

export function cardQueryOptions(id: number) {
  return queryOptions({ queryKey: ['cards', id], queryFn: () => getCard(id) });
}

export function useCard(id: number) {
  return useQuery(cardQueryOptions(id));
}
