// Load bench formatting: numbers, percentages, MiB, and the status of a measurement.
import { type Measurement } from './types';

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
export const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
export const mib = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(0)} MiB`);

/** Any non-2xx answer, connection error or timeout, or no answer at all, flags the row. */
export function hasErrors(m: Measurement) {
  return m.non2xx + m.errors > 0 || m.total === 0;
}

export function codes(m: Measurement): string {
  return (
    Object.entries(m.statusCodes)
      .map(([code, count]) => `${code}×${fmt(count)}`)
      .join(', ') || 'none'
  );
}

export function statusText(m: Measurement) {
  if (m.total === 0) return '⚠ no response completed in the measured time';
  return hasErrors(m)
    ? `⚠ non-2xx ${fmt(m.non2xx)}, errors ${fmt(m.errors)} (timeouts ${fmt(m.timeouts)}); status ${codes(m)}`
    : `all 2xx (${codes(m)})`;
}
