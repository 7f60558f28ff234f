import { describe, expect, it } from 'vitest';
import { manualClock, systemRandom } from '#server/lib/runtime';
import { hashPassword, verifyPassword } from './passwords';
import { createTokenSigner, hashOpaqueToken, newOpaqueToken } from './tokens';

const secret = 'unit-test-secret-unit-test-secret-123456';

describe('access tokens', () => {
  it('carry sub, sid, iat and a 15-minute exp in seconds', async () => {
    const clock = manualClock(new Date('2026-05-01T10:00:00Z'));
    const signer = createTokenSigner({ secret, ttlSeconds: 900, clock });
    const token = await signer.signAccessToken('user-1', 'session-1');
    const claims = await signer.verifyAccessToken(token);
    expect(claims).toEqual({
      sub: 'user-1',
      sid: 'session-1',
      iat: Date.parse('2026-05-01T10:00:00Z') / 1000,
      exp: Date.parse('2026-05-01T10:15:00Z') / 1000,
    });
  });

  it('expire after their lifetime', async () => {
    const clock = manualClock();
    const signer = createTokenSigner({ secret, ttlSeconds: 900, clock });
    const token = await signer.signAccessToken('u', 's');
    clock.advance(899_000);
    expect(await signer.verifyAccessToken(token)).not.toBeNull();
    clock.advance(2_000);
    expect(await signer.verifyAccessToken(token)).toBeNull();
  });

  it('reject garbage, other keys and other algorithms', async () => {
    const clock = manualClock();
    const signer = createTokenSigner({ secret, ttlSeconds: 900, clock });
    const other = createTokenSigner({ secret: `${secret}-other`, ttlSeconds: 900, clock });
    expect(await signer.verifyAccessToken('garbage')).toBeNull();
    expect(await signer.verifyAccessToken(await other.signAccessToken('u', 's'))).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u","sid":"s"}').toString('base64url')}.`;
    expect(await signer.verifyAccessToken(none)).toBeNull();
  });
});

describe('link tokens', () => {
  const clock = manualClock(new Date('2026-05-01T10:00:00Z'));
  const signer = createTokenSigner({ secret, ttlSeconds: 900, clock });

  it('carry the user, their claims and their own lifetime, for one purpose', async () => {
    const token = await signer.signLinkToken('wallet-link', 'user-1', { card: 7 }, 300);
    expect(await signer.verifyLinkToken('wallet-link', token)).toEqual({
      sub: 'user-1',
      iat: Date.parse('2026-05-01T10:00:00Z') / 1000,
      exp: Date.parse('2026-05-01T10:05:00Z') / 1000,
      claims: { card: 7 },
    });
    expect(await signer.verifyLinkToken('another-purpose', token)).toBeNull();
    const start = clock.now();
    clock.advance(301_000);
    expect(await signer.verifyLinkToken('wallet-link', token)).toBeNull();
    clock.set(start);
  });

  it('are never access tokens, and access tokens are never links', async () => {
    const link = await signer.signLinkToken('wallet-link', 'user-1', { sid: 'session-1' }, 300);
    expect(await signer.verifyAccessToken(link)).toBeNull();
    const access = await signer.signAccessToken('user-1', 'session-1');
    expect(await signer.verifyLinkToken('wallet-link', access)).toBeNull();
  });

  it('reject other keys and "alg: none"', async () => {
    const other = createTokenSigner({ secret: `${secret}-other`, ttlSeconds: 900, clock });
    const foreign = await other.signLinkToken('wallet-link', 'u', { card: 1 }, 300);
    expect(await signer.verifyLinkToken('wallet-link', foreign)).toBeNull();
    const none = `${Buffer.from('{"alg":"none","typ":"link+jwt"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'u', aud: 'wallet-link', iss: 'catalyst-connect', iat: 1, exp: 4e9 }),
    ).toString('base64url')}.`;
    expect(await signer.verifyLinkToken('wallet-link', none)).toBeNull();
  });
});

describe('refresh tokens and passwords', () => {
  it('makes 256-bit URL-safe refresh tokens and stores only their SHA-256', () => {
    const token = newOpaqueToken(systemRandom);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(token)).not.toContain(token);
  });

  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
