import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCardConfigurationInput } from '#shared/schemas/card-configuration';
import { CardConfiguration } from '#shared/schemas/cards';
import { useEditBase } from '#web/hooks/edit-base';
import { api } from '#web/lib/api';
import { cardQueryOptions, type EditableCard } from './get-card';
import { cardsQueryOptions } from './get-cards';

/**
 * Saves some fields and puts the server's answer in the cache (docs/product.md#card-tab), based
 * on the editor's version (409 when the card changed elsewhere; docs/product.md#stale-edits).
 */
export function useUpdateCardConfiguration(id: number) {
  const queryClient = useQueryClient();
  const base = useEditBase();
  return useMutation({
    mutationFn: (body: UpdateCardConfigurationInput) =>
      base.save((ifMatch) =>
        api.requestVersioned(`cards/${id}/configuration`, CardConfiguration, {
          method: 'PUT',
          body,
          ifMatch,
        }),
      ),
    onSuccess: (configuration) => {
      queryClient.setQueryData(cardQueryOptions(id).queryKey, (card: EditableCard | undefined) =>
        card ? { ...card, CardConfiguration: configuration, version: base.version } : card,
      );
      void queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey, exact: true });
    },
  });
}
