import type { CountryCode } from 'libphonenumber-js/max';
import type { ScannedFields } from '#shared/schemas/capture';
import { readLineContacts, type FoundPhone } from './card-contacts';
import {
  FIELD_LABEL,
  FREE_MAIL_DOMAINS,
  HONORIFICS,
  hasJobWord,
  hasLegalSuffix,
  looksLikeAddress,
  NAME_SUFFIXES,
  SECOND_LEVEL_LABELS,
  SURNAME_PARTICLES,
} from './card-words';

/**
 * A business card's fields from the text OCR read off it (docs/product.md#capture): the contact
 * data by their form, then the person's name and title by position and form, the company by its
 * legal form or as the line left over (else its domain's name), and the address by its street
 * words and postcodes. Pure: the same text, the same fields.
 */
export function parseCardText(
  text: string,
  options: { defaultCountry?: CountryCode } = {},
): ScannedFields {
  const lines = splitLines(text);
  const emails: string[] = [];
  const websites: string[] = [];
  const phones: FoundPhone[] = [];
  /** The lines that are still to be told apart, with their place on the card. */
  const plain: Array<{ text: string; index: number }> = [];
  const addressLines: string[] = [];
  lines.forEach((line, index) => {
    const contacts = readLineContacts(line, options.defaultCountry);
    emails.push(...contacts.emails);
    websites.push(...contacts.websites);
    phones.push(...contacts.phones);
    const rest = contacts.rest.replace(FIELD_LABEL, '').trim();
    if (!/\p{L}{2}/u.test(rest)) return;
    if (looksLikeAddress(rest) && !hasLegalSuffix(rest)) addressLines.push(rest);
    else plain.push({ text: rest, index });
  });
  const email = emails[0] ?? '';
  const website = websites.find((site) => !SOCIAL.test(hostOf(site))) ?? websites[0] ?? '';

  const name = pickName(plain, email);
  const others = plain.filter((line) => line !== name?.line);
  const titleLine = others.find((line) => hasJobWord(line.text) && !hasLegalSuffix(line.text));
  const rest = others.filter((line) => line !== titleLine);
  const company = pickCompany(rest, { email, website, nameIndex: name?.line.index });
  return {
    firstName: name?.firstName ?? '',
    lastName: name?.lastName ?? '',
    email,
    phone: pickPhone(phones),
    company,
    title: titleLine?.text ?? '',
    website,
    address: addressLines.join(', '),
  };
}

/** A social network's address: the person's profile, not their company's site. */
const SOCIAL =
  /^(?:[a-z]{2}\.)?(?:linkedin|twitter|x|facebook|instagram|xing|github|youtube)\.com$/;

/**
 * The card's lines: trimmed, single-spaced, and split where a card prints several items on one
 * line ("T +1 555 0100 | jane@acme.com", with '|', '•' or '·' between spaces).
 */
function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/\s+[|•·]\s+/))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}\d]{2}/u.test(line));
}

/** A mobile before a landline; never a fax. */
function pickPhone(phones: FoundPhone[]): string {
  const mobile = phones.find((phone) => phone.kind === 'mobile');
  return (mobile ?? phones.find((phone) => phone.kind === 'phone'))?.value ?? '';
}

function hostOf(site: string): string {
  return site
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

interface NameLine {
  line: { text: string; index: number };
  firstName: string;
  lastName: string;
}

/** A word of a name: capitalised ("Jane", "O'Neil", "Smith-Jones", "JANE"), or an initial. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;

/** The words of a line that could be a person's name, without courtesy titles and degrees. */
function nameWords(text: string): string[] | undefined {
  if (/[\d@/:]/.test(text) || hasLegalSuffix(text) || hasJobWord(text)) return undefined;
  const [head = ''] = text.split(',');
  const words = head
    .split(' ')
    .filter((word) => !HONORIFICS.test(word) && !NAME_SUFFIXES.test(word));
  if (words.length < 2 || words.length > 4) return undefined;
  const fits = words.every(
    (word, i) => NAME_WORD.test(word) || (i > 0 && SURNAME_PARTICLES.has(word.toLowerCase())),
  );
  return fits && NAME_WORD.test(words.at(-1)!) ? words : undefined;
}

/** "JANE DOE" as "Jane Doe"; a name printed in mixed case stays as it is. */
function asPrinted(word: string): string {
  if (word !== word.toUpperCase() || word.length < 2) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, sep, c: string) => sep + c.toUpperCase());
}

/** The first name, then the surname from its first particle ("Sanne de Vries") or last word. */
function splitName(words: string[]): { firstName: string; lastName: string } {
  const particle = words.findIndex((word, i) => i > 0 && SURNAME_PARTICLES.has(word.toLowerCase()));
  const cut = particle > 0 ? particle : words.length - 1;
  const cased = words.map((word) =>
    SURNAME_PARTICLES.has(word.toLowerCase()) ? word : asPrinted(word),
  );
  return { firstName: cased.slice(0, cut).join(' '), lastName: cased.slice(cut).join(' ') };
}

/**
 * The person's name: a line of two to four capitalised words, no company and no job, the nearer
 * the top the likelier, and certain when the e-mail's local part spells it ("k.schneider").
 */
function pickName(
  lines: Array<{ text: string; index: number }>,
  email: string,
): NameLine | undefined {
  const local = fold(email.split('@')[0] ?? '');
  let best: { score: number; name: NameLine } | undefined;
  for (const [order, line] of lines.entries()) {
    const words = nameWords(line.text);
    if (!words) continue;
    const name = { line, ...splitName(words) };
    const last = fold(name.lastName);
    const first = fold(name.firstName);
    let score = 10 - order;
    if (local && last.length > 1 && local.includes(last)) score += 20;
    if (local && first.length > 1 && local.includes(first)) score += 10;
    if (!best || score > best.score) best = { score, name };
  }
  return best?.name;
}

/**
 * The company: the line with a legal form; else the line that spells the e-mail's or website's
 * domain; else the one line left over; else that domain's name ("acme-robotics.com" is "Acme
 * Robotics"; a free mail domain names no company); else, of several lines left over, the one
 * nearest the name.
 */
function pickCompany(
  lines: Array<{ text: string; index: number }>,
  { email, website, nameIndex }: { email: string; website: string; nameIndex: number | undefined },
): string {
  const legal = lines.find((line) => hasLegalSuffix(line.text));
  if (legal) return legal.text;
  const domains = [email.split('@')[1] ?? '', hostOf(website)].filter(
    (domain) => domain && !FREE_MAIL_DOMAINS.has(domain),
  );
  const labels = domains.map(companyLabel).filter((label) => label.length > 2);
  const spelled = lines.find((line) =>
    labels.some((label) => fold(line.text).includes(fold(label))),
  );
  if (spelled) return spelled.text;
  const leftover = lines.filter(
    (line) => line.text.split(' ').length <= 5 && /^\p{Lu}/u.test(line.text),
  );
  if (leftover.length === 1) return leftover[0]!.text;
  const label = labels[0];
  if (label) {
    return label
      .split('-')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ');
  }
  const near = [...leftover].sort(
    (a, b) => Math.abs(a.index - (nameIndex ?? 0)) - Math.abs(b.index - (nameIndex ?? 0)),
  );
  return near[0]?.text ?? '';
}

/** The label a company registered: "acme-robotics" of acme-robotics.com or of bennetthale.co.uk. */
function companyLabel(domain: string): string {
  const labels = domain.split('.');
  labels.pop();
  while (labels.length > 1 && SECOND_LEVEL_LABELS.has(labels.at(-1)!)) labels.pop();
  return labels.at(-1) ?? '';
}
