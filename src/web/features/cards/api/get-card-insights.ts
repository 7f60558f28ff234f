import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CardInsights, type InsightPeriod } from '#shared/schemas/insights';
import { api } from '#web/lib/api';

/** The browser's own time zone: days on the screen are the owner's days. */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The last `days`, or with `eventId` the event's days (docs/product.md#events). */
export function insightsQuery(days: InsightPeriod, eventId = ''): string {
  const params = new URLSearchParams({ days: String(days), tz: ownTimeZone() });
  if (eventId) params.set('eventId', eventId);
  return params.toString();
}

export async function getCardInsights(
  cardId: number,
  days: InsightPeriod,
  eventId = '',
): Promise<CardInsights> {
  return api.get(`cards/${cardId}/insights?${insightsQuery(days, eventId)}`, CardInsights);
}

export function cardInsightsQueryOptions(cardId: number, days: InsightPeriod, eventId = '') {
  return queryOptions({
    queryKey: ['cards', cardId, 'insights', days, eventId],
    queryFn: () => getCardInsights(cardId, days, eventId),
  });
}

/** Keeps the last period on screen while another loads, so the switch does not flash. */
export function useCardInsights(
  cardId: number,
  days: InsightPeriod,
  enabled: boolean,
  eventId = '',
) {
  return useQuery({
    ...cardInsightsQueryOptions(cardId, days, eventId),
    enabled,
    placeholderData: keepPreviousData,
  });
}
