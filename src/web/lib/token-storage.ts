import { AUTH_TOKENS_STORAGE_KEY } from '#shared/constants';
import { TokenPair } from '#shared/schemas/auth';

/** Where the token pair lives: localStorage under `authTokens` (docs/product.md#sessions). */
export interface TokenStore {
  get(): TokenPair | null;
  set(tokens: TokenPair): void;
  clear(): void;
}

export function localStorageTokenStore(storage: Storage = window.localStorage): TokenStore {
  return {
    get() {
      try {
        const parsed = TokenPair.safeParse(
          JSON.parse(storage.getItem(AUTH_TOKENS_STORAGE_KEY) ?? 'null'),
        );
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    set(tokens) {
      storage.setItem(AUTH_TOKENS_STORAGE_KEY, JSON.stringify(tokens));
    },
    clear() {
      storage.removeItem(AUTH_TOKENS_STORAGE_KEY);
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
