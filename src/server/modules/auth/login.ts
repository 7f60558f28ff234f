import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp, type AttemptLimiter } from '#server/lib/attempt-limiter';
import { COPY } from '#shared/copy';
import type { LoginBody } from '#shared/schemas/auth';
import type { LoginAnswer } from '#shared/schemas/two-step';
import { verifyPassword } from './passwords';
import { startSession, type SignInClient } from './sessions';
import { assertMayUsePassword } from './sso-of-email';
import { secondStepOf } from './two-step-tokens';

/**
 * Past the per-e-mail limit a login is not refused for the rest of the window (that let anyone
 * lock an owner out by typing wrong passwords): it waits its turn instead, one verification per
 * e-mail every this many seconds, shared by every process. See docs/decisions/009.
 */
export const LOGIN_SLOWED_ATTEMPT_SECONDS = 20;

/** How long an address the owner signed in from keeps its own turn. */
export const KNOWN_SIGN_IN_SECONDS = 30 * 24 * 3600;

interface LoginLimiters {
  perEmail: AttemptLimiter;
  perIp: AttemptLimiter;
  /** The one-attempt turn of an e-mail past its limit (of an e-mail and known address). */
  slowedEmail: AttemptLimiter;
  /** E-mail and address pairs that signed in successfully (a count above 0 means known). */
  knownSignIns: AttemptLimiter;
}

const loginLimiters = limitersPerApp(
  (deps: Pick<AppDeps, 'config' | 'createLimiter'>): LoginLimiters => {
    const window = deps.config.loginLimits.windowSeconds;
    return {
      perEmail: deps.createLimiter('login-email', window),
      perIp: deps.createLimiter('login-ip', window),
      slowedEmail: deps.createLimiter('login-email-slowed', LOGIN_SLOWED_ATTEMPT_SECONDS),
      knownSignIns: deps.createLimiter('login-known', KNOWN_SIGN_IN_SECONDS),
    };
  },
);

/**
 * Counts the attempt before any password is verified, so parallel attempts cannot all slip
 * under a limit. The per-IP limit is hard. Per e-mail, the first `perEmail - 1` attempts of the
 * window verify freely; from the last one on, each must win the e-mail's turn, which opens once
 * every LOGIN_SLOWED_ATTEMPT_SECONDS: a burst verifies at most `perEmail` passwords, and an
 * attacker on many IPs a few per minute. An address the owner signed in from before has a turn
 * of its own, so attackers taking every shared turn cannot keep the owner out; from a new
 * address the owner waits for a shared turn.
 */
async function takeLoginAttempt(
  deps: Pick<AppDeps, 'config'>,
  { limiters, email, ip }: { limiters: LoginLimiters; email: string; ip: string },
) {
  const limits = deps.config.loginLimits;
  assertWithin(await limiters.perIp.take(ip), limits.perIp, COPY.tooManyLoginAttempts);
  const byEmail = await limiters.perEmail.take(email);
  if (byEmail.count < limits.perEmail) return;
  const known = (await limiters.knownSignIns.count(signInKey(email, ip))) > 0;
  const turn = known ? signInKey(email, ip) : email;
  assertWithin(await limiters.slowedEmail.take(turn), 1, COPY.tooManyLoginAttempts);
}

function signInKey(email: string, ip: string): string {
  return `${email}\n${ip}`;
}

/**
 * Checks e-mail and password and starts a session. Unknown e-mail and wrong password give the
 * same answer after the same work. Attempts count per e-mail and per IP before the password is
 * verified; a right password takes its attempt back.
 */
export async function login(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'tokens' | 'config' | 'createLimiter'>,
  { body, client }: { body: LoginBody; client: SignInClient },
): Promise<LoginAnswer> {
  const { ip } = client;
  const limiters = loginLimiters(deps);
  await takeLoginAttempt(deps, { limiters, email: body.email, ip });
  const { db } = deps.database;
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.email, body.email));
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !valid) throw new AppError('UNAUTHORIZED', COPY.invalidLogin);
  // Said only to whoever knows the password, so it tells a stranger nothing about the address.
  if (user.suspendedAt) throw new AppError('FORBIDDEN', COPY.accountSuspended);
  await assertMayUsePassword(db, { id: user.id, email: body.email });
  // The limits are for failures: the owner's success clears the e-mail's count and is not
  // held against the IP (an office behind one address signs in many times).
  await Promise.all([
    limiters.perEmail.reset(body.email),
    limiters.perIp.giveBack(ip),
    limiters.knownSignIns.take(signInKey(body.email, ip)),
  ]);
  // With two-step sign-in on (or required by the team) the session waits for the second step.
  return (await secondStepOf(deps, user.id)) ?? startSession(deps, { userId: user.id, client });
}
