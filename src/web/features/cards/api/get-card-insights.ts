import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CardInsights, type InsightPeriod } from '#shared/schemas/insights';
import { api } from '#web/lib/api';

/** The browser's own time zone: days on the screen are the owner's days. */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function insightsQuery(days: InsightPeriod): string {
  return new URLSearchParams({ days: String(days), tz: ownTimeZone() }).toString();
}

export async function getCardInsights(cardId: number, days: InsightPeriod): Promise<CardInsights> {
  return api.get(`cards/${cardId}/insights?${insightsQuery(days)}`, CardInsights);
}

export function cardInsightsQueryOptions(cardId: number, days: InsightPeriod) {
  return queryOptions({
    queryKey: ['cards', cardId, 'insights', days],
    queryFn: () => getCardInsights(cardId, days),
  });
}

/** Keeps the last period on screen while another loads, so the switch does not flash. */
export function useCardInsights(cardId: number, days: InsightPeriod, enabled: boolean) {
  return useQuery({
    ...cardInsightsQueryOptions(cardId, days),
    enabled,
    placeholderData: keepPreviousData,
  });
}
