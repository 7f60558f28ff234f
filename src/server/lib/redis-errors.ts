/**
 * How ioredis words a command it could not run because Redis is away: refused while
 * disconnected (no offline queue), lost with the connection, not answered in time, or out of
 * retries. Matched at the start only: a wrapping error's message may quote user data.
 */
const UNAVAILABLE_MESSAGES = [
  "Stream isn't writeable",
  'Connection is closed',
  'Command timed out',
  'Reached the max retries per request limit',
];

/**
 * True when a Redis command failed because Redis could not be reached: the request may
 * succeed if retried, so it answers 503 with Retry-After rather than 500.
 */
export function isRedisUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if ((e as { name?: unknown }).name === 'MaxRetriesPerRequestError') return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) {
      return true;
    }
  }
  return false;
}
