import type { AppDeps } from '#server/app-deps';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { COPY } from '#shared/copy';
import { verifyPassword } from './passwords';

/**
 * Wrong current passwords count per account, with the login limits: a stolen session must not
 * become a way to guess the password (and then take the account over) without limit. One
 * limiter per app (per limiter factory), whichever route asks for it: the password change, the
 * e-mail change and the account deletion draw on the same count, or each would add its own.
 */
const currentPasswordLimiter = limitersPerApp((deps: Pick<AppDeps, 'config' | 'createLimiter'>) =>
  deps.createLimiter('current-password', deps.config.loginLimits.windowSeconds),
);

/**
 * Asks for the password again before a change that could lock the owner out. The attempt is
 * counted before argon2 runs, so parallel guesses cannot all be verified; a right password
 * clears the count. A wrong one answers 400, not 401: the caller is signed in and stays so.
 */
export async function verifyCurrentPassword(
  deps: Pick<AppDeps, 'config' | 'createLimiter'>,
  { user, password }: { user: Pick<UserRow, 'id' | 'passwordHash'>; password: string },
): Promise<void> {
  const limiter = currentPasswordLimiter(deps);
  assertWithin(
    await limiter.take(user.id),
    deps.config.loginLimits.perEmail,
    COPY.tooManyPasswordAttempts,
  );
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('BAD_REQUEST', COPY.wrongCurrentPassword);
  }
  await limiter.reset(user.id);
}
