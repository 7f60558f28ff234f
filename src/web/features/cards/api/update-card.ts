import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, type UpdateCardBody } from '#shared/schemas/cards';
import { api } from '#web/lib/api';
import { cardQueryOptions, type EditableCard } from './get-card';
import { cardsQueryOptions } from './get-cards';

/** PATCH /api/cards/{id}: the card's nickname (docs/product.md#card-tab). */
export function useUpdateCard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { nickname: string }) =>
      api.request(`cards/${id}`, Card, {
        method: 'PATCH',
        body: body satisfies UpdateCardBody | object,
      }),
    onSuccess: (card) => {
      // The nickname is not part of the details the editor's version covers: it stays.
      queryClient.setQueryData(cardQueryOptions(id).queryKey, (cached: EditableCard | undefined) =>
        cached ? { ...cached, nickname: card.nickname } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}
