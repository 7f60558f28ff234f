import { z } from 'zod';
import type { InsightPeriod } from '#shared/schemas/insights';
import { api } from '#web/lib/api';
import { insightsQuery } from './get-card-insights';

/**
 * Fetches the CSV with the session's token and saves it: the last `days`, or the event's days
 * (`period` names them in the file's name).
 */
export async function downloadInsightsCsv(
  cardId: number,
  days: InsightPeriod,
  { eventId = '', period }: { eventId?: string; period?: { from: string; to: string } } = {},
): Promise<void> {
  const csv = await api.get(
    `cards/${cardId}/insights.csv?${insightsQuery(days, eventId)}`,
    z.string(),
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download =
    eventId && period
      ? `card-${cardId}-insights-${period.from}-to-${period.to}.csv`
      : `card-${cardId}-insights-last-${days}-days.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
