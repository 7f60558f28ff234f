import { describe, expect, it } from 'vitest';
import { isTokenPair, localStorageTokenStore, TokenPairAnswer } from './token-storage';

describe('token storage', () => {
  it('knows a token pair from anything else, without zod', () => {
    expect(isTokenPair({ accessToken: 'a', refreshToken: 'r' })).toBe(true);
    for (const value of [
      null,
      'a.b',
      {},
      { accessToken: 'a' },
      { accessToken: 1, refreshToken: 'r' },
    ]) {
      expect(isTokenPair(value)).toBe(false);
    }
  });

  it('answers a pair with only its two tokens, and a problem like a schema does', () => {
    expect(TokenPairAnswer.safeParse({ accessToken: 'a', refreshToken: 'r', extra: 1 })).toEqual({
      success: true,
      data: { accessToken: 'a', refreshToken: 'r' },
    });
    const refused = TokenPairAnswer.safeParse({ accessToken: 'a' });
    expect(refused.success).toBe(false);
  });

  it('keeps nothing without a browser (prerendering at build time: every visitor signed out)', () => {
    const store = localStorageTokenStore(null);
    store.set({ accessToken: 'a', refreshToken: 'r' });
    expect(store.get()).toBeNull();
    store.clear();
  });
});
