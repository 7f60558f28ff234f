import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { appConfig } from '../../../lib/app-config';

/**
 * Home, 'My Cards'. The card list arrives with the cards feature; until then an owner has no
 * cards to show, and the page says so and where to get one.
 */
export function HomePage() {
  return (
    <>
      <PageHeader title="My Cards" />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="My Cards" />
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
    </>
  );
}

export default HomePage;
