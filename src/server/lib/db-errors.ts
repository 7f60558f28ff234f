/**
 * True for a PostgreSQL unique violation (23505), however deep the driver wrapped it; of the
 * named index only, when `index` is given.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code !== '23505') continue;
    return index === undefined || (e as { constraint?: unknown }).constraint === index;
  }
  return false;
}

/** Socket-level failures on the way to PostgreSQL (refused, reset, unreachable, timed out). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE: the server is shutting down, restarting or out of connection slots.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * How node-postgres and its pool begin the message of a lost connection or of one not had in
 * time. Matched at the start only: a wrapping error's message may quote user data.
 */
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isConnectionFailure(e: object): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception.
    if (CONNECTION_ERROR_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = (e as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    CONNECTION_ERROR_MESSAGES.some((start) => message.startsWith(start))
  );
}

/**
 * True when `matches` holds for the error or anything under it: the causes drizzle wraps around
 * driver errors, and the `errors` of an AggregateError (several addresses).
 */
function anyCause(error: unknown, matches: (e: object) => boolean): boolean {
  const pending: unknown[] = [error];
  for (let i = 0; i < pending.length && i < 20; i += 1) {
    const e = pending[i];
    if (!e || typeof e !== 'object') continue;
    if (matches(e)) return true;
    pending.push((e as { cause?: unknown }).cause);
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...inner);
  }
  return false;
}

/**
 * True when the database could not be reached or the connection was lost mid-request: the
 * request may succeed if retried, so it answers 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, isConnectionFailure);
}

/**
 * SQLSTATEs of the session limits openDatabase sets (DATABASE_*_TIMEOUT_MS): statement_timeout
 * (57014 query_canceled), lock_timeout (55P03 lock_not_available) and
 * idle_in_transaction_session_timeout (25P03).
 */
const TIMEOUT_CODES = new Set(['57014', '55P03', '25P03']);

/**
 * True when PostgreSQL gave up on a query at one of those limits: the database is busy (a lock
 * held by a migration or an operator, a runaway query), the request may succeed if retried, so
 * it answers 503 rather than 500.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  return anyCause(error, (e) => TIMEOUT_CODES.has((e as { code?: unknown }).code as string));
}
