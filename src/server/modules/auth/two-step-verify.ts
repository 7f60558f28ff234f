import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { twoStepRecoveryCodes, twoStepSecrets, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TokenPair } from '#shared/schemas/auth';
import type { VerifyTwoStepBody } from '#shared/schemas/two-step';
import { acceptedTimeStep, hashRecoveryCode } from './two-step-codes';
import {
  endTwoStepToken,
  finishTwoStepSignIn,
  takeCodeAttempt,
  takeTokenAttempt,
  wrongCodeLimiter,
} from './two-step-tokens';

/**
 * Whether the code is right and not used before: the step it belongs to is written as the last
 * accepted one in the statement that checks it is newer, so two requests with one code cannot
 * both pass.
 */
async function spendAppCode(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'random' | 'tokens' | 'config' | 'createLimiter' | 'cipher'
  >,
  { userId, code }: { userId: string; code: string },
): Promise<boolean> {
  const { db } = deps.database;
  const [row] = await db
    .select({ secret: twoStepSecrets.secret, lastTimeStep: twoStepSecrets.lastTimeStep })
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.userId, userId), isNotNull(twoStepSecrets.secret)));
  if (!row?.secret) return false;
  const step = await acceptedTimeStep({
    secret: deps.cipher.decrypt(row.secret),
    code,
    now: deps.clock.now(),
    afterStep: row.lastTimeStep,
  });
  if (step === null) return false;
  const spent = await db
    .update(twoStepSecrets)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(twoStepSecrets.userId, userId),
        or(isNull(twoStepSecrets.lastTimeStep), lt(twoStepSecrets.lastTimeStep, step)),
      ),
    )
    .returning({ userId: twoStepSecrets.userId });
  return spent.length > 0;
}

/** Whether the recovery code is one of the account's unused ones; it is used up at once. */
async function spendRecoveryCode(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'random' | 'tokens' | 'config' | 'createLimiter' | 'cipher'
  >,
  { userId, code }: { userId: string; code: string },
): Promise<boolean> {
  const spent = await deps.database.db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return spent.length > 0;
}

/**
 * The second step of a sign-in: a code of the authenticator app or a recovery code, with the
 * token login answered. The try counts against the token (five end it) and the account (the
 * login window's TWO_STEP_MAX_WRONG_CODES) before the code is checked; only a right code clears
 * the account's count. Answers what login answers without two-step sign-in: a session.
 */
export async function verifyTwoStep(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'random' | 'tokens' | 'config' | 'createLimiter' | 'cipher'
  >,
  input: { body: VerifyTwoStepBody; ip: string; userAgent: string },
): Promise<TokenPair> {
  const { body } = input;
  const { challengeId, userId } = await takeTokenAttempt(deps, {
    token: body.twoStepToken,
    purpose: 'sign-in',
  });
  await takeCodeAttempt(deps, userId);
  const right = body.code
    ? await spendAppCode(deps, { userId, code: body.code })
    : await spendRecoveryCode(deps, { userId, code: body.recoveryCode ?? '' });
  if (!right) throw new AppError('UNAUTHORIZED', COPY.twoStepWrongCode);
  await wrongCodeLimiter(deps).reset(userId);
  if (!(await endTwoStepToken(deps, challengeId))) {
    throw new AppError('UNAUTHORIZED', COPY.twoStepSignInEnded);
  }
  const [user] = await deps.database.db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', COPY.twoStepSignInEnded);
  if (user.suspendedAt) throw new AppError('FORBIDDEN', COPY.accountSuspended);
  return finishTwoStepSignIn(deps, { userId, ip: input.ip, userAgent: input.userAgent });
}
