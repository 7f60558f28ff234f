import { noteOf, splitFullName, type ScanFields } from './scan-fields';

/**
 * A MeCard (`MECARD:N:Doe,Jane;TEL:...;EMAIL:...;;`, what badge printers and phones' QR
 * generators write) or its older cousin BIZCARD (`BIZCARD:N:Jane;X:Doe;T:...;C:...;;`), read
 * into the capture form's fields. Fields end at an unescaped `;`; `\;` `\:` `\,` `\\` are the
 * characters. The first TEL and EMAIL fill the form, the others, URL, ADR and NOTE go into the
 * note. Cleaned and capped by the caller, as every scan is.
 */
export function readMeCard(text: string): Partial<ScanFields> | null {
  const match = /^\s*(MECARD|BIZCARD):/i.exec(text);
  if (!match) return null;
  // Values still escaped: MeCard's N splits on an unescaped comma.
  const raw = new Map<string, string[]>();
  for (const field of splitUnescaped(text.slice(match[0].length), ';')) {
    const colon = indexUnescaped(field, ':');
    if (colon <= 0) continue;
    const key = field.slice(0, colon).trim().toUpperCase();
    const value = field.slice(colon + 1).trim();
    if (value) raw.set(key, [...(raw.get(key) ?? []), value]);
  }
  const fields = new Map([...raw].map(([key, values]) => [key, values.map(unescape)]));
  const one = (key: string) => fields.get(key)?.[0] ?? '';
  return match[1]!.toUpperCase() === 'MECARD'
    ? { ...fromMeCard(fields, one), ...meCardName(raw.get('N')?.[0] ?? '') }
    : fromBizCard(fields, one);
}

function fromMeCard(
  fields: Map<string, string[]>,
  one: (key: string) => string,
): Partial<ScanFields> {
  const phones = fields.get('TEL') ?? [];
  const emails = fields.get('EMAIL') ?? [];
  return {
    email: emails[0] ?? '',
    phone: phones[0] ?? '',
    company: one('ORG'),
    title: one('TITLE'),
    note: noteOf({
      websites: fields.get('URL'),
      address: one('ADR'),
      phones: phones.slice(1),
      emails: emails.slice(1),
      text: (fields.get('NOTE') ?? []).join('\n'),
    }),
  };
}

/** BIZCARD: N first name, X last name, T title, C company, A address, B work, M mobile, E e-mail. */
function fromBizCard(
  fields: Map<string, string[]>,
  one: (key: string) => string,
): Partial<ScanFields> {
  // F is a fax: never the phone.
  const phones = [...(fields.get('M') ?? []), ...(fields.get('B') ?? [])];
  return {
    firstName: one('N'),
    lastName: one('X'),
    email: one('E'),
    phone: phones[0] ?? '',
    company: one('C'),
    title: one('T'),
    note: noteOf({ address: one('A'), phones: phones.slice(1) }),
  };
}

/** MeCard's N is `Last,First`; a name written without the comma is split as a full name. */
function meCardName(name: string): { firstName: string; lastName: string } {
  const comma = indexUnescaped(name, ',');
  if (comma === -1) return splitFullName(unescape(name));
  return {
    firstName: unescape(name.slice(comma + 1)).trim(),
    lastName: unescape(name.slice(0, comma)).trim(),
  };
}

function indexUnescaped(text: string, ch: string): number {
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === ch) return index;
  }
  return -1;
}

function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let rest = text;
  for (let at = indexUnescaped(rest, separator); at !== -1; at = indexUnescaped(rest, separator)) {
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  parts.push(rest);
  return parts;
}

function unescape(value: string): string {
  return value.replace(/\\([\\;:,"])/g, '$1');
}
