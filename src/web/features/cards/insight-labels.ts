import { COPY } from '#shared/copy';
import type { InsightCounts } from '#shared/schemas/insights';

/** The five totals, in the order the screen shows them. */
export const COUNT_LABELS: Array<{ key: keyof InsightCounts; label: string }> = [
  { key: 'views', label: COPY.cardUiViews },
  { key: 'visitors', label: COPY.cardUiVisitors },
  { key: 'saves', label: COPY.cardUiContactSaves },
  { key: 'clicks', label: COPY.cardUiLinkClicks },
  { key: 'messages', label: COPY.appMessages },
];

/** A source as owners say it (shared with the lead lists). */
export { sourceLabel } from '#shared/insights/source-labels';

/**
 * The change against the previous period, in words: '+25%', '−10%', 'No change', or, with
 * nothing before to compare with, 'No data for the previous period' (it said 'New').
 */
export function changeLabel(now: number, before: number): string {
  if (before === 0) return COPY.noPreviousPeriodData;
  if (now === before) return COPY.cardUiNoChange;
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}
