import { queryOptions, useQuery } from '@tanstack/react-query';
import { InsightsSummary } from '#shared/schemas/insights';
import { api } from '#web/lib/api';

export async function getInsightsSummary(): Promise<InsightsSummary> {
  return api.get('insights/summary', InsightsSummary);
}

export function insightsSummaryQueryOptions() {
  return queryOptions({ queryKey: ['insights', 'summary'], queryFn: getInsightsSummary });
}

export function useInsightsSummary() {
  return useQuery(insightsSummaryQueryOptions());
}

/** A card's views and saves of the last 30 days, from the summary (zeros while it loads). */
export function useCardSummary(cardId: number) {
  const summary = useInsightsSummary();
  return summary.data?.cards.find((row) => row.cardId === cardId);
}
