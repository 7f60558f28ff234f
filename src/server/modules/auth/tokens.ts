import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock, Random } from '#server/lib/runtime';

const ISSUER = 'catalyst-connect';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  /** user id */
  sub: string;
  /** session (refresh-token family) id */
  sid: string;
  exp: number;
  iat: number;
}

export interface TokenSigner {
  signAccessToken(userId: string, sessionId: string): Promise<string>;
  /** Returns the claims, or null for anything not a valid, unexpired token of ours. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims | null>;
}

export function createTokenSigner(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): TokenSigner {
  const key = new TextEncoder().encode(options.secret);
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  return {
    async signAccessToken(userId, sessionId) {
      const iat = nowSeconds();
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(key);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          // Only our algorithm: "alg: none" and key-confusion tokens are refused.
          algorithms: [ALGORITHM],
          currentDate: options.clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
        return {
          sub: payload.sub,
          sid: payload.sid,
          exp: payload.exp as number,
          iat: payload.iat as number,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/** 32 random bytes, URL-safe: the refresh token handed to the client. */
export function newOpaqueToken(random: Random): string {
  return random.bytes(32).toString('base64url');
}

/** Only this hash is stored; a database leak does not leak usable tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
