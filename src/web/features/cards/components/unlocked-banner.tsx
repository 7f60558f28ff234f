import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { CloseIcon } from '#web/components/ui/icons';
import { clearConnectUnlocked, connectUnlockedDue } from '#web/lib/connect-unlocked';
import { cardLabel } from '../card-display';

/**
 * Home's banner after paying (docs/product.md#card-tab): what was bought, and the way straight to a
 * card's Connect profile editor, the owner choosing which card. It stays on Home until a profile
 * is set up (a card has a handle); 'Dismiss' hides it until the next visit.
 */
export function UnlockedBanner({ cards, active }: { cards: Card[]; active: boolean }) {
  const [justPaid] = useState(connectUnlockedDue);
  const [dismissed, setDismissed] = useState(false);
  const [chosen, setChosen] = useState(cards[0]?.id);
  useEffect(() => {
    if (justPaid) clearConnectUnlocked();
  }, [justPaid]);
  const setUp = cards.some((card) => card.handle);
  const shown = !dismissed && cards.length > 0 && (justPaid || (active && !setUp));
  if (!shown) return null;
  return (
    <section
      aria-labelledby="unlocked-banner-title"
      className="mb-6 flex flex-col gap-4 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-500/40 sm:flex-row sm:items-center sm:p-5"
    >
      <div className="flex-1">
        <h2 id="unlocked-banner-title" className="text-base font-semibold text-gray-900">
          {COPY.cardEdYourConnectProfileIsUnlocked}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{COPY.cardEdChooseYourHandleThemePhotoAnd}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {cards.length > 1 && (
          <label className="text-sm font-medium text-gray-900">
            <span className="sr-only">{COPY.appCard}</span>
            <select
              value={chosen}
              onChange={(event) => setChosen(Number(event.target.value))}
              className="block rounded-md border-0 py-2 pe-8 ps-3 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
            >
              {cards.map((card) => (
                <option key={card.id} value={card.id}>
                  {cardLabel(card)}
                </option>
              ))}
            </select>
          </label>
        )}
        {chosen !== undefined && (
          <Link
            to={buildPath(ROUTES.cardProfileEdit, { id: chosen })}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {COPY.cardEdSetUpMyConnectProfile}
          </Link>
        )}
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded-md p-2 text-gray-600 hover:bg-white/70 hover:text-gray-900"
        >
          <span className="sr-only">{COPY.cardEdDismiss}</span>
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
