import fc from 'fast-check';

// Generators for fuzz.test.ts: hostile strings, values the schemas accept but that are still
// nasty, and request bodies shaped like a schema.

export const HOSTILE_STRINGS = [
  ...['', ' ', '\u0000', 'a\u0000b', '\r\n', '\t', '\u2028', '\ud800', '\udfff', '\ufeff'],
  ...['\u202e', '💥'.repeat(50), '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'],
  ...["' OR '1'='1' --", "'; DROP TABLE users; --", '${7*7}', '{{7*7}}', '../../../etc/passwd'],
  ...['%00', '%0d%0aBcc: x@evil.example', 'javascript:alert(1)', 'data:text/html,<b>x</b>'],
  ...["=cmd|' /C calc'!A0", 'null', 'undefined', 'NaN', '__proto__', 'constructor'],
  ...['a'.repeat(300), 'x'.repeat(5001), 'https://ok.example/', 'mailto:a@example.com'],
  ...['tel:+1 555 0100', 'a@example.com', ' A@EXAMPLE.COM ', '+1 555 0100', 'dark', 'light'],
];

/** Characters that break things when they sit inside otherwise ordinary text. */
export const SHARP = [
  '\u0000',
  '\r\n',
  '\n',
  '\ud800',
  '\u2028',
  '\t',
  '\u007f',
  '\ufeff',
  '%00',
  '\\',
];

export const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...SHARP), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
  },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
/** Values the schemas accept but that are still nasty: markup, SQL, formulas, odd Unicode. */
const LEGAL_NASTY = [
  ...['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR '1'='1' --"],
  ...["'; DROP TABLE users; --", '${7*7}', '{{7*7}}', "=cmd|' /C calc'!A0", '💥'.repeat(20)],
  ...['\u202eevil', "Zoë O'Brien", '\\', '%00', '__proto__', '\ufeffbom', '\u2028sep'],
];
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
export const legalText = fc.oneof(
  fc.constantFrom(...LEGAL_NASTY),
  fc
    .string({ minLength: 1, maxLength: 40, unit: 'grapheme' })
    .filter((value) => value.trim() !== '' && !CONTROL.test(value)),
);

/** Mostly a value the schema accepts, sometimes hostile text, sometimes anything at all. */
export const field = (legal: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: legal },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: anyValue },
  );

export const email = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[A-Za-z0-9_'+-]{1,20}$/),
      fc.stringMatching(/^[a-z0-9]{1,12}$/),
      fc.constantFrom('com', 'example', 'co.uk', 'museum'),
    )
    .map(([local, host, tld]) => `${local}@${host}.${tld}`),
  fc.emailAddress(),
);
export const password = fc.string({ minLength: 8, maxLength: 64, unit: 'binary' });
export const url = fc.webUrl({ withQueryParameters: true, withFragments: true });
export const phone = fc.stringMatching(/^\+?[0-9][0-9 ().-]{2,20}$/);
export const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{1,20}[a-z0-9]$/);

/** Objects with `fields` (all, or any subset when `partial`), a few unknown keys, or any JSON. */
export function shaped(fields: Record<string, fc.Arbitrary<unknown>>, partial = false) {
  const entries = Object.entries(fields).map(([key, arb]) => [key, field(arb)] as const);
  // A partial update names a few fields; naming all 30 would almost never pass validation.
  const known = partial
    ? fc
        .shuffledSubarray(entries, { minLength: 1, maxLength: 3 })
        .chain((picked) => fc.record(Object.fromEntries(picked)))
    : fc.record(Object.fromEntries(entries));
  const body = fc
    .tuple(known, fc.dictionary(text, anyValue, { maxKeys: 2 }))
    .map(([values, extra]) => ({ ...extra, ...values }));
  return fc.oneof({ weight: 4, arbitrary: body }, { weight: 1, arbitrary: fc.jsonValue() });
}
