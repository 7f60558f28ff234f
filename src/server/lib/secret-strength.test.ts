import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimateSecretBits, isWellKnownPassphrase, MIN_SECRET_BITS } from './secret-strength';

describe('estimateSecretBits', () => {
  it('prices random secrets near what they hold', () => {
    for (let run = 0; run < 50; run += 1) {
      // 384 random bits written in base64 (64 characters).
      expect(estimateSecretBits(randomBytes(48).toString('base64'))).toBeGreaterThan(250);
      // 256 random bits written in hex (64 characters).
      expect(estimateSecretBits(randomBytes(32).toString('hex'))).toBeGreaterThan(200);
    }
  });

  it.each([
    ['one repeated character', 'x'.repeat(64), 0, 1],
    ['two characters alternating', 'ab'.repeat(32), 0, 20],
    ['a short pattern repeated', 'abc123'.repeat(8), 10, 50],
    ['a word padded with zeros', `password${'0'.repeat(40)}`, 5, 40],
    ['a word and sequences', 'secret0123456789abcdefghijklmnopqrstuvwxyz', 5, 40],
  ])('prices %s as what an attacker pays to guess it', (_, secret, least, most) => {
    const bits = estimateSecretBits(secret);
    expect(bits).toBeGreaterThanOrEqual(least);
    expect(bits).toBeLessThanOrEqual(most);
    expect(bits).toBeLessThan(MIN_SECRET_BITS);
  });

  it('counts a random part as random, next to a pattern', () => {
    const random = randomBytes(48).toString('base64url');
    expect(estimateSecretBits(`password-${random}`)).toBeGreaterThan(
      estimateSecretBits(random) - 10,
    );
  });
});

describe('isWellKnownPassphrase', () => {
  it.each([
    'secret',
    'changeme',
    'supersecret',
    'your-256-bit-secret',
    'A-String-Secret-At-Least-256-Bits-Long',
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit',
    'supersecret'.repeat(4),
    'keyboard_cat_keyboard_cat_keyboard_cat_42',
  ])('knows %s, whatever its case, separators, repeats or trailing digits', (secret) => {
    expect(isWellKnownPassphrase(secret)).toBe(true);
  });

  it('lets a random secret, or a known word inside one, through', () => {
    for (let run = 0; run < 20; run += 1) {
      const random = randomBytes(48).toString('base64url');
      expect(isWellKnownPassphrase(random)).toBe(false);
      expect(isWellKnownPassphrase(`secret-${random}`)).toBe(false);
    }
    expect(isWellKnownPassphrase('')).toBe(false);
    expect(isWellKnownPassphrase('1234567890')).toBe(false);
  });
});
