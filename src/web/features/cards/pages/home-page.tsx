import { teamWillAssignCard } from '#shared/messages';
import { EmptyState } from '#web/components/empty-state';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/query-state';
import { appConfig } from '#web/lib/app-config';
import { useCurrentTeam } from '#web/lib/current-team';
import { hasConnect, useCurrentUser } from '#web/lib/current-user';
import { useCards } from '../api/get-cards';
import { useInsightsSummary } from '../api/get-insights-summary';
import { CardTile } from '../components/card-tile';
import { GettingStarted } from '../components/getting-started';
import { UnlockedBanner } from '../components/unlocked-banner';

/** Home, 'My Cards' (docs/product.md#screens): loading, error, or the grid (1, 2 or 3 columns by width). */
export function HomePage() {
  const cards = useCards();
  const { data: user } = useCurrentUser();
  const active = hasConnect(user);
  const summary = useInsightsSummary();
  // A colleague in a team is given a card by it: the shop is not their way to one.
  const team = useCurrentTeam();
  const memberOf = team.data?.role === 'member' ? team.data : null;
  const totalViews = summary.data?.cards.reduce((sum, card) => sum + card.views, 0) ?? 0;
  return (
    <>
      <PageHeader title="My Cards" />
      {cards.data && <UnlockedBanner cards={cards.data} active={active} />}
      {cards.data && summary.isSuccess && (
        <GettingStarted cards={cards.data} active={active} totalViews={totalViews} />
      )}
      {summary.isSuccess && cards.data && cards.data.length > 0 && (
        // Every owner's own figure, from the summary each tile already reads (issue 30).
        <p className="mb-4 text-sm text-gray-600">
          <span className="font-semibold text-gray-900">{totalViews}</span>{' '}
          {totalViews === 1 ? 'view' : 'views'} of your cards in the last 30 days
        </p>
      )}
      <QueryState query={cards} />
      {cards.data && cards.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="My Cards">
          {cards.data.map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
        </ul>
      )}
      {cards.data?.length === 0 && memberOf && (
        <EmptyState title="No cards yet" description={teamWillAssignCard(memberOf.name)} />
      )}
      {cards.data?.length === 0 && !team.isPending && !memberOf && (
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
