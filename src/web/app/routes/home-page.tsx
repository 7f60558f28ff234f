import { Link } from 'react-router';
import { COPY, createTeamOfferMessage, teamWillAssignCard } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { PageHeader } from '#web/components/page-header';
import { buttonClassName } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { useCards } from '#web/features/cards/api/get-cards';
import { useInsightsSummary } from '#web/features/cards/api/get-insights-summary';
import { CardTile } from '#web/features/cards/components/card-tile';
import { GettingStarted } from '#web/features/cards/components/getting-started';
import { UnlockedBanner } from '#web/features/cards/components/unlocked-banner';
import { TeamRemovedNotice } from '#web/features/teams/components/team-removed-notice';
import { appConfig } from '#web/lib/app-config';
import { useCurrentTeam } from '#web/lib/current-team';
import { hasConnect, useCurrentUser } from '#web/lib/current-user';
import { sentenceWith } from '#web/lib/sentence-with';

/** Home, 'My Cards' (docs/product.md#screens): loading, error, or the grid (1, 2 or 3 columns by width). */
export function HomePage() {
  const cards = useCards();
  const { data: user } = useCurrentUser();
  const active = hasConnect(user);
  const summary = useInsightsSummary();
  // A colleague in a team is given a card by it: the shop is not their way to one.
  const team = useCurrentTeam();
  const memberOf = team.data?.role === 'member' ? team.data : null;
  const inNoTeam = team.isSuccess && team.data === null;
  // A buyer of several cards hands them out best as a team (docs/product.md#teams).
  const offerTeam = inNoTeam && (cards.data?.length ?? 0) >= 2;
  const totalViews = summary.data?.cards.reduce((sum, card) => sum + card.views, 0) ?? 0;
  return (
    <>
      <PageHeader title={COPY.appMyCards} />
      <TeamRemovedNotice inNoTeam={inNoTeam} />
      {cards.data && <UnlockedBanner cards={cards.data} active={active} />}
      {cards.data && summary.isSuccess && (
        <GettingStarted cards={cards.data} active={active} totalViews={totalViews} />
      )}
      {summary.isSuccess && cards.data && cards.data.length > 0 && (
        // Every owner's own figure, from the summary each tile already reads
        // (docs/product.md#card-tab).
        <p className="mb-4 text-sm text-gray-600">
          {sentenceWith(
            COPY.appViewsOfYourCards,
            totalViews,
            <span className="font-semibold text-gray-900">{totalViews}</span>,
          )}
        </p>
      )}
      {offerTeam && (
        <section
          aria-labelledby="create-team-offer"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5"
        >
          <div className="min-w-0 flex-1 basis-64">
            <h2 id="create-team-offer" className="text-base font-semibold text-gray-900">
              {COPY.appCardsForYourColleagues}
            </h2>
            <p className="mt-1 text-sm text-gray-600">
              {createTeamOfferMessage(cards.data?.length ?? 0)}
            </p>
          </div>
          <Link to={ROUTES.team} className={buttonClassName('primary', 'shrink-0')}>
            {COPY.appCreateATeam}
          </Link>
        </section>
      )}
      <QueryState query={cards} />
      {cards.data && cards.data.length > 0 && (
        <ul
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={COPY.appMyCards}
        >
          {cards.data.map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
        </ul>
      )}
      {cards.data?.length === 0 && memberOf && (
        <EmptyState title={COPY.appNoCardsYet} description={teamWillAssignCard(memberOf.name)} />
      )}
      {cards.data?.length === 0 && !team.isPending && !memberOf && (
        <EmptyState
          title={COPY.appNoCardsYet}
          description={COPY.appCardsYouBuyInTheCatalyst}
          action={
            <a
              href={appConfig.shopUrl}
              className="text-sm font-semibold text-brand-600 hover:text-brand-700"
            >
              {COPY.appVisitTheShop}
            </a>
          }
        />
      )}
    </>
  );
}

export default HomePage;
