import type { EventRow } from '#server/db/schema';

const DAY_MS = 86_400_000;

/** The calendar day of `at` in `tz`, as YYYY-MM-DD. */
export function localDay(at: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The local days Insights count: the first and last (YYYY-MM-DD) and how many. */
export interface InsightDays {
  from: string;
  to: string;
  days: number;
}

/** The last `days` local days in `tz`, today included. */
export function lastDays(now: Date, tz: string, days: number): InsightDays {
  const to = localDay(now, tz);
  return { from: addDays(to, -(days - 1)), to, days };
}

/**
 * An event's own days (docs/product.md#events), as its organiser prints them: the hours counted
 * are those of these dates in the request's time zone.
 */
export function eventDays(event: Pick<EventRow, 'startsOn' | 'endsOn'>): InsightDays {
  const days = (Date.parse(event.endsOn) - Date.parse(event.startsOn)) / DAY_MS + 1;
  return { from: event.startsOn, to: event.endsOn, days };
}
