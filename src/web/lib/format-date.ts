import { APP_LOCALE } from './app-locale';

/**
 * Every date the app shows, in one format per kind of screen (docs/product.md#web-client), in the
 * app's language (APP_LOCALE: the build's, in the browser's variant of it) and the browser's
 * time zone:
 * - `day`: a date that is a day (billing dates, when an account was made, a day of Insights):
 *   'Dec 21, 2026';
 * - `dateTime`: when something happened (a message, a lead, an audit entry): 'Dec 21, 2026,
 *   3:04 PM';
 * - `log`: a delivery log's moments, often seconds apart: 'Dec 21, 2026, 3:04:05 PM';
 * - `axis`: a chart's axis, where the year is the chart's: 'Dec 21'.
 * A calendar day ('2026-12-21', Insights' days) is that day wherever the browser is.
 */
export type DateKind = 'day' | 'dateTime' | 'log' | 'axis';

const OPTIONS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  log: { dateStyle: 'medium', timeStyle: 'medium' },
  axis: { month: 'short', day: 'numeric' },
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(kind: DateKind, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(APP_LOCALE, { ...OPTIONS[kind], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** `value` (an ISO string, a calendar day or a Date) as `kind` writes it; '—' for none. */
export function formatDate(value: string | Date | null | undefined, kind: DateKind): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    return formatFor(kind, 'UTC').format(new Date(`${value}T00:00:00Z`));
  }
  return formatFor(kind, undefined).format(typeof value === 'string' ? new Date(value) : value);
}
