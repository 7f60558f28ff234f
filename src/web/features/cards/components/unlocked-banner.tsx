import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { CloseIcon } from '#web/components/icons';
import { clearConnectUnlocked, connectUnlockedDue } from '#web/lib/connect-unlocked';

/**
 * Home's one-time banner after paying (issue 18): what was bought, and the way straight to the
 * first card's Connect profile editor. Shown on the first visit after the payment, until
 * dismissed or the owner leaves home.
 */
export function UnlockedBanner({ firstCard }: { firstCard: Card | undefined }) {
  const [shown, setShown] = useState(connectUnlockedDue);
  useEffect(() => {
    if (shown) clearConnectUnlocked();
  }, [shown]);
  if (!shown) return null;
  return (
    <section
      aria-labelledby="unlocked-banner-title"
      className="mb-6 flex flex-col gap-4 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-500/40 sm:flex-row sm:items-center sm:p-5"
    >
      <div className="flex-1">
        <h2 id="unlocked-banner-title" className="text-base font-semibold text-gray-900">
          Your Connect profile is unlocked
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Choose your handle, theme, photo and buttons, then share your link with everyone you meet.
        </p>
      </div>
      <div className="flex items-center gap-3">
        {firstCard && (
          <Link
            to={buildPath(ROUTES.cardProfileEdit, { id: firstCard.id })}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Set up my Connect profile
          </Link>
        )}
        <button
          type="button"
          onClick={() => setShown(false)}
          className="rounded-md p-2 text-gray-600 hover:bg-white/70 hover:text-gray-900"
        >
          <span className="sr-only">Dismiss</span>
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
