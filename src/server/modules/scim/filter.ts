import { COPY } from '#shared/copy';
import { ScimError } from './scim-errors';

/**
 * The `filter` of GET /Users and /Groups (RFC 7644 3.4.2.2), for the forms the identity
 * providers send and no more (decision 066):
 *
 *   filter     = comparison *( "and" comparison )
 *   comparison = attrPath "eq" value
 *   attrPath   = attr [ "[" attr "eq" value "]" ] [ "." attr ]
 *   value      = a JSON string, true, false, null or a number
 *
 * Attribute names and `and`/`eq` are case-insensitive (RFC 7643 2.1); an attribute may carry
 * its core schema's URN. Any other form (`or`, `not`, `co`, `sw`, parentheses, ...) is 400
 * `invalidFilter`: a provider that gets it knows to ask otherwise, where a filter read wrongly
 * would answer the wrong people.
 */

export type FilterValue = string | number | boolean | null;

export interface Comparison {
  /** The attribute, lowercased, with its sub-attribute: `username`, `emails.value`. */
  attr: string;
  /** The value filter in brackets (`emails[type eq "work"]`), lowercased attribute. */
  where?: { attr: string; value: FilterValue };
  value: FilterValue;
}

const MAX_FILTER_LENGTH = 1_000;
const CORE_URN = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

function refuse(): never {
  throw new ScimError('BAD_REQUEST', COPY.scimInvalidFilter, 'invalidFilter');
}

/** Strings (JSON, with their escapes), brackets, and words (anything else up to a space). */
function tokenize(filter: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|\[|\]|[^\s[\]"]+)/y;
  let at = 0;
  while (at < filter.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(filter);
    if (!match) {
      if (filter.slice(at).trim() === '') break;
      refuse();
    }
    tokens.push(match[1]!);
    at = pattern.lastIndex;
  }
  return tokens;
}

function valueOf(token: string | undefined): FilterValue {
  if (token === undefined) refuse();
  if (token.startsWith('"')) {
    try {
      return JSON.parse(token) as string;
    } catch {
      refuse();
    }
  }
  const lower = token.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(token)) return Number(token);
  refuse();
}

const ATTR = /^[A-Za-z][\w$-]*$/;

function attrName(token: string | undefined): string {
  const name = token ?? '';
  if (!ATTR.test(name)) refuse();
  return name.toLowerCase();
}

/** Parses a filter into its comparisons, all of which must hold. */
export function parseFilter(filter: string): Comparison[] {
  if (filter.length > MAX_FILTER_LENGTH) refuse();
  const tokens = tokenize(filter);
  const comparisons: Comparison[] = [];
  let i = 0;
  const expectWord = (word: string) => {
    if (tokens[i]?.toLowerCase() !== word) refuse();
    i += 1;
  };
  for (;;) {
    const head = (tokens[i++] ?? '').replace(CORE_URN, '');
    // `emails.value` in one word, or `emails` then `[...]` then `.value`.
    const [base, sub, ...rest] = head.split('.');
    if (rest.length > 0) refuse();
    let attr = attrName(base);
    let where: Comparison['where'];
    if (tokens[i] === '[') {
      if (sub !== undefined) refuse();
      i += 1;
      const whereAttr = attrName(tokens[i++]);
      expectWord('eq');
      where = { attr: whereAttr, value: valueOf(tokens[i++]) };
      if (tokens[i++] !== ']') refuse();
      if (tokens[i]?.startsWith('.')) attr += `.${attrName(tokens[i++]!.slice(1))}`;
    } else if (sub !== undefined) {
      attr += `.${attrName(sub)}`;
    }
    expectWord('eq');
    comparisons.push({ attr, ...(where ? { where } : {}), value: valueOf(tokens[i++]) });
    if (i === tokens.length) return comparisons;
    expectWord('and');
  }
}
