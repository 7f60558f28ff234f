import type { InsightCounts } from '#shared/schemas/insights';

export const ZERO: InsightCounts = { views: 0, visitors: 0, saves: 0, clicks: 0, messages: 0 };

/** Two sets of counts added, field by field. */
export function addCounts(a: InsightCounts, b: InsightCounts): InsightCounts {
  return {
    views: a.views + b.views,
    visitors: a.visitors + b.visitors,
    saves: a.saves + b.saves,
    clicks: a.clicks + b.clicks,
    messages: a.messages + b.messages,
  };
}
