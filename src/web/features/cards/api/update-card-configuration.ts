import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCardConfigurationInput } from '#shared/schemas/card-configuration';
import { CardConfiguration, type Card } from '#shared/schemas/cards';
import { api } from '#web/lib/api';
import { cardQueryOptions } from './get-card';
import { cardsQueryOptions } from './get-cards';

export async function updateCardConfiguration(
  id: number,
  body: UpdateCardConfigurationInput,
): Promise<CardConfiguration> {
  return api.put(`cards/${id}/configuration`, body, CardConfiguration);
}

/** Saves some fields and puts the server's answer in the cache (docs/product.md#card-tab). */
export function useUpdateCardConfiguration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCardConfigurationInput) => updateCardConfiguration(id, body),
    onSuccess: (configuration) => {
      queryClient.setQueryData(cardQueryOptions(id).queryKey, (card: Card | undefined) =>
        card ? { ...card, CardConfiguration: configuration } : card,
      );
      void queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey, exact: true });
    },
  });
}
