import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

// Node's Intl in the test run: the browser's language stands in as the default locale.
const locale = new Intl.DateTimeFormat().resolvedOptions().locale;
const inLocale = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, options).format(date);

describe('formatDate: one format per kind of screen (docs/product.md#web-client)', () => {
  const moment = '2026-12-21T15:04:05Z';

  it('writes a day without its time', () => {
    expect(formatDate(moment, 'day')).toBe(inLocale({ dateStyle: 'medium' }, new Date(moment)));
    expect(formatDate(moment, 'day')).not.toMatch(/\d:\d\d/);
  });

  it('writes when something happened to the minute, and a log to the second', () => {
    const minute = formatDate(moment, 'dateTime');
    const second = formatDate(moment, 'log');
    expect(minute).toBe(inLocale({ dateStyle: 'medium', timeStyle: 'short' }, new Date(moment)));
    expect(second).toBe(inLocale({ dateStyle: 'medium', timeStyle: 'medium' }, new Date(moment)));
    expect(second.length).toBeGreaterThan(minute.length);
  });

  it('keeps a calendar day on its day in any time zone', () => {
    const day = formatDate('2026-11-26', 'day');
    expect(day).toBe(
      inLocale({ dateStyle: 'medium', timeZone: 'UTC' }, new Date('2026-11-26T00:00:00Z')),
    );
    expect(day).toContain('26');
    expect(formatDate('2026-11-26', 'axis')).not.toContain('2026');
  });

  it('writes the same instant the same way whether given as text or as a Date', () => {
    expect(formatDate(new Date(moment), 'dateTime')).toBe(formatDate(moment, 'dateTime'));
  });

  it('writes a missing date as a dash', () => {
    expect(formatDate(null, 'day')).toBe('—');
    expect(formatDate(undefined, 'dateTime')).toBe('—');
  });
});
