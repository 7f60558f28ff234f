import { COPY } from '#shared/copy';
import type { CardInsights } from '#shared/schemas/insights';
import { changeLabel, COUNT_LABELS } from '../insight-labels';

/** The five totals of the period, each with its change against the period before. */
export function TotalsTiles({ insights, days }: { insights: CardInsights; days: number }) {
  return (
    <dl
      aria-label={COPY.cardUiTotals}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
    >
      {COUNT_LABELS.map(({ key, label }) => {
        const now = insights.totals[key];
        const before = insights.previous[key];
        const change = changeLabel(now, before);
        return (
          <div key={key} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-900/5">
            <dt className="text-sm font-medium text-gray-500">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{now}</dd>
            <dd
              className={`mt-1 text-xs font-medium ${
                now > before ? 'text-green-700' : now < before ? 'text-red-700' : 'text-gray-500'
              }`}
            >
              {change}
              {before > 0 && (
                <span className="sr-only"> {COPY.cardUiComparedWithPrevious(days)}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
