const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** A moment as the Integrations screens write it (in the browser's language and time zone). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** With the seconds: a delivery's attempts are often seconds apart. */
export function formatDateTimeSeconds(iso: string): string {
  return dateTimeSeconds.format(new Date(iso));
}
