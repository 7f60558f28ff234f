import { eq } from 'drizzle-orm';
import { MESSAGES } from '#shared/messages';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { recordAudit, type AuditActor } from '../audit/public';
import { issueAccountToken, revokeAllSessions, spendAccountTokens } from '../auth/public';
import { enqueueMail, passwordResetEmail, verificationEmail } from '../mail/public';
import { lockAdmins } from './admin-rows';

type ActionDeps = Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'mailWorker'>;

/** The account, locked for the rest of the transaction: two admins acting at once queue up. */
async function lockAccount(tx: Tx, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.accountNotFound);
  return user;
}

/**
 * Suspends an account: it cannot sign in, every session ends now (the next request of an open
 * app is a 401), and its public profiles, addresses and vCards answer 404. An admin cannot
 * suspend themselves (the console would lock its only operator out).
 */
export async function suspendAccount(
  deps: ActionDeps,
  { actor, userId, reason }: { actor: AuditActor; userId: string; reason: string },
): Promise<void> {
  if (actor.id === userId) throw new AppError('BAD_REQUEST', MESSAGES.cannotSuspendYourself);
  await deps.database.db.transaction(async (tx) => {
    // Two admins suspending each other at once: the second waits here, then finds itself
    // suspended and is refused, so the console always keeps an admin who can act.
    const admins = await lockAdmins(tx);
    if (!admins.some((admin) => admin.id === actor.id && !admin.suspendedAt)) {
      throw new AppError('FORBIDDEN', MESSAGES.adminsOnly);
    }
    const user = await lockAccount(tx, userId);
    if (user.suspendedAt) throw new AppError('CONFLICT', MESSAGES.accountAlreadySuspended);
    const now = deps.clock.now();
    await tx
      .update(users)
      .set({ suspendedAt: now, suspendedReason: reason, updatedAt: now })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, deps, userId, 'suspended');
    await recordAudit(tx, now, {
      actor,
      action: 'account.suspend',
      targetType: 'account',
      targetId: userId,
      reason,
      before: { suspendedAt: null },
      after: { suspendedAt: now.toISOString(), suspendedReason: reason },
    });
  });
}

export async function unsuspendAccount(
  deps: ActionDeps,
  { actor, userId, reason }: { actor: AuditActor; userId: string; reason: string | undefined },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId);
    if (!user.suspendedAt) throw new AppError('CONFLICT', MESSAGES.accountNotSuspended);
    const now = deps.clock.now();
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: now })
      .where(eq(users.id, userId));
    await recordAudit(tx, now, {
      actor,
      action: 'account.unsuspend',
      targetType: 'account',
      targetId: userId,
      reason: reason ?? null,
      before: {
        suspendedAt: user.suspendedAt.toISOString(),
        suspendedReason: user.suspendedReason,
      },
      after: { suspendedAt: null },
    });
  });
}

/** The two links support mails on an owner's behalf, and who may get each. */
const ACCOUNT_LINKS = {
  invitation: {
    purpose: 'verify-account',
    action: 'account.resend-invitation',
    // An account already set up gets a password reset instead (409 says so).
    refuse: (user: UserRow) => (user.passwordHash ? MESSAGES.accountAlreadyVerified : null),
    mail: verificationEmail,
  },
  passwordReset: {
    purpose: 'password-reset',
    action: 'account.send-password-reset',
    refuse: (user: UserRow) => (user.passwordHash ? null : MESSAGES.accountNotVerified),
    mail: passwordResetEmail,
  },
} as const;

/**
 * Mails a fresh link of that kind: a 7-day invitation for an owner who never set a password,
 * or a 1-hour password reset, as the Forgot Password screen would. Links of the same kind sent
 * before stop working.
 */
export async function mailAccountLink(
  deps: ActionDeps,
  {
    actor,
    userId,
    kind,
    reason,
  }: {
    actor: AuditActor;
    userId: string;
    kind: keyof typeof ACCOUNT_LINKS;
    reason: string | undefined;
  },
): Promise<void> {
  const link = ACCOUNT_LINKS[kind];
  await deps.database.db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId);
    const refusal = link.refuse(user);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const now = deps.clock.now();
    await spendAccountTokens(tx, userId, link.purpose, now);
    const token = await issueAccountToken(tx, deps, userId, link.purpose);
    const mail = link.mail({
      to: user.email,
      firstName: user.firstName,
      token,
      appUrl: deps.config.appUrl,
    });
    await enqueueMail(tx, mail, now);
    await recordAudit(tx, now, {
      actor,
      action: link.action,
      targetType: 'account',
      targetId: userId,
      reason: reason ?? null,
    });
  });
  deps.mailWorker.kick();
}
