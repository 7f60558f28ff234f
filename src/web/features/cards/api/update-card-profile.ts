import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardProfile, type UpdateCardProfileInput } from '#shared/schemas/profiles';
import { useEditBase } from '#web/hooks/edit-base';
import { api } from '#web/lib/api';
import { cardQueryOptions, type EditableCard } from './get-card';
import { cardProfileQueryOptions } from './get-card-profile';

/**
 * Saves some fields, based on the editor's version (409 when the profile changed elsewhere;
 * docs/product.md#stale-edits), and puts the server's answer in the cache
 * (docs/product.md#connect-profile-editor).
 */
export function useUpdateCardProfile(cardId: number) {
  const queryClient = useQueryClient();
  const base = useEditBase();
  return useMutation({
    mutationKey: ['cards', cardId, 'profile', 'update'],
    mutationFn: (body: UpdateCardProfileInput) =>
      base.save((ifMatch) =>
        api.requestVersioned(`cards/${cardId}/profile`, CardProfile, {
          method: 'PUT',
          body,
          ifMatch,
        }),
      ),
    onSuccess: (profile) => {
      queryClient.setQueryData(cardProfileQueryOptions(cardId).queryKey, {
        ...profile,
        version: base.version,
      });
      // The card's share URL (QR code, Copy Link, NFC) follows the handle.
      queryClient.setQueryData(
        cardQueryOptions(cardId).queryKey,
        (card: EditableCard | undefined) => (card ? { ...card, handle: profile.aliasSlug } : card),
      );
    },
  });
}
