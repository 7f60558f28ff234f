import { AUTH_TOKENS_STORAGE_KEY } from '#shared/constants';
import type { TokenPair } from '#shared/schemas/auth';
import type { ResponseSchema } from './response-schema';

/** Where the token pair lives: localStorage under `authTokens` (docs/product.md#sessions). */
export interface TokenStore {
  get(): TokenPair | null;
  set(tokens: TokenPair): void;
  clear(): void;
}

/**
 * A token pair as the server sends it (`TokenPair` in src/shared/schemas/auth.ts), checked
 * without zod: the sign-in screens' first load reads and stores tokens, and zod is 20 KB gzip
 * of JavaScript they would otherwise carry (decision 038).
 */
export function isTokenPair(value: unknown): value is TokenPair {
  if (!value || typeof value !== 'object') return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string';
}

/** The login and refresh answers' schema for the API client, built on isTokenPair. */
export const TokenPairAnswer: ResponseSchema<TokenPair> = {
  safeParse: (body) =>
    isTokenPair(body)
      ? { success: true, data: { accessToken: body.accessToken, refreshToken: body.refreshToken } }
      : { success: false, error: { issues: [{ path: [], message: 'expected a token pair' }] } },
};

/**
 * The browser's localStorage; none when prerendering at build time (Node has no window), where
 * every visitor is signed out.
 */
function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function localStorageTokenStore(storage: Storage | null = browserStorage()): TokenStore {
  return {
    get() {
      try {
        const stored: unknown = JSON.parse(storage?.getItem(AUTH_TOKENS_STORAGE_KEY) ?? 'null');
        const parsed = TokenPairAnswer.safeParse(stored);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    set(tokens) {
      storage?.setItem(AUTH_TOKENS_STORAGE_KEY, JSON.stringify(tokens));
    },
    clear() {
      storage?.removeItem(AUTH_TOKENS_STORAGE_KEY);
    },
  };
}

/** The `exp` claim (seconds) of a JWT, or 0 when it cannot be read (treated as expired). */
export function accessTokenExpiry(token: string): number {
  const payload = token.split('.')[1];
  if (!payload) return 0;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : 0;
  } catch {
    return 0;
  }
}

/** Expired means: `exp` is now or in the past, compared in seconds (docs/product.md#web-client). */
export function isAccessTokenExpired(token: string, nowSeconds: number): boolean {
  return accessTokenExpiry(token) <= nowSeconds;
}
