import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '#shared/routes';

const APP = 'https://app.example';

/**
 * True when navigating to `path` keeps the browser on the app's origin. With `decodeOnce`, this
 * must also hold after one more percent-decode (a later layer that decodes must not find "//").
 */
function staysOnApp(path: string, decodeOnce = false): boolean {
  let candidate = path;
  if (decodeOnce) {
    try {
      candidate = decodeURIComponent(path);
    } catch {
      // Not decodable: a browser keeps it as it is.
    }
  }
  return (
    candidate.startsWith('/') &&
    !/^\/[/\\]/.test(candidate) &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(candidate) &&
    new URL(candidate, APP).origin === APP
  );
}

/** `from` values an attacker puts in /login?from=... to send a fresh session elsewhere. */
const HOSTILE = [
  // protocol-relative
  '//evil.example',
  '//evil.example/login',
  '///evil.example',
  '////evil.example',
  '//evil.example@app.example',
  '//%65vil.example',
  // backslashes, which browsers read as slashes
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\\\evil.example',
  // absolute URLs and script schemes, in any case and with leading junk
  'https://evil.example',
  'http://evil.example/profile',
  'HTTPS://EVIL.EXAMPLE',
  'hTtPs://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'ftp://evil.example',
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  // percent-encoded slashes and backslashes that a later decode turns into "//"
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5C%5Cevil.example',
  '/%5cevil.example',
  '%2F%2Fevil.example',
  // tab, newline and other control characters that URL parsers strip
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '/\u0000/evil.example',
  '/\u000b/evil.example',
  '/\u007f/evil.example',
  // dot segments that normalise into "//"
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/cards/%2e%2e/%2e%2e//evil.example',
  '/./\\evil.example',
  // not a path at all
  '',
  ' ',
  'evil.example',
  'profile',
  '.',
  '?from=//evil.example',
  '#//evil.example',
  '@evil.example',
];

const LEGITIMATE: Array<[string, string]> = [
  ['/', '/'],
  ['/profile', '/profile'],
  ['/settings', '/settings'],
  ['/cards/3/edit', '/cards/3/edit'],
  ['/cards/3/edit?tab=card#qr', '/cards/3/edit?tab=card#qr'],
  ['/cards/12/profile/edit', '/cards/12/profile/edit'],
  ['/subscribe/confirmation', '/subscribe/confirmation'],
  ['/messages?cardId=4', '/messages?cardId=4'],
  ['/u/grace-hopper', '/u/grace-hopper'],
  ['/profile?next=%2F%2Fevil', '/profile?next=%2F%2Fevil'],
  ['/u/Gr%C3%A4ce', '/u/Gr%C3%A4ce'],
];

describe('safeRedirectPath (login ?from=)', () => {
  it.each(HOSTILE)('sends %j home', (from) => {
    expect(safeRedirectPath(from)).toBe('/');
  });

  it.each([null, undefined])('sends %j home', (from) => {
    expect(safeRedirectPath(from)).toBe('/');
  });

  it.each(LEGITIMATE)('keeps the same-site path %j', (from, expected) => {
    expect(safeRedirectPath(from)).toBe(expected);
    expect(staysOnApp(expected, true)).toBe(true);
  });

  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%25',
    '@',
    ':',
    '?',
    '#',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u3000',
    'evil.example',
    'https:',
    'javascript:',
    'a',
    'cards',
  );
  /** Paths made of segments that URL normalisation treats specially. */
  const segment = fc.constantFrom(
    '',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    'a',
    'cards',
    'evil.example',
    '\\',
    '%2f',
    '%5c',
    '\t',
    '@evil.example',
    ':',
  );
  const from = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
    fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
    fc.string(),
  );

  it('never answers a target off the app, and its answer is a fixed point (property)', () => {
    fc.assert(
      fc.property(from, (value) => {
        const target = safeRedirectPath(value);
        const shown = `${JSON.stringify(value)} -> ${JSON.stringify(target)}`;
        expect(staysOnApp(target), shown).toBe(true);
        // Asking again with the answer changes nothing: the answer is already safe.
        expect(safeRedirectPath(target), shown).toBe(target);
      }),
      { numRuns: 3000 },
    );
  });

  it('never answers a target that one more percent-decode turns into "//" (property)', () => {
    fc.assert(
      fc.property(from, (value) => {
        const target = safeRedirectPath(value);
        expect(
          staysOnApp(target, true),
          `${JSON.stringify(value)} -> ${JSON.stringify(target)}`,
        ).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
