import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { twoStepRecoveryCodes, twoStepSecrets, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type {
  ConfirmTwoStepBody,
  TwoStepConfirmation,
  TwoStepSetup,
  TwoStepStatus,
} from '#shared/schemas/two-step';
import { enqueueMail, twoStepChangedNotice } from '../mail/public';
import { verifyCurrentPassword } from './current-password';
import { acceptedTimeStep, newRecoveryCodes, newTotpSecret, otpauthUrl } from './two-step-codes';
import {
  endTwoStepToken,
  finishTwoStepSignIn,
  takeCodeAttempt,
  takeTokenAttempt,
  twoStepIsOn,
  twoStepRequiredByTeam,
  wrongCodeLimiter,
} from './two-step-tokens';

export async function readTwoStepStatus(
  deps: Pick<AppDeps, 'database'>,
  { user }: { user: Pick<UserRow, 'id'> },
): Promise<TwoStepStatus> {
  const [enabled, required] = await Promise.all([
    twoStepIsOn(deps, user.id),
    twoStepRequiredByTeam(deps, user.id),
  ]);
  return { enabled, requiredByTeam: required };
}

/**
 * A new secret, kept as the pending one until a code confirms it: a two-step sign-in already
 * on stays on with its old secret until then, and a second setup replaces the first's secret.
 */
export async function setUpTwoStep(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'cipher'>,
  { user }: { user: Pick<UserRow, 'id' | 'email'> },
): Promise<TwoStepSetup> {
  const secret = newTotpSecret(deps.random);
  const pendingSecret = deps.cipher.encrypt(secret);
  const now = deps.clock.now();
  await deps.database.db
    .insert(twoStepSecrets)
    .values({ userId: user.id, pendingSecret, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: twoStepSecrets.userId, set: { pendingSecret, updatedAt: now } });
  return { secret, otpauthUrl: otpauthUrl({ secret, email: user.email }) };
}

/**
 * A right code of the pending secret makes it the secret and answers ten new recovery codes
 * (the old ones stop working). Called with a setup token (`setupToken`), the code also counts
 * against that token, and the answer signs the member in. Codes count per account first.
 */
export async function confirmTwoStep(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'random' | 'tokens' | 'config' | 'createLimiter' | 'cipher'
  >,
  input: {
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'passwordHash' | 'locale'>;
    body: ConfirmTwoStepBody;
    setupToken: string | null;
    ip: string;
    userAgent: string;
  },
): Promise<TwoStepConfirmation> {
  const { user } = input;
  const challenge = input.setupToken
    ? await takeTokenAttempt(deps, { token: input.setupToken, purpose: 'setup' })
    : null;
  // From a session, the password too (OWASP: re-authenticate before changing a factor), so a
  // stolen session can neither move the second step to the thief's phone nor turn it on with
  // one and lock the owner out; a setup token comes straight from a right password.
  if (!challenge) {
    if (!input.body.password) throw new AppError('BAD_REQUEST', COPY.twoStepPasswordToReplace);
    await verifyCurrentPassword(deps, { user, password: input.body.password });
  }
  await takeCodeAttempt(deps, user.id);
  const { db } = deps.database;
  const [row] = await db
    .select({ pendingSecret: twoStepSecrets.pendingSecret })
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.userId, user.id), isNotNull(twoStepSecrets.pendingSecret)));
  if (!row?.pendingSecret) throw new AppError('CONFLICT', COPY.twoStepNoSetupStarted);
  const now = deps.clock.now();
  const step = await acceptedTimeStep({
    secret: deps.cipher.decrypt(row.pendingSecret),
    code: input.body.code,
    now,
    afterStep: null,
  });
  if (step === null) throw new AppError('UNAUTHORIZED', COPY.twoStepWrongCode);
  const recovery = newRecoveryCodes(deps.random);
  const confirmed = await db.transaction(async (tx) => {
    // The pending secret confirmed is the one read above, not one a parallel setup put there.
    const [updated] = await tx
      .update(twoStepSecrets)
      .set({
        secret: row.pendingSecret,
        pendingSecret: null,
        enabledAt: now,
        lastTimeStep: step,
        updatedAt: now,
      })
      .where(
        and(
          eq(twoStepSecrets.userId, user.id),
          eq(twoStepSecrets.pendingSecret, row.pendingSecret!),
        ),
      )
      .returning({ userId: twoStepSecrets.userId });
    if (!updated) return false;
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, user.id));
    await tx
      .insert(twoStepRecoveryCodes)
      .values(recovery.hashes.map((codeHash) => ({ userId: user.id, codeHash, createdAt: now })));
    await enqueueMail(tx, twoStepNotice(deps, { user, change: 'on' }), now);
    return true;
  });
  if (!confirmed) throw new AppError('CONFLICT', COPY.twoStepNoSetupStarted);
  await wrongCodeLimiter(deps).reset(user.id);
  if (!challenge) return { recoveryCodes: recovery.codes };
  if (!(await endTwoStepToken(deps, challenge.challengeId))) {
    throw new AppError('UNAUTHORIZED', COPY.twoStepSignInEnded);
  }
  const tokens = await finishTwoStepSignIn(deps, {
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return { recoveryCodes: recovery.codes, ...tokens };
}

/** The notice mailed to the owner at each change, so a change they did not make is seen. */
function twoStepNotice(
  deps: Pick<AppDeps, 'config'>,
  { user, change }: { user: Pick<UserRow, 'email' | 'firstName' | 'locale'>; change: 'on' | 'off' },
) {
  return twoStepChangedNotice({
    to: user.email,
    firstName: user.firstName,
    change,
    supportEmail: deps.config.supportEmail,
    appUrl: deps.config.appUrl,
    language: user.locale,
  });
}

/**
 * Turns two-step sign-in off with the password (counted like every current-password check).
 * Refused while the account's team requires it.
 */
export async function disableTwoStep(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'createLimiter'>,
  {
    user,
    password,
  }: {
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'passwordHash' | 'locale'>;
    password: string;
  },
): Promise<void> {
  await verifyCurrentPassword(deps, { user, password });
  if (await twoStepRequiredByTeam(deps, user.id)) {
    throw new AppError('CONFLICT', COPY.twoStepRequiredByTeam);
  }
  const removed = await deps.database.db.transaction(async (tx) => {
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, user.id));
    const deleted = await tx
      .delete(twoStepSecrets)
      .where(and(eq(twoStepSecrets.userId, user.id), sql`${twoStepSecrets.secret} is not null`))
      .returning({ userId: twoStepSecrets.userId });
    if (deleted.length > 0) {
      await enqueueMail(tx, twoStepNotice(deps, { user, change: 'off' }), deps.clock.now());
    }
    return deleted;
  });
  if (removed.length === 0) throw new AppError('CONFLICT', COPY.twoStepIsOff);
}
