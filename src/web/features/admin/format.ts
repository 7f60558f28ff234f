import { nameOrEmail } from '#shared/cards/display-name';
import { APP_LOCALE } from '#web/lib/app-locale';

// Prices are in US dollars; how they are written is the app's language's ('$1,200.00', '1.200,00 $').
const dollars = new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: 'USD' });

/** Monthly recurring revenue arrives in cents. */
export function formatDollars(cents: number): string {
  return dollars.format(cents / 100);
}

/** How long the oldest pending mail has waited, in the largest whole unit: '45 s', '3 h'. */
export function formatAge(seconds: number | null): string {
  if (seconds === null) return '—';
  const units: [number, string][] = [
    [86_400, 'd'],
    [3_600, 'h'],
    [60, 'min'],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size) return `${Math.floor(seconds / size)} ${unit}`;
  }
  return `${Math.max(0, Math.round(seconds))} s`;
}

export function fullName(account: { firstName: string; lastName: string; email: string }): string {
  return nameOrEmail(account);
}

/** An audit entry's change: each field whose value differs, as 'field: before → after'. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((key) => `${key}: ${show(before?.[key])} → ${show(after?.[key])}`);
}
