import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#server/app-deps';
import type { CrmProvider } from '#shared/schemas/integrations';

/** How long a connect link's state is good for: the owner's round trip through the CRM. */
export const STATE_VALID_MS = 10 * 60_000;

/** The CRM's way back to us; the browser cookie is sent to this path only. */
export function callbackPath(provider: CrmProvider): string {
  return `/api/integrations/${provider}/callback`;
}

/**
 * The cookie that binds a connect to the browser that started it: it holds the state, and the
 * callback is refused unless the browser the CRM sends back carries the same one.
 */
export function browserCookieName(provider: CrmProvider): string {
  return `cc_${provider}_state`;
}

export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/**
 * The Set-Cookie value of the browser binding: HttpOnly, SameSite=Lax (sent on the CRM's
 * top-level redirect back, not on cross-site subrequests), Secure in production, sent to the
 * callback only, and gone when the state expires. An empty value with Max-Age=0 clears it.
 */
export function browserCookie(
  deps: Pick<AppDeps, 'config'>,
  { provider, state }: { provider: CrmProvider; state: string },
): string {
  const maxAge = state ? STATE_VALID_MS / 1000 : 0;
  return [
    `${browserCookieName(provider)}=${state}`,
    `Path=${callbackPath(provider)}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(deps.config.isProduction ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the browser's cookie holds this state (compared as hashes, in constant time). */
export function sameBrowser(state: string, browserState: string | undefined): boolean {
  if (!browserState) return false;
  return timingSafeEqual(
    Buffer.from(hashState(state), 'hex'),
    Buffer.from(hashState(browserState), 'hex'),
  );
}
