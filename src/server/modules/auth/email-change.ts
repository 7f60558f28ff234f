import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { accountTokens, users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { EmailChangeConfirmation } from '#shared/schemas/accounts';
import {
  emailChangeAddressTakenEmail,
  emailChangeConfirmationEmail,
  emailChangedNotice,
  emailChangeRequestedNotice,
  enqueueMail,
} from '../mail/public';
import { findAccountToken, issueAccountToken, spendAccountTokens } from './account-tokens';
import { revokeAllSessions } from './sessions';

/** Per account and hour: each request mails two addresses, so this caps what one can send. */
export const EMAIL_CHANGE_LIMITS = { perUser: 5, windowSeconds: 3600 };

const emailChangeLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('email-change', EMAIL_CHANGE_LIMITS.windowSeconds),
);

/** Counted before any work, so parallel requests cannot slip past the limit. */
export async function assertEmailChangeAllowed(
  deps: Pick<AppDeps, 'createLimiter'>,
  userId: string,
) {
  assertWithin(
    await emailChangeLimiter(deps).take(userId),
    EMAIL_CHANGE_LIMITS.perUser,
    COPY.tooManyEmailChanges,
  );
}

/**
 * Records a requested move to `newEmail` and queues its mails, in the caller's transaction.
 * A free and a taken address take the same path (a link row, two mails), so the answer and
 * its timing say nothing about who has an account; only the mail to the new address differs.
 */
export async function requestEmailChange(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'random' | 'config'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>,
  newEmail: string,
): Promise<void> {
  const now = deps.clock.now();
  const appUrl = deps.config.appUrl;
  await spendAccountTokens(tx, user.id, 'email-change', now);
  const token = await issueAccountToken(tx, deps, user.id, 'email-change', newEmail);
  const [holder] = await tx
    .select({ firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.email, newEmail));
  const language = user.locale;
  const toNewAddress = holder
    ? emailChangeAddressTakenEmail({
        to: newEmail,
        firstName: holder.firstName,
        appUrl,
        language: holder.locale,
      })
    : emailChangeConfirmationEmail({
        to: newEmail,
        firstName: user.firstName,
        token,
        appUrl,
        language,
      });
  await enqueueMail(tx, toNewAddress, now);
  await enqueueMail(
    tx,
    emailChangeRequestedNotice({
      to: user.email,
      firstName: user.firstName,
      newEmail,
      appUrl,
      language,
    }),
    now,
  );
}

/** The address of the owner's live e-mail change link, or null. */
export async function pendingEmailOf(
  db: DbOrTx,
  deps: Pick<AppDeps, 'clock'>,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email-change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/**
 * Moves the account to the address of a valid link, once. The unique index on users.email
 * decides a race with another account taking the address (409, nothing changed). Every
 * session ends: the sign-in identity and the reset channel moved, so a device signed in under
 * the old one (perhaps the one that asked) must prove the new one. Open reset links, mailed to
 * the old address, die too.
 */
export async function confirmEmailChange(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs'>,
  token: string,
): Promise<EmailChangeConfirmation> {
  const email = await deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await findAccountToken(tx, token, 'email-change');
    if (!row?.newEmail || row.usedAt || row.expiresAt <= now) {
      throw new AppError('BAD_REQUEST', COPY.invalidEmailChangeLink);
    }
    const spent = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (spent.length === 0 || !user) {
      throw new AppError('BAD_REQUEST', COPY.invalidEmailChangeLink);
    }
    try {
      await tx
        .update(users)
        .set({ email: row.newEmail, updatedAt: now })
        .where(eq(users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', COPY.emailTaken);
      throw error;
    }
    await spendAccountTokens(tx, user.id, 'email-change', now);
    await spendAccountTokens(tx, user.id, 'password-reset', now);
    await revokeAllSessions(tx, deps, user.id, 'email-change');
    await enqueueMail(
      tx,
      emailChangedNotice({
        to: user.email,
        firstName: user.firstName,
        newEmail: row.newEmail,
        supportEmail: deps.config.supportEmail,
        appUrl: deps.config.appUrl,
        language: user.locale,
      }),
      now,
    );
    return row.newEmail;
  });
  deps.jobs.kick();
  return { email };
}
