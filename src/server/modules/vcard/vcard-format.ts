import { isHttpUrl } from '#shared/schemas/web-url';

/**
 * Unicode line and paragraph separators and NEL (U+2028, U+2029, U+0085): not line breaks to
 * RFC 6350, but some address books and JavaScript parsers end a line at them, which would let a
 * value start a property of its own. They carry no meaning in a contact field, so they go.
 */
const UNICODE_LINE_BREAKS = /[\u2028\u2029\u0085]/g;

/** Any line break, for values that are not escaped: such a value would start a property. */
const ANY_LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

/**
 * A field's value as it goes into the card: without those separators and trimmed, so a value
 * made only of them and spaces counts as empty (and adds no empty property).
 */
export function cleanText(value: string | null | undefined): string {
  return (value ?? '').replace(UNICODE_LINE_BREAKS, '').trim();
}

/**
 * RFC 6350 §3.4 text escaping: backslash, comma and line breaks always; semicolons only inside
 * structured values (N, ADR, ORG), where they separate components — escaping them elsewhere
 * leaves a visible backslash in some address books.
 */
export function escapeText(value: string, structured = false): string {
  const escaped = value
    .replace(UNICODE_LINE_BREAKS, '')
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,');
  return structured ? escaped.replace(/;/g, '\\;') : escaped;
}

/**
 * Folds a content line at 75 octets (RFC 6350 §3.2) without splitting a UTF-8 character;
 * continuation lines start with one space. Lines end with CRLF.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (currentBytes + size > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    currentBytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The value as a URL property's value, or null: http(s) only (isHttpUrl, which also refuses
 * control characters) and no Unicode line separator. A URI is not escaped as text (a backslash
 * would end up in the link), so this check is what keeps it to one property.
 */
function httpAddress(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || ANY_LINE_BREAK.test(trimmed) || !isHttpUrl(trimmed)) return null;
  return trimmed;
}

export class VCardBuilder {
  private readonly lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  /** How many `itemN.` groups (labelled URLs) the card has so far. */
  private groups = 0;

  /** Adds `NAME[;PARAMS]:value` with the value escaped; empty values add nothing. */
  text(name: string, value: string | null | undefined, params = ''): this {
    const cleaned = cleanText(value);
    if (cleaned) this.lines.push(`${name}${params}:${escapeText(cleaned)}`);
    return this;
  }

  /** A structured value (N, ADR): each component escaped; all-empty adds nothing. */
  structured(name: string, components: Array<string | null | undefined>, params = ''): this {
    const cleaned = components.map(cleanText);
    if (cleaned.some(Boolean))
      this.lines.push(`${name}${params}:${cleaned.map((c) => escapeText(c, true)).join(';')}`);
    return this;
  }

  /** A value that is already safe (a fixed token, base64); web addresses go through webAddress(). */
  raw(name: string, value: string | null | undefined, params = ''): this {
    const trimmed = value?.trim();
    if (trimmed && !ANY_LINE_BREAK.test(trimmed)) this.lines.push(`${name}${params}:${trimmed}`);
    return this;
  }

  /**
   * `URL[;PARAMS]:value` for an http(s) address only (what the card's schema accepts on save); a
   * stored value that is not one (a line break, another scheme) adds nothing.
   */
  webAddress(value: string | null | undefined, params = ''): this {
    const address = httpAddress(value);
    if (address) this.lines.push(`URL${params}:${address}`);
    return this;
  }

  /**
   * A URL with a label of its own, in Apple's grouped form: `itemN.URL[;PARAMS]:value` and then
   * `itemN.X-ABLabel:label`. iOS shows the label beside the link; Android's importer reads the
   * URL (it skips the group name and the label) and keeps it as a website (decision 027).
   */
  labelledUrl(value: string | null | undefined, label: string, params = ''): this {
    const address = httpAddress(value);
    if (!address) return this;
    this.groups += 1;
    this.lines.push(`item${this.groups}.URL${params}:${address}`);
    return this.text(`item${this.groups}.X-ABLabel`, label);
  }

  toString(): string {
    return [...this.lines, 'END:VCARD'].map(foldLine).join('\r\n') + '\r\n';
  }
}
