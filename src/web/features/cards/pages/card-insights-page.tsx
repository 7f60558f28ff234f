import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import { INSIGHT_PERIODS, type InsightPeriod } from '#shared/schemas/insights';
import { EventFilter } from '#web/components/event-filter';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { hasConnect, useCurrentUser } from '#web/lib/current-user';
import { withFailureToast } from '#web/lib/failure-toast';
import { downloadInsightsCsv } from '../api/download-insights-csv';
import { useCard } from '../api/get-card';
import { useCardInsights } from '../api/get-card-insights';
import { useCardSummary } from '../api/get-insights-summary';
import { CardNotFound } from '../components/card-not-found';
import { CardTabHeader, UpgradeEmptyState } from '../components/card-tab-header';
import { DailyTable } from '../components/daily-table';
import { RankedBars } from '../components/ranked-bars';
import { TotalsTiles } from '../components/totals-tiles';
import { sourceLabel } from '../insight-labels';

const InsightsChart = lazy(() => import('../components/insights-chart'));

/** /cards/:id/insights: whether the card works (views, saves, clicks, messages, by source). */
export function CardInsightsPage() {
  const id = Number(useParams().id);
  const card = useCard(id);
  const { data: user } = useCurrentUser();
  const active = hasConnect(user);
  const [days, setDays] = useState<InsightPeriod>(30);
  const [eventId, setEventId] = useState('');
  const insights = useCardInsights(id, days, active, eventId);
  const summary = useCardSummary(id);
  const [downloading, setDownloading] = useState(false);

  if (!card.isSuccess) return <QueryState query={card} notFound={<CardNotFound />} />;

  const download = async () => {
    setDownloading(true);
    const period = insights.data && { from: insights.data.from, to: insights.data.to };
    await withFailureToast(() => downloadInsightsCsv(id, days, { eventId, period }), {
      fallback: COPY.requestFailed,
    });
    setDownloading(false);
  };

  return (
    <>
      <CardTabHeader card={card.data} current="insights" />
      {!active ? (
        <UpgradeEmptyState description={COPY.cardUiLockedInsights(summary?.views ?? 0)} />
      ) : !insights.isSuccess ? (
        <QueryState query={insights} />
      ) : (
        <div className="grid max-w-5xl grid-cols-1 gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div
              role="group"
              aria-label={COPY.cardUiPeriod}
              className="inline-flex rounded-md shadow-sm"
            >
              {INSIGHT_PERIODS.map((period, index) => (
                <button
                  key={period}
                  type="button"
                  aria-pressed={!eventId && days === period}
                  onClick={() => {
                    setDays(period);
                    setEventId('');
                  }}
                  className={`px-3 py-2 text-sm font-semibold ring-1 ring-gray-300 ring-inset ${
                    index === 0
                      ? 'rounded-s-md'
                      : index === INSIGHT_PERIODS.length - 1
                        ? '-ms-px rounded-e-md'
                        : '-ms-px'
                  } ${!eventId && days === period ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-gray-900 hover:bg-gray-50'}`}
                >
                  {COPY.cardUiPeriodDays(period)}
                </button>
              ))}
            </div>
            <EventFilter value={eventId} onChange={setEventId} inline />
            <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
              {COPY.teamAuditDownloadCsv}
            </Button>
          </div>
          <p className="-mt-3 text-sm text-gray-500">
            {COPY.cardUiFromTo(insights.data.from, insights.data.to)}
            {eventId && <>: {COPY.eventInsightsNote}</>}
          </p>
          {insights.data.totals.views === 0 && insights.data.previous.views === 0 ? (
            <EmptyState
              title={COPY.cardUiNoViewsYet}
              description={COPY.cardUiShareYourProfileLinkLetPeople}
              action={
                <Link
                  to={buildPath(ROUTES.cardEdit, { id })}
                  className="text-sm font-semibold text-brand-600 hover:text-brand-700"
                >
                  {COPY.cardUiGetYourQrCodeAndNfc}
                </Link>
              }
            />
          ) : null}
          <TotalsTiles insights={insights.data} days={insights.data.daily.length} />
          <section className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5">
            <h2 className="mb-3 text-base font-semibold text-gray-900">
              {COPY.cardUiViewsAndContactSaves}
            </h2>
            <Suspense fallback={<div style={{ height: 240 }} aria-hidden="true" />}>
              <InsightsChart daily={insights.data.daily} />
            </Suspense>
            <DailyTable daily={insights.data.daily} />
          </section>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RankedBars
              title={COPY.cardUiWhereViewsCameFrom}
              empty={COPY.cardUiNoViewsInThisPeriod}
              rows={insights.data.sources.map((row) => ({
                key: row.source,
                label: sourceLabel(row.source),
                value: row.views,
              }))}
            />
            <RankedBars
              title={COPY.cardUiTopLinks}
              empty={COPY.cardUiNoLinkClicksInThisPeriod}
              rows={insights.data.links.map((row) => ({
                key: row.url,
                label: row.label,
                detail: row.url,
                value: row.clicks,
              }))}
            />
          </div>
        </div>
      )}
    </>
  );
}

export default CardInsightsPage;
