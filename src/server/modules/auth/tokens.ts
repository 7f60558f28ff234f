import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock, Random } from '#server/lib/runtime';
import type { TokenSigner } from '#server/lib/token-signer';

const ISSUER = 'catalyst-connect';
const ALGORITHM = 'HS256';
/** The `typ` header of access tokens; link tokens carry LINK_TYPE, so neither passes for the other. */
const ACCESS_TYPE = 'JWT';
const LINK_TYPE = 'link+jwt';

/** A token jose refuses (bad signature, expired, wrong claim, malformed) reads as null. */
function isRefusal(error: unknown): boolean {
  return error instanceof joseErrors.JOSEError || error instanceof TypeError;
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
        .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TYPE })
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
          typ: ACCESS_TYPE,
          currentDate: options.clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        // Link tokens have an audience; access tokens never do.
        if (payload.aud !== undefined) return null;
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
        return {
          sub: payload.sub,
          sid: payload.sid,
          exp: payload.exp as number,
          iat: payload.iat as number,
        };
      } catch (error) {
        if (isRefusal(error)) return null;
        throw error;
      }
    },
    async signLinkToken(purpose, userId, claims, ttlSeconds) {
      const iat = nowSeconds();
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: LINK_TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(purpose)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verifyLinkToken(purpose, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: purpose,
          algorithms: [ALGORITHM],
          typ: LINK_TYPE,
          currentDate: options.clock.now(),
          requiredClaims: ['sub', 'aud', 'exp', 'iat'],
        });
        // A link names one purpose only.
        if (typeof payload.sub !== 'string' || payload.aud !== purpose) return null;
        const { sub, exp, iat, iss: _iss, aud: _aud, ...claims } = payload;
        return { sub, exp: exp as number, iat: iat as number, claims };
      } catch (error) {
        if (isRefusal(error)) return null;
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
