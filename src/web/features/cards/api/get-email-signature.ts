import { useQuery } from '@tanstack/react-query';
import { EmailSignature } from '#shared/schemas/email-signature';
import { api } from '#web/lib/api';

/** The card's e-mail signature as the server builds it (HTML and plain text). */
export function useEmailSignature(cardId: number) {
  return useQuery({
    queryKey: ['cards', cardId, 'email-signature'],
    queryFn: () => api.get(`cards/${cardId}/email-signature`, EmailSignature),
    // Fetched each time the screen opens: the owner has often just edited the card.
    staleTime: 0,
  });
}
