import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card } from '#shared/schemas/cards';
import { CardProfile, type UpdateCardProfileInput } from '#shared/schemas/profiles';
import { api } from '#web/lib/api';
import { cardQueryOptions } from './get-card';
import { cardProfileQueryOptions } from './get-card-profile';

export async function updateCardProfile(
  cardId: number,
  body: UpdateCardProfileInput,
): Promise<CardProfile> {
  return api.put(`cards/${cardId}/profile`, body, CardProfile);
}

/**
 * Each change replaces the local profile with the server's answer
 * (docs/product.md#connect-profile-editor).
 */
export function useUpdateCardProfile(cardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cards', cardId, 'profile', 'update'],
    mutationFn: (body: UpdateCardProfileInput) => updateCardProfile(cardId, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(cardProfileQueryOptions(cardId).queryKey, profile);
      // The card's share URL (QR code, Copy Link, NFC) follows the handle.
      queryClient.setQueryData(cardQueryOptions(cardId).queryKey, (card: Card | undefined) =>
        card ? { ...card, handle: profile.aliasSlug } : card,
      );
    },
  });
}
