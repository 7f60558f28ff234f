import { copyIn, type Copy } from '#server/lib/copy-in';
import type { Language } from '#shared/i18n/languages';

/**
 * The language a mail is written in: its recipient's (an account's `locale`, a team
 * invitation's, the visitor's page), English when unknown (null).
 */
export type MailLanguage = Language | null;

export function mailCopy(language: MailLanguage): Copy {
  return copyIn(language ?? 'en');
}

/** 'Hi Ada,' or, without a name, 'Hi,'. */
export function greeting(copy: Copy, firstName: string): string {
  const name = firstName.trim();
  return copy.mailHi(name !== '', name);
}

/** The Intl locale of a language; English reads as it always did (US dates and dollars). */
function intlLocale(language: MailLanguage): string {
  return !language || language === 'en' ? 'en-US' : language;
}

/** '$9.00' in English, '9,00 $' in German: US dollars in the reader's notation. */
export function formatUsd(amount: number, language: MailLanguage): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'USD' }).format(
    amount,
  );
}

/** 'November 29, 2026', '29. November 2026': a day, in UTC. */
export function formatLongDate(at: Date, language: MailLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'Sunday 29 November 2026 at 08:42 UTC': one reading for every owner, wherever they are. Other
 * languages say the same moment through Intl ('Sonntag, 29. November 2026 um 08:42 UTC').
 */
export function utcMoment(at: Date, language: MailLanguage = null): string {
  if (language && language !== 'en') {
    return new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(at);
  }
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} at ${time} UTC`;
}
