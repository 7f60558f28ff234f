import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qrFileName } from '#shared/qr/qr-file-name';
import type { Card } from '#shared/schemas/cards';
import { QrStyle, type QrStyleBody } from '#shared/schemas/qr-style';
import { api } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';
import { cardQueryOptions, type EditableCard } from './get-card';
import { cardsQueryOptions } from './get-cards';

/** Saves the card's QR style and puts the server's answer in the card's cache entry. */
export function useUpdateQrStyle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QrStyleBody) => api.put(`cards/${id}/qr-style`, body, QrStyle),
    onSuccess: (qrStyle) => {
      queryClient.setQueryData(cardQueryOptions(id).queryKey, (card: EditableCard | undefined) =>
        card ? { ...card, qrStyle } : card,
      );
      void queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey, exact: true });
    },
  });
}

/**
 * Fetches the server's rendering (the saved style) and saves it under its file name
 * (docs/product.md#qr-codes).
 */
export async function downloadQr(card: Card, format: 'png' | 'svg'): Promise<void> {
  const path = format === 'png' ? `cards/${card.id}/qr.png?size=1024` : `cards/${card.id}/qr.svg`;
  const blob = await api.getBlob(path);
  saveFile(blob, qrFileName(card.CardConfiguration, format));
}
