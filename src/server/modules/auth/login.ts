import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type { LoginBody, TokenPair } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { verifyPassword } from './passwords';
import { startSession } from './sessions';

export interface LoginLimiters {
  perEmail: AttemptLimiter;
  perIp: AttemptLimiter;
}

export function createLoginLimiters(
  deps: Pick<AppDeps, 'config' | 'createLimiter'>,
): LoginLimiters {
  const window = deps.config.loginLimits.windowSeconds;
  return {
    perEmail: deps.createLimiter('login-email', window),
    perIp: deps.createLimiter('login-ip', window),
  };
}

async function assertNotLockedOut(
  deps: Pick<AppDeps, 'config'>,
  limiters: LoginLimiters,
  email: string,
  ip: string,
) {
  const [byEmail, byIp] = await Promise.all([
    limiters.perEmail.peek(email),
    limiters.perIp.peek(ip),
  ]);
  const limits = deps.config.loginLimits;
  const blocked = [
    byEmail.count >= limits.perEmail ? byEmail.resetInSeconds : 0,
    byIp.count >= limits.perIp ? byIp.resetInSeconds : 0,
  ];
  const retryAfterSeconds = Math.max(...blocked);
  if (retryAfterSeconds > 0) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts, { retryAfterSeconds });
  }
}

/**
 * Checks e-mail and password and starts a session. Unknown e-mail and wrong password give the
 * same answer after the same work. Failures count per e-mail and per IP; past the limit every
 * attempt (even a right one) answers 429 until the window ends.
 */
export async function login(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'tokens' | 'config'>,
  limiters: LoginLimiters,
  body: LoginBody,
  ip: string,
): Promise<TokenPair> {
  await assertNotLockedOut(deps, limiters, body.email, ip);
  const { db } = deps.database;
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, body.email));
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !valid) {
    await Promise.all([limiters.perEmail.hit(body.email), limiters.perIp.hit(ip)]);
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidLogin);
  }
  await limiters.perEmail.reset(body.email);
  return startSession(db, deps, user.id);
}
