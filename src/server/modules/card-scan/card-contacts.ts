import type { CountryCode } from 'libphonenumber-js/max';
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { FAX_LABEL, MOBILE_LABEL } from './card-words';

/**
 * The contact data of one line of a card: e-mails, phone numbers and websites. OCR's common
 * confusions are mended only inside them (a letter O in a phone number is a zero, "jane @ acme"
 * is one address), never elsewhere, and nothing is made up: a number libphonenumber cannot
 * place is answered as printed.
 */

export type PhoneKind = 'mobile' | 'phone' | 'fax';

export interface FoundPhone {
  /** International format ("+49 171 2345678") when placed, else as printed. */
  value: string;
  kind: PhoneKind;
}

export interface LineContacts {
  emails: string[];
  phones: FoundPhone[];
  websites: string[];
  /** The line without its contact data and their labels: what is left to read as text. */
  rest: string;
}

/** The e-mail of a line once OCR's spacing and look-alikes around '@' and '.' are undone. */
const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z0-9]{2,}/gi;

/** Top-level domains as OCR spells them with a digit or 'rn' for a letter. */
const TLD_LOOKALIKES: Record<string, string> = { c0m: 'com', corn: 'com', n1: 'nl', i0: 'io' };

function mendEmailText(line: string): string {
  let text = line
    .replace(/\s*[([{]\s*at\s*[)\]}]\s*/gi, '@')
    .replace(/\s*[([{]\s*dot\s*[)\]}]\s*/gi, '.');
  // '©' or '®' between two words where no '@' is: OCR's '@'.
  if (!text.includes('@')) text = text.replace(/(?<=[a-z0-9])\s?[©®]\s?(?=[a-z0-9])/gi, '@');
  if (!text.includes('@')) return text;
  text = text.replace(/\s*@\s*/g, '@').replace(/(?<=@\S*)\s+dot\s+/gi, '.');
  // "camille. laurent@", "acme-robotics. com": the spaces OCR put after or around a dot.
  text = text.replace(/(?<=[a-z0-9])\.\s+(?=[a-z0-9._%+-]*@)/gi, '.');
  text = text.replace(/(@[a-z0-9.-]*[a-z0-9])(?:\s+\.\s*|\.\s+)(?=[a-z]{2,}\b)/gi, '$1.');
  return text.replace(/(?<=[a-z0-9.@-])\|(?=[a-z0-9.@-]|$)/gi, 'l');
}

function mendEmail(email: string): string {
  const lower = email.toLowerCase().replace(/[.-]+$/, '');
  const dot = lower.lastIndexOf('.');
  const tld = lower.slice(dot + 1);
  return TLD_LOOKALIKES[tld] ? `${lower.slice(0, dot + 1)}${TLD_LOOKALIKES[tld]}` : lower;
}

/**
 * A run of phone-number characters: digits, and the letters OCR gives for them (O o for 0, l I |
 * for 1), with spaces, dots, dashes, slashes and brackets between. Not inside a word.
 */
const PHONE_RUN =
  /(?<![\p{L}\d])(?:\+\s?|\(\s?)?[\dOoIl|](?:[\dOoIl|\s()./-]*[\dOoIl|)])?(?![\p{L}\d])/gu;
const digitCount = (text: string) => (text.match(/\d/g) ?? []).length;

/** The line with O/o/l/I/| read as digits inside runs that are mostly digits already. */
function mendPhoneText(line: string): string {
  return line.replace(PHONE_RUN, (run) => {
    const digits = digitCount(run);
    const lookalikes = (run.match(/[OoIl|]/g) ?? []).length;
    if (digits < 6 || lookalikes > digits / 3) return run;
    return run.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
  });
}

function kindOf(prefix: string): PhoneKind {
  if (FAX_LABEL.test(prefix)) return 'fax';
  if (MOBILE_LABEL.test(prefix)) return 'mobile';
  return 'phone';
}

/** A label printed before a number: "Tel:", "T", "Mobile", "Fax", "Office", "Direct". */
const PHONE_LABEL =
  /(?:^|[\s|•·,;/])(?:tel|tél|telephone|telefon|telefono|teléfono|phone|ph|p|t|office|direct|d|work|main|fax|telefax|f|m|mob|mobile|mobil|móvil|cellulare|cell|cellular|handy|gsm|portable)\s*[:.]?\s*$/i;

function findPhones(
  line: string,
  defaultCountry: CountryCode | undefined,
): { phones: FoundPhone[]; rest: string } {
  const phones: FoundPhone[] = [];
  let rest = '';
  let from = 0;
  const found = findPhoneNumbersInText(line, defaultCountry ? { defaultCountry } : undefined);
  for (const match of found) {
    const before = line.slice(from, match.startsAt);
    phones.push({ value: match.number.formatInternational(), kind: kindOf(before) });
    rest += before.replace(PHONE_LABEL, ' ');
    from = match.endsAt;
  }
  rest += line.slice(from);
  // What libphonenumber could not place (no country known, or a digit misread): as printed, when
  // it is long enough to be a number and not a postcode or a house number.
  const unplaced = [...rest.matchAll(PHONE_RUN)].filter((run) => digitCount(run[0]) >= 8);
  for (const run of unplaced) {
    const before = rest.slice(0, run.index);
    phones.push({ value: run[0].trim().replace(/\s+/g, ' '), kind: kindOf(before) });
  }
  for (const run of unplaced.reverse()) {
    const start = run.index;
    const labelled = rest.slice(0, start).replace(PHONE_LABEL, ' ');
    rest = labelled + rest.slice(start + run[0].length);
  }
  return { phones, rest };
}

/** A web address: with a scheme, with www., or a bare domain under a common top-level domain. */
const WEBSITE =
  /(?<![\p{L}\d@.-])(?:(?:https?:\/\/)?www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+|https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+|[a-z0-9][a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|ai|app|dev|tech|info|biz|eu|de|uk|fr|nl|es|it|ch|at|be|jp|au|ca|us|se|no|dk|fi|pl|pt|ie|nz|sg|hk|in|br|mx|cz|lu))(?:\/[^\s,;]*)?(?![\p{L}\d@-])/giu;

function mendWebsiteText(line: string): string {
  return line
    .replace(/\b(www|https?:\/\/[a-z0-9-]+)\s*\.\s+(?=[a-z0-9])/gi, '$1.')
    .replace(/(?<=[a-z0-9./-])\|(?=[a-z0-9./-]|$)/gi, 'l');
}

function mendWebsite(address: string): string {
  const cut = address.replace(/[.,;:)]+$/, '');
  const slash = cut.search(/[^/]\/[^/]/);
  const host = slash === -1 ? cut : cut.slice(0, slash + 1);
  return host.toLowerCase() + (slash === -1 ? '' : cut.slice(slash + 1));
}

/** A label before an e-mail or a website ("E:", "Email", "W:", "Web:"), dropped with it. */
const TEXT_LABEL =
  /(?:^|(?<=[\s|•·,;/]))(?:e|e-?mail|mail|w|web|website|url|internet)\s*[:.]?(?=\s|$)/gi;

/** The contact data of one line, and what remains of it. */
export function readLineContacts(
  line: string,
  defaultCountry: CountryCode | undefined,
): LineContacts {
  const emails: string[] = [];
  const websites: string[] = [];
  let rest = mendEmailText(line).replace(EMAIL, (email) => {
    emails.push(mendEmail(email));
    return ' ';
  });
  rest = mendWebsiteText(rest).replace(WEBSITE, (site) => {
    websites.push(mendWebsite(site));
    return ' ';
  });
  const found = findPhones(mendPhoneText(rest), defaultCountry);
  const phones = found.phones;
  rest = emails.length + websites.length + phones.length > 0 ? found.rest : line;
  if (emails.length + websites.length > 0) rest = rest.replace(TEXT_LABEL, ' ');
  return { emails, phones, websites, rest: rest.replace(/\s+/g, ' ').trim() };
}
