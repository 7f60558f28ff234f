import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#server/app-deps';
import { isUuid } from '#shared/cards/uuid';

function signature(deps: Pick<AppDeps, 'limiterKey'>, leadId: string): string {
  // The app's keyed hash (HMAC under its secret): a token cannot be made for another message.
  return deps.limiterKey(`contact-token\n${leadId}`).slice(0, 32);
}

/** What send-message answers for a stored message: its id, signed. */
export function contactTokenFor(deps: Pick<AppDeps, 'limiterKey'>, leadId: string): string {
  return `${leadId}.${signature(deps, leadId)}`;
}

/** The message a token was made for; null for a forged or garbled one. */
export function leadIdOf(deps: Pick<AppDeps, 'limiterKey'>, token: string): string | null {
  const [id, given] = token.split('.');
  if (!id || !given || !isUuid(id)) return null;
  const expected = Buffer.from(signature(deps, id));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? id : null;
}
