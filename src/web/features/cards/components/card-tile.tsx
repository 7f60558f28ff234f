import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { useCardSummary } from '../api/get-insights-summary';
import { cardDisplayName, cardLabel, DEFAULT_CARD_IMAGE, productTitle } from '../card-display';
import { ManagedByBadge } from '../team-locks';

/** One card in the 'My Cards' grid; the whole tile links to its edit page. */
export function CardTile({ card }: { card: Card }) {
  const config = card.CardConfiguration;
  const summary = useCardSummary(card.id);
  return (
    <li className="col-span-1 rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5 transition hover:shadow-md">
      <Link
        to={buildPath(ROUTES.cardEdit, { id: card.id })}
        className="flex items-center gap-4 p-5 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <img
          src={config.profileImageUrl || DEFAULT_CARD_IMAGE}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-full bg-gray-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-gray-900">{cardLabel(card)}</h2>
          {card.nickname && (
            <p className="truncate text-sm text-gray-700">{cardDisplayName(card)}</p>
          )}
          <p className="text-sm text-gray-500">{productTitle(card)}</p>
          {card.team && (
            <p className="mt-1">
              <ManagedByBadge team={card.team} />
            </p>
          )}
          {/* Long addresses wrap rather than being cut: the owner must see which one it is. */}
          <p className="mt-2 text-sm break-all text-gray-700">
            {config.email || COPY.cardUiMyEmail}
          </p>
          <p className="truncate text-sm text-gray-700">{config.cellPhone || COPY.cardUiMyPhone}</p>
          {summary && (
            <p className="mt-2 text-xs font-medium text-gray-500">
              {COPY.cardUiViewsInLast30Days(summary.views)}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
