import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimateSecretBits, MIN_SECRET_BITS } from './secret-strength';

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
