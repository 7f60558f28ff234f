import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COPY } from '#shared/copy';
import { Card } from '#shared/schemas/cards';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { api } from '#web/lib/api';
import { actionToasts, EDITOR_TOAST, errorMessage } from '#web/lib/toasts';
import { useCards } from '../api/get-cards';
import { cardLabel } from '../card-display';

/**
 * 'Copy details from...' (docs/product.md#card-tab): this card takes another of the owner's cards'
 * details, images, QR style and Connect profile in one step, all but its handle and nickname. Shown
 * when the owner has another card. `onCopied` lets the page show the copied details in a fresh
 * form.
 */
export function CopyDetailsButton({ card, onCopied }: { card: Card; onCopied(): void }) {
  const cards = useCards();
  const others = (cards.data ?? []).filter((other) => other.id !== card.id);
  const [asking, setAsking] = useState(false);
  const [sourceId, setSourceId] = useState<number | undefined>(undefined);
  const queryClient = useQueryClient();
  const toasts = actionToasts(`copy-details-${card.id}`, EDITOR_TOAST);
  const copy = useMutation({
    mutationFn: (sourceCardId: number) =>
      api.post(`cards/${card.id}/copy-from`, { sourceCardId }, Card),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cards', card.id] }),
        queryClient.invalidateQueries({ queryKey: ['cards'], exact: true }),
      ]);
    },
  });
  if (others.length === 0) return null;
  const chosen = sourceId ?? others[0]!.id;

  const confirm = async () => {
    try {
      await copy.mutateAsync(chosen);
      setAsking(false);
      onCopied();
      toasts.succeeded(COPY.detailsCopied);
    } catch (error) {
      toasts.failed(errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {COPY.cardEdCopyDetailsFrom}
      </Button>
      <ConfirmDialog
        open={asking}
        title={COPY.cardEdCopyDetailsFromAnotherCard}
        question={COPY.copyDetailsQuestion}
        confirmLabel={COPY.cardEdCopyDetails}
        cancelLabel={COPY.appCancel}
        confirmVariant="primary"
        busy={copy.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        <label className="mt-4 block text-sm font-medium text-gray-900">
          {COPY.cardEdCopyFrom}
          <select
            value={chosen}
            onChange={(event) => setSourceId(Number(event.target.value))}
            className="mt-1 block w-full rounded-md border-0 py-2 pe-8 ps-3 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
          >
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {cardLabel(other)}
              </option>
            ))}
          </select>
        </label>
      </ConfirmDialog>
    </>
  );
}
