import { EmptyState } from '#web/components/empty-state';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/query-state';
import { appConfig } from '#web/lib/app-config';
import { useCards } from '../api/get-cards';
import { CardTile } from '../components/card-tile';
import { UnlockedBanner } from '../components/unlocked-banner';

/** Home, 'My Cards' (docs/product.md#screens): loading, error, or the grid (1, 2 or 3 columns by width). */
export function HomePage() {
  const cards = useCards();
  return (
    <>
      <PageHeader title="My Cards" />
      {cards.data && <UnlockedBanner firstCard={cards.data[0]} />}
      <QueryState query={cards} />
      {cards.data && cards.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="My Cards">
          {cards.data.map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
        </ul>
      )}
      {cards.data?.length === 0 && (
        <EmptyState
          title="No cards yet"
          description="Cards you buy in the Catalyst shop appear here, ready to set up."
          action={
            <a
              href={appConfig.shopUrl}
              className="text-sm font-semibold text-brand-600 hover:text-brand-700"
            >
              Visit the shop
            </a>
          }
        />
      )}
    </>
  );
}

export default HomePage;
