import { noteOf, splitFullName, type ScanFields } from './scan-fields';

/**
 * A vCard (2.1, 3.0 or 4.0) read into the capture form's fields: the first card of the text,
 * its lines unfolded, quoted-printable values decoded in their CHARSET, escapes undone. The
 * name from N (given, family), else FN split; the preferred e-mail and phone (a work address
 * before a home one; a mobile, then a work number; never a fax or pager), the organisation's
 * first component, the title (else the role); websites, the address, further phones and
 * e-mails and the card's NOTE go into the note. Nothing is cleaned or capped here: the caller
 * does that for every kind of scan alike (scan-fields.ts).
 */
export function readVCard(text: string): Partial<ScanFields> | null {
  const card = properties(text);
  if (!card) return null;
  const first = (name: string) => card.find((property) => property.name === name);
  const all = (name: string) => card.filter((property) => property.name === name);

  const org = first('ORG');
  const company = org ? components(org.value)[0]! : '';
  const name = nameOf(first('N'), first('FN'), company);
  const emails = ranked(all('EMAIL'), emailRank).map((p) =>
    unescape(p.value).replace(/^mailto:/i, ''),
  );
  const phones = ranked(all('TEL'), phoneRank).map((p) => phoneValue(p.value));
  const websites = ranked(all('URL'), (p) => (hasType(p, 'work') ? 1 : 0)).map((p) => p.value);
  const address = ranked(all('ADR'), (p) => (hasType(p, 'work') ? 1 : 0))[0];
  const note = all('NOTE')
    .map((property) => unescape(property.value))
    .join('\n');
  return {
    ...name,
    email: emails[0] ?? '',
    phone: phones[0] ?? '',
    company,
    title: unescape((first('TITLE') ?? first('ROLE'))?.value ?? ''),
    note: noteOf({
      websites: websites.map(unescape),
      address: address ? addressOf(address.value) : '',
      phones: phones.slice(1),
      emails: emails.slice(1),
      text: note,
    }),
  };
}

interface Property {
  /** Upper case, without its group (`item1.`). */
  name: string;
  /** TYPE values in lower case, from `TYPE=a,b`, `type=a;type=b` and 2.1's bare `WORK;VOICE`. */
  types: string[];
  /** The value, quoted-printable decoded; its escapes (`\,` `\;` `\n`) still in place. */
  value: string;
}

/** The properties of the first vCard in `text`, or null when it holds none. */
function properties(text: string): Property[] | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const begin = lines.findIndex((line) => /^\s*BEGIN:VCARD\s*$/i.test(line));
  if (begin === -1) return null;
  const end = lines.findIndex((line, index) => index > begin && /^END:VCARD\s*$/i.test(line));
  const body = lines.slice(begin + 1, end === -1 ? undefined : end);
  // 2.1 keeps the white space a folded line starts with; 3.0 and 4.0 drop one character of it.
  const is21 = body.some((line) => /^VERSION:\s*2\.1\s*$/i.test(line));
  const result: Property[] = [];
  for (const line of unfold(body, is21)) {
    const property = parseLine(line);
    if (property) result.push(property);
  }
  return result;
}

/** Whether the property's head (before its value) says its value is quoted-printable. */
function isQuotedPrintable(line: string): boolean {
  const head = line.slice(0, headEnd(line));
  return /(?:^|;)(?:ENCODING=)?QUOTED-PRINTABLE(?:;|$)/i.test(head);
}

/** Logical lines: folded lines joined, and quoted-printable soft line breaks (`=` at the end). */
function unfold(lines: string[], is21: boolean): string[] {
  const logical: string[] = [];
  for (const line of lines) {
    const last = logical.length - 1;
    if (last >= 0 && logical[last]!.endsWith('=') && isQuotedPrintable(logical[last]!)) {
      logical[last] = logical[last]!.slice(0, -1) + line.replace(/^[ \t]+/, '');
    } else if (last >= 0 && /^[ \t]/.test(line)) {
      logical[last] += is21 ? line : line.slice(1);
    } else if (line.trim()) {
      logical.push(line);
    }
  }
  return logical;
}

/** Where a line's head ends: its first colon outside a quoted parameter value (-1: none). */
function headEnd(line: string): number {
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const ch = line[index];
    if (ch === '"') quoted = !quoted;
    else if (ch === ':' && !quoted) return index;
  }
  return -1;
}

/** Splits on `separator` outside double quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function parseLine(line: string): Property | null {
  const colon = headEnd(line);
  if (colon <= 0) return null;
  const [nameWithGroup = '', ...params] = splitOutsideQuotes(line.slice(0, colon), ';');
  const name = nameWithGroup.split('.').at(-1)!.trim().toUpperCase();
  const types: string[] = [];
  let encoding = '';
  let charset = '';
  for (const param of params) {
    const equals = param.indexOf('=');
    const key = equals === -1 ? '' : param.slice(0, equals).trim().toUpperCase();
    const raw = (equals === -1 ? param : param.slice(equals + 1)).trim().replace(/^"|"$/g, '');
    if (key === 'ENCODING' || (!key && /^(?:QUOTED-PRINTABLE|BASE64|B)$/i.test(raw))) {
      encoding = raw.toUpperCase();
    } else if (key === 'CHARSET') charset = raw;
    else if (key === 'TYPE' || !key) types.push(...raw.toLowerCase().split(','));
    else if (key === 'PREF') types.push('pref');
  }
  // A photo or a key inline: binary, never a field.
  if (encoding === 'BASE64' || encoding === 'B') return null;
  const rawValue = line.slice(colon + 1);
  const value =
    encoding === 'QUOTED-PRINTABLE' ? decodeQuotedPrintable(rawValue, charset) : rawValue;
  return { name, types: types.map((type) => type.trim()).filter(Boolean), value };
}

/** `=C3=BC` and its kind: bytes in `charset` (UTF-8 when absent or unknown) made text. */
function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value[index] === '=' ? value.slice(index + 1, index + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      // Characters outside ASCII (a writer that did not encode them) as their UTF-8 bytes.
      bytes.push(...new TextEncoder().encode(value[index]));
    }
  }
  const data = new Uint8Array(bytes);
  try {
    return new TextDecoder(charset || 'utf-8', { fatal: true }).decode(data);
  } catch {
    // An unknown label, or bytes that are not UTF-8: Latin-1 as Windows writes it.
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** A structured value's components (split on unescaped `;`), each unescaped. */
function components(value: string): string[] {
  return splitUnescaped(value, ';').map(unescape);
}

/** Splits on `separator` where no backslash escapes it; the escapes are left for `unescape`. */
function splitUnescaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index += 1) {
    const ch = value[index]!;
    if (ch === '\\' && index + 1 < value.length) {
      current += ch + value[index + 1];
      index += 1;
    } else if (ch === separator) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** `\n` `\N` a line break; `\,` `\;` `\:` `\\` the character; another escape left as written. */
function unescape(value: string): string {
  return value.replace(/\\([nN,;:\\])/g, (_match, ch: string) =>
    ch === 'n' || ch === 'N' ? '\n' : ch,
  );
}

function nameOf(
  n: Property | undefined,
  fn: Property | undefined,
  company: string,
): { firstName: string; lastName: string } {
  if (n) {
    // Family; given; middle; prefix; suffix. Only the given name is the first name: the
    // middle names are not what a follow-up e-mail greets.
    const [family = '', given = ''] = splitUnescaped(n.value, ';');
    // A component's values are comma-separated: two given names are one first name.
    const words = (part: string) => splitUnescaped(part, ',').map(unescape).join(' ').trim();
    const name = { firstName: words(given), lastName: words(family) };
    if (name.firstName || name.lastName) return name;
  }
  const full = fn ? unescape(fn.value).trim() : '';
  // A company's own card names the company, not a person.
  if (!full || full === company) return { firstName: '', lastName: '' };
  return splitFullName(full);
}

function hasType(property: Property, type: string): boolean {
  return property.types.includes(type);
}

/** Highest rank first; the card's own order among equals; a rank below 0 is left out. */
function ranked(list: Property[], rank: (property: Property) => number): Property[] {
  return list
    .map((property, index) => ({
      property,
      index,
      rank: rank(property) + (hasType(property, 'pref') ? 0.5 : 0),
    }))
    .filter((entry) => entry.rank >= 0 && entry.property.value.trim() !== '')
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((entry) => entry.property);
}

function emailRank(property: Property): number {
  if (hasType(property, 'work')) return 2;
  return hasType(property, 'home') ? 0 : 1;
}

/** A mobile, then a work number, then any voice number; fax, pager and modem numbers never. */
function phoneRank(property: Property): number {
  const types = property.types;
  if (['fax', 'pager', 'modem', 'tty', 'textphone'].some((type) => types.includes(type))) {
    return -1;
  }
  if (types.some((type) => ['cell', 'mobile', 'iphone', 'x-mobile'].includes(type))) return 3;
  if (hasType(property, 'work') || hasType(property, 'main')) return 2;
  return hasType(property, 'home') ? 0 : 1;
}

/** 4.0's `tel:+1-555-0100;ext=12` as people write it: `+1-555-0100 ext. 12`. */
function phoneValue(value: string): string {
  const number = unescape(value).replace(/^tel:/i, '');
  const [main = '', ...params] = number.split(';');
  const ext = params.find((param) => /^ext=/i.test(param));
  return ext ? `${main} ext. ${ext.slice(4)}` : main;
}

/** ADR's components (box, extended, street, city, region, postcode, country) on one line. */
function addressOf(value: string): string {
  const [
    box = '',
    extended = '',
    street = '',
    city = '',
    region = '',
    postcode = '',
    country = '',
  ] = components(value).map((part) => part.replace(/\s*\n\s*/g, ', ').trim());
  return [box, extended, street, [postcode, city].filter(Boolean).join(' '), region, country]
    .filter(Boolean)
    .join(', ');
}
