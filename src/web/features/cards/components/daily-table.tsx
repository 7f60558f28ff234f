import { COPY } from '#shared/copy';
import type { CardInsights } from '#shared/schemas/insights';
import { formatDate } from '#web/lib/format-date';
import { COUNT_LABELS } from '../insight-labels';

/** The chart's numbers as a table: for screen readers, and for anyone who opens it. */
export function DailyTable({ daily }: { daily: CardInsights['daily'] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand-600 hover:text-brand-700">
        {COPY.cardUiDailyNumbers}
      </summary>
      <div className="mt-3 max-h-80 overflow-auto">
        <table className="min-w-full text-start text-sm">
          <caption className="sr-only">{COPY.cardUiViewsVisitorsSavesClicksAndMessages}</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pe-4 font-semibold text-gray-900">
                {COPY.cardUiDate}
              </th>
              {COUNT_LABELS.map(({ key, label }) => (
                <th key={key} scope="col" className="py-2 pe-4 font-semibold text-gray-900">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...daily].reverse().map((row) => (
              <tr key={row.date} className="border-b border-gray-100">
                <th scope="row" className="py-1.5 pe-4 font-normal text-gray-700">
                  <time dateTime={row.date}>{formatDate(row.date, 'day')}</time>
                </th>
                {COUNT_LABELS.map(({ key }) => (
                  <td key={key} className="py-1.5 pe-4 text-gray-900 tabular-nums">
                    {row[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
