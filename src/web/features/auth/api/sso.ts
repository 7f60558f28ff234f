import { useCallback, useEffect, useRef, useState } from 'react';
import type { TokenPair } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { ApiError } from '#web/lib/api-client';
import type { ResponseSchema } from '#web/lib/response-schema';
import { TokenPairAnswer } from '#web/lib/token-storage';

// Single sign-on from the sign-in screens (docs/product.md#single-sign-on), without zod: the
// Login page must not download it (decision 038).

const UrlAnswer: ResponseSchema<{ url: string }> = {
  safeParse: (body) => {
    const url = (body as { url?: unknown } | null)?.url;
    return typeof url === 'string'
      ? { success: true, data: { url } }
      : { success: false, error: { issues: [{ path: ['url'], message: 'expected a url' }] } };
  },
};

/** POST /api/auth/sso/discover: where the address's single sign-on starts, or null (404). */
export async function discoverSso(email: string): Promise<string | null> {
  try {
    return (await api.post('auth/sso/discover', { email }, UrlAnswer, { anonymous: true })).url;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/auth/sso/exchange: the code of /sso/complete for what a password login answers. */
export function exchangeSsoCode(code: string): Promise<TokenPair> {
  return api.post('auth/sso/exchange', { code }, TokenPairAnswer, { anonymous: true });
}

/** How long the Login form waits after the last keystroke before it asks. */
const DISCOVER_PAUSE_MS = 600;

/**
 * Whether the e-mail typed on the Login form signs in with single sign-on: asked when the field
 * is left, or after a short pause in typing, once per address. `url` is where it starts.
 */
export function useSsoDiscovery() {
  const [found, setFound] = useState<{ email: string; url: string | null } | null>(null);
  const asked = useRef(new Map<string, Promise<string | null>>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback((typed: string): Promise<string | null> => {
    clearTimeout(timer.current);
    const email = typed.trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      setFound(null);
      return Promise.resolve(null);
    }
    let answer = asked.current.get(email);
    if (!answer) {
      answer = discoverSso(email).catch(() => null);
      asked.current.set(email, answer);
    }
    return answer.then((url) => {
      setFound({ email, url });
      return url;
    });
  }, []);
  const checkSoon = useCallback(
    (typed: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void check(typed), DISCOVER_PAUSE_MS);
    },
    [check],
  );
  return { url: found?.url ?? null, check, checkSoon };
}
