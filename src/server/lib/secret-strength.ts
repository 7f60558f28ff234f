/**
 * A conservative estimate of the entropy, in bits, of a machine-held secret such as JWT_SECRET.
 *
 * The secret is read left to right (a greedy parse in the manner of zxcvbn and LZ77); at each
 * position the longest of these patterns is taken and priced as an attacker would guess it:
 *   - a common word (password, secret, changeme, test, ...): log2 of the word list, +1 for case;
 *   - a run of consecutive characters (abc, 0123, 987): a start character and a direction;
 *   - a repeat of text seen earlier: where it starts and how long it is;
 *   - otherwise one character from the character classes the secret uses (lower, upper, digits,
 *     symbols): log2 of their combined size.
 * The result is also capped by the secret's Shannon entropy (length × bits per character of its
 * own character frequencies), which catches secrets drawn from very few characters.
 *
 * It is meant to catch the usual mistakes (one character repeated, a short pattern repeated, a
 * word padded with digits or a sequence), not to rate human passphrases: `openssl rand -base64 48`
 * gives about 290 bits by this estimate, 'x' × 32 none.
 */
const COMMON_WORDS = [
  'password',
  'passwd',
  'secret',
  'changeme',
  'change',
  'default',
  'admin',
  'letmein',
  'welcome',
  'qwerty',
  'azerty',
  'token',
  'jwt',
  'key',
  'test',
  'example',
  'demo',
  'dev',
  'local',
  'production',
  'prod',
  'staging',
  'catalyst',
  'connect',
  'bench',
  'e2e',
  'shopify',
  'stripe',
  'webhook',
  'unit',
  'sample',
  'dummy',
  'please',
  'replace',
  'this',
  'your',
  'my',
  'super',
  'insecure',
  'session',
  'signing',
];
const WORD_BITS = Math.log2(COMMON_WORDS.length) + 1;
const MIN_PATTERN = 3;

function poolBits(secret: string): number {
  let pool = 0;
  if (/[a-z]/.test(secret)) pool += 26;
  if (/[A-Z]/.test(secret)) pool += 26;
  if (/[0-9]/.test(secret)) pool += 10;
  if (/[^a-zA-Z0-9]/.test(secret)) pool += 33;
  return Math.log2(Math.max(pool, 2));
}

function shannonBits(chars: string[]): number {
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

function wordAt(lower: string[], i: number): number {
  let best = 0;
  for (const word of COMMON_WORDS) {
    if (word.length > best && lower.slice(i, i + word.length).join('') === word) best = word.length;
  }
  return best;
}

function sequenceAt(chars: string[], i: number): number {
  const step = (chars[i + 1]?.codePointAt(0) ?? NaN) - (chars[i]?.codePointAt(0) ?? NaN);
  if (step !== 1 && step !== -1) return 0;
  let end = i + 1;
  while (
    end + 1 < chars.length &&
    (chars[end + 1]?.codePointAt(0) ?? NaN) - (chars[end]?.codePointAt(0) ?? NaN) === step
  ) {
    end += 1;
  }
  return end - i + 1;
}

/** The length of the longest earlier occurrence (overlap allowed) of the text at i. */
function repeatAt(chars: string[], i: number): number {
  let best = 0;
  for (let start = 0; start < i; start += 1) {
    let length = 0;
    while (i + length < chars.length && chars[start + length] === chars[i + length]) length += 1;
    best = Math.max(best, length);
  }
  return best;
}

export function estimateSecretBits(secret: string): number {
  const chars = [...secret];
  const lower = chars.map((char) => char.toLowerCase());
  const literalBits = poolBits(secret);
  let bits = 0;
  let i = 0;
  while (i < chars.length) {
    const word = wordAt(lower, i);
    const sequence = sequenceAt(chars, i);
    const repeat = repeatAt(chars, i);
    const longest = Math.max(word, sequence, repeat);
    if (longest < MIN_PATTERN) {
      bits += literalBits;
      i += 1;
    } else if (longest === word) {
      bits += WORD_BITS;
      i += word;
    } else if (longest === sequence) {
      bits += literalBits + 1;
      i += sequence;
    } else {
      bits += Math.log2(i) + Math.log2(repeat);
      i += repeat;
    }
  }
  return Math.min(bits, shannonBits(chars));
}

/** JWT_SECRET needs at least this many estimated bits in production (HS256 uses 256). */
export const MIN_SECRET_BITS = 128;

/**
 * Passphrases printed in tutorials, library READMEs and jwt.io's example, written here without
 * case or separators. A long one still passes the estimate above (it reads as plain letters), yet
 * it is the first thing an attacker tries against a signed token.
 */
const WELL_KNOWN_PASSPHRASES = [
  'secret',
  'changeme',
  'supersecret',
  'password',
  'yoursecret',
  'mysecret',
  'secretkey',
  'jwtsecret',
  'your256bitsecret',
  'astringsecretatleast256bitslong',
  'yoursecretkey',
  'mysecretkey',
  'mysupersecretkey',
  'supersecretkey',
  'thisismysecretkey',
  'thisisasecret',
  'thisisasecretkey',
  'changethissecret',
  'replacewithyoursecret',
  'keyboardcat',
  'correcthorsebatterystaple',
  'thequickbrownfoxjumpsoverthelazydog',
  'loremipsumdolorsitametconsecteturadipiscingelit',
  'qwertyuiopasdfghjklzxcvbnm',
];

/**
 * Whether the secret is a well-known passphrase: one of the list, in any case, with any
 * separators, repeated any number of times, followed by digits or not
 * ('A-String-Secret-At-Least-256-Bits-Long', 'keyboard cat keyboard cat 2024').
 */
export function isWellKnownPassphrase(secret: string): boolean {
  const letters = secret
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/[0-9]+$/, '');
  if (letters === '') return false;
  return WELL_KNOWN_PASSPHRASES.some(
    (phrase) =>
      letters.length % phrase.length === 0 &&
      phrase.repeat(letters.length / phrase.length) === letters,
  );
}
