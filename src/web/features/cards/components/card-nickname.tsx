import { useState } from 'react';
import { COPY } from '#shared/copy';
import { MAX_NICKNAME_LENGTH, type Card } from '#shared/schemas/cards';
import { Button, SAVING_LABEL } from '#web/components/ui/button';
import { actionToasts, errorMessage, EDITOR_TOAST } from '#web/lib/toasts';
import { useUpdateCard } from '../api/update-card';
import { cardDisplayName, productTitle } from '../card-display';

/**
 * Under a card's title: its product, its person when the title is a nickname, and the nickname
 * itself, set in place (docs/product.md#card-tab): three cards of one order can be told apart.
 */
export function CardNickname({ card }: { card: Card }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(card.nickname ?? '');
  const mutation = useUpdateCard(card.id);
  const toasts = actionToasts(`nickname-${card.id}`, EDITOR_TOAST);
  const details = [card.nickname ? cardDisplayName(card) : null, productTitle(card)].filter(
    Boolean,
  );

  const save = async () => {
    try {
      await mutation.mutateAsync({ nickname: value });
      setEditing(false);
      toasts.succeeded(value.trim() ? COPY.nicknameSaved : COPY.nicknameRemoved);
    } catch (error) {
      toasts.failed(errorMessage(error));
    }
  };

  if (editing) {
    return (
      <form
        className="-mt-4 mb-6 flex flex-wrap items-end gap-3"
        aria-label={COPY.cardEdCardNickname}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="block text-sm font-medium text-gray-900">
          {COPY.cardEdNickname}
          <input
            // The owner asked for it: the field is where they type next.
            autoFocus
            value={value}
            maxLength={MAX_NICKNAME_LENGTH}
            placeholder={COPY.cardEdBoothCardSalesTeam}
            onChange={(event) => setValue(event.target.value)}
            className="mt-1 block w-64 max-w-full rounded-md border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm"
          />
        </label>
        <Button type="submit" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? SAVING_LABEL : COPY.cardEdSaveNickname}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setValue(card.nickname ?? '');
            setEditing(false);
          }}
        >
          {COPY.appCancel}
        </Button>
      </form>
    );
  }
  return (
    <p className="-mt-4 mb-6 flex flex-wrap items-center gap-x-2 text-sm text-gray-500">
      <span>{details.join(' · ')}</span>
      <button
        type="button"
        onClick={() => setEditing(true)}
        className="font-semibold text-brand-700 hover:text-brand-800"
      >
        {card.nickname ? COPY.cardEdRename : COPY.cardEdAddANickname}
      </button>
    </p>
  );
}
