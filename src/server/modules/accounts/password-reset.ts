import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { accountTokens, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp, type AttemptLimiter } from '#server/lib/attempt-limiter';
import { COPY } from '#shared/copy';
import type { PasswordResetBody } from '#shared/schemas/accounts';
import {
  findAccountToken,
  hashPassword,
  issueAccountToken,
  revokeAllSessions,
  spendAccountTokens,
} from '../auth/public';
import { enqueueMail, passwordResetEmail } from '../mail/public';

/** Per hour: reset mails per address and requests per IP; failed reset attempts per IP. */
export const RESET_LIMITS = { perEmail: 5, perIp: 20, failedResetsPerIp: 20, windowSeconds: 3600 };

interface ResetLimiters {
  sendPerEmail: AttemptLimiter;
  sendPerIp: AttemptLimiter;
  failedResetPerIp: AttemptLimiter;
}

const resetLimiters = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>): ResetLimiters => ({
  sendPerEmail: deps.createLimiter('reset-email', RESET_LIMITS.windowSeconds),
  sendPerIp: deps.createLimiter('reset-ip', RESET_LIMITS.windowSeconds),
  failedResetPerIp: deps.createLimiter('reset-fail-ip', RESET_LIMITS.windowSeconds),
}));

/**
 * Mails a reset link to a registered owner. The answer is the same whether or not the address
 * has an account, so the form cannot be used to discover who is a customer; and it takes the
 * same time: only the counting happens before the answer, the look-up, the link and the mail
 * (work only a known address needs) run after it.
 */
export async function sendPasswordReset(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'random' | 'config' | 'jobs' | 'background' | 'createLimiter'
  >,
  { email, ip }: { email: string; ip: string },
): Promise<void> {
  const limiters = resetLimiters(deps);
  // Counted before anything is looked up or queued: parallel requests cannot slip past.
  const message = COPY.tooManyResetRequests;
  assertWithin(await limiters.sendPerIp.take(ip), RESET_LIMITS.perIp, message);
  assertWithin(await limiters.sendPerEmail.take(email), RESET_LIMITS.perEmail, message);
  deps.background.run('password reset mail', () => queuePasswordReset(deps, email));
}

async function queuePasswordReset(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs'>,
  email: string,
): Promise<void> {
  const queued = await deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        passwordHash: users.passwordHash,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.email, email));
    if (!user?.passwordHash) return false;
    const token = await issueAccountToken(tx, deps, user.id, 'password-reset');
    await enqueueMail(
      tx,
      passwordResetEmail({
        to: email,
        firstName: user.firstName,
        token,
        appUrl: deps.config.appUrl,
        language: user.locale,
      }),
      deps.clock.now(),
    );
    return true;
  });
  if (queued) deps.jobs.kick();
}

/** Sets the new password from a valid link, spends the link and signs out every session. */
/**
 * Whether a reset link would still work, without spending it: its page asks on opening, so an
 * owner with an expired or used link learns it before typing a new password. Failed checks
 * count with failed resets per IP (tokens cannot be probed faster than they can be tried).
 */
export async function checkResetLink(
  deps: Pick<AppDeps, 'database' | 'clock' | 'createLimiter'>,
  { token, ip }: { token: string; ip: string },
): Promise<void> {
  const limiters = resetLimiters(deps);
  const taken = await limiters.failedResetPerIp.take(ip);
  assertWithin(taken, RESET_LIMITS.failedResetsPerIp, COPY.tooManyResetRequests);
  const row = await findAccountToken(deps.database.db, token, 'password-reset');
  if (!row || row.usedAt || row.expiresAt <= deps.clock.now()) {
    throw new AppError('BAD_REQUEST', COPY.invalidResetLink);
  }
  await limiters.failedResetPerIp.giveBack(ip);
}

export async function resetPassword(
  deps: Pick<AppDeps, 'database' | 'clock' | 'createLimiter'>,
  { body, ip }: { body: PasswordResetBody; ip: string },
): Promise<void> {
  const limiters = resetLimiters(deps);
  const taken = await limiters.failedResetPerIp.take(ip);
  assertWithin(taken, RESET_LIMITS.failedResetsPerIp, COPY.tooManyResetRequests);
  const passwordHash = await hashPassword(body.password);
  const done = await deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await findAccountToken(tx, body.token, 'password-reset');
    if (!row || row.usedAt || row.expiresAt <= now) return false;
    const spent = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (spent.length === 0) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    // Older reset links of this owner die too.
    await spendAccountTokens(tx, row.userId, 'password-reset', now);
    await revokeAllSessions(tx, deps, row.userId, 'password-reset');
    return true;
  });
  if (!done) throw new AppError('BAD_REQUEST', COPY.invalidResetLink);
  // Only failures count against the IP.
  await limiters.failedResetPerIp.giveBack(ip);
}
