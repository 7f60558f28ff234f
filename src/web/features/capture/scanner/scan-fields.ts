import { COPY } from '#shared/copy';
import { LEAD_NOTE_MAX_LENGTH } from '#shared/schemas/leads';

/**
 * The capture form's fields a scan fills, with the longest value `POST /api/leads` takes for each
 * (src/shared/schemas/capture.ts): a scan never hands the form more than the API would store.
 */
export const SCAN_FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 100,
  title: 100,
  note: LEAD_NOTE_MAX_LENGTH,
} as const;

export type ScanFieldName = keyof typeof SCAN_FIELD_LIMITS;
export type ScanFields = Record<ScanFieldName, string>;

export const SCAN_FIELD_NAMES = Object.keys(SCAN_FIELD_LIMITS) as ScanFieldName[];

export function emptyScanFields(): ScanFields {
  return { firstName: '', lastName: '', email: '', phone: '', company: '', title: '', note: '' };
}

/**
 * What a QR code or a photo never puts in a field: C0 and C1 control characters and DEL, the
 * byte-order mark, and the bidirectional overrides and isolates that make text display in an
 * order other than the one stored (a name that reads as something else). Line breaks and tabs
 * are handled by the callers: a note keeps its lines, a one-line field gets spaces.
 */
const UNWANTED =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufeff\u202a-\u202e\u2066-\u2069]/g;

/** At most `max` characters, never cutting a character that takes two UTF-16 units in half. */
function capped(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** One line: controls dropped, any run of white space (line breaks too) one space, trimmed, capped. */
export function cleanLine(value: string, max: number): string {
  return capped(value.replace(UNWANTED, '').replace(/\s+/g, ' ').trim(), max).trim();
}

/** A note: its lines kept (CRLF and CR made LF), controls dropped, at most one blank line, capped. */
export function cleanNote(value: string, max: number = SCAN_FIELD_LIMITS.note): string {
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(UNWANTED, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return capped(text, max).trim();
}

/** Every field cleaned and capped to what the API takes; missing ones empty. */
export function cleanScanFields(fields: Partial<ScanFields>): ScanFields {
  const clean = emptyScanFields();
  for (const name of SCAN_FIELD_NAMES) {
    const value = fields[name] ?? '';
    clean[name] = name === 'note' ? cleanNote(value) : cleanLine(value, SCAN_FIELD_LIMITS[name]);
  }
  return clean;
}

/** Whether a scan read anything at all. */
export function hasAnyField(fields: ScanFields): boolean {
  return SCAN_FIELD_NAMES.some((name) => fields[name] !== '');
}

/** What the form has no field for, kept in the note as `Label: value` lines. */
export interface NoteExtras {
  websites?: string[];
  address?: string;
  phones?: string[];
  emails?: string[];
  /** The address of the digital card the contact came from. */
  card?: string;
  /** Free text: the vCard's NOTE, a QR's plain text. */
  text?: string;
}

/** The labels of the note's lines: the words of the form's own fields where there is one. */
const NOTE_LABELS = {
  website: COPY.capUiWebsite,
  address: COPY.capUiAddress,
  phone: COPY.appPhone,
  email: COPY.appEmail,
  card: COPY.appCard,
} as const;

/** The note a scan makes: one `Label: value` line per extra, then the free text. */
export function noteOf(extras: NoteExtras): string {
  const lines: string[] = [];
  const add = (label: string, values: readonly (string | undefined)[] = []) => {
    for (const value of new Set(values)) if (value?.trim()) lines.push(`${label}: ${value.trim()}`);
  };
  add(NOTE_LABELS.card, [extras.card]);
  add(NOTE_LABELS.website, extras.websites);
  add(NOTE_LABELS.address, [extras.address]);
  add(NOTE_LABELS.phone, extras.phones);
  add(NOTE_LABELS.email, extras.emails);
  if (extras.text?.trim()) lines.push(extras.text.trim());
  return lines.join('\n');
}

/** Courtesy titles before a name, left out of the first name. */
const HONORIFICS = /^(?:dr|mr|mrs|ms|mx|miss|prof|sir|dame|herr|frau|mme|mlle)\.?$/i;
/** Degrees and generations after a name ('Jane Doe, PhD'), left out of the last name. */
const SUFFIXES = /^(?:phd|ph\.d\.|md|m\.d\.|mba|cpa|esq\.?|jr\.?|sr\.?|ii|iii|iv|dds|msc|bsc|pe)$/i;
/** Words that belong to the family name that follows them: 'van Beethoven', 'de la Cruz'. */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'al',
  'el',
]);

/**
 * A full name on one line split into first and last: 'Jane Q. Doe' is Jane Q. / Doe, 'Ludwig van
 * Beethoven' is Ludwig / van Beethoven, 'Doe, Jane' is Jane / Doe, and a single word is a first
 * name. Courtesy titles and degrees are left out.
 */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  let text = full.replace(/\s+/g, ' ').trim();
  const comma = text.split(/\s*,\s*/);
  if (comma.length > 1) {
    const rest = comma.slice(1).filter((part) => !SUFFIXES.test(part.replace(/\s+/g, '')));
    // 'Doe, Jane': the family name, then the given names.
    if (rest.length === 1) return { firstName: rest[0]!, lastName: comma[0]! };
    text = [comma[0], ...rest].join(', ');
  }
  const words = text.split(' ').filter(Boolean);
  while (words.length > 1 && HONORIFICS.test(words[0]!)) words.shift();
  while (words.length > 1 && SUFFIXES.test(words.at(-1)!.replace(/,$/, ''))) words.pop();
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0]!, lastName: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  return {
    firstName: words.slice(0, start).join(' ').replace(/,$/, ''),
    lastName: words.slice(start).join(' '),
  };
}
