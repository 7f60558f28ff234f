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

const asked = new Map<string, Promise<string | null>>();

/** discoverSso once per address (an address that is not one is not asked about). */
export function discoverSsoOnce(typed: string): Promise<string | null> {
  const email = typed.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return Promise.resolve(null);
  let answer = asked.get(email);
  if (!answer) {
    answer = discoverSso(email).catch(() => null);
    asked.set(email, answer);
  }
  return answer;
}

let waiting: { timer: ReturnType<typeof setTimeout>; settle: () => void } | undefined;

/**
 * The Login form's question, after `waitMs` of quiet (typing) or at once (the field left): where
 * the address's single sign-on starts, null for none, or undefined when a later question took
 * this one's place.
 */
export function discoverSsoAfter(
  typed: string,
  waitMs: number,
): Promise<string | null | undefined> {
  if (waiting) {
    clearTimeout(waiting.timer);
    waiting.settle();
  }
  return new Promise((resolve) => {
    const settle = () => resolve(undefined);
    const timer = setTimeout(() => {
      waiting = undefined;
      void discoverSsoOnce(typed).then(resolve);
    }, waitMs);
    waiting = { timer, settle };
  });
}
