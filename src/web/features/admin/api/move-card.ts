import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MoveCardResult, type MoveCardBody } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { refreshAfterAction } from './after-action';

export async function moveCard(cardId: number, body: MoveCardBody): Promise<MoveCardResult> {
  return api.post(`admin/cards/${cardId}/move`, body, MoveCardResult);
}

/** Moves a card to the account with an e-mail (inviting the address when it has none). */
export function useMoveCard(cardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveCardBody) => moveCard(cardId, body),
    onSuccess: () => refreshAfterAction(queryClient),
  });
}
