import { MESSAGES } from '#shared/messages';
import type { InsightCounts } from '#shared/schemas/insights';

/** The five totals, in the order the screen shows them. */
export const COUNT_LABELS: Array<{ key: keyof InsightCounts; label: string }> = [
  { key: 'views', label: 'Views' },
  { key: 'visitors', label: 'Visitors' },
  { key: 'saves', label: 'Contact saves' },
  { key: 'clicks', label: 'Link clicks' },
  { key: 'messages', label: 'Messages' },
];

const SOURCE_LABELS: Record<string, string> = {
  qr: 'QR code',
  nfc: 'NFC tap',
  wallet: 'Wallet pass',
  email: 'E-mail signature',
  link: 'Direct link',
  other: 'Other',
};

/** A source as owners say it; a referring site keeps its domain (linkedin.com). */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

/**
 * The change against the previous period, in words: '+25%', '−10%', 'No change', or, with
 * nothing before to compare with, 'No data for the previous period' (issue 30; it said 'New').
 */
export function changeLabel(now: number, before: number): string {
  if (before === 0) return MESSAGES.noPreviousPeriodData;
  if (now === before) return 'No change';
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}
