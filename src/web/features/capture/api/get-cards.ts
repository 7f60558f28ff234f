import { queryOptions } from '@tanstack/react-query';
import { CardList, type Card } from '#shared/schemas/cards';
import { api } from '#web/lib/api';

/** GET /api/cards, under the Cards screens' key: the cards a lead can be filed under. */
export function getCards(): Promise<Card[]> {
  return api.get('cards', CardList);
}

export function cardsQueryOptions() {
  return queryOptions({ queryKey: ['cards'], queryFn: getCards });
}
