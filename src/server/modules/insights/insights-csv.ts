import type { CardInsights } from '#shared/schemas/insights';

const COLUMNS = ['date', 'views', 'visitors', 'saves', 'clicks', 'messages'] as const;

/** The daily rows as CSV (RFC 4180 line ends); only dates and numbers, so nothing to quote. */
export function insightsCsv(insights: CardInsights): string {
  const lines = [
    COLUMNS.join(','),
    ...insights.daily.map((row) => COLUMNS.map((column) => row[column]).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
