import type { AppDeps } from '#server/app-deps';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { recordAudit, type AuditActor } from '../audit/public';
import { issueAccountToken, spendAccountTokens } from '../auth/public';
import { enqueueMail, passwordResetEmail, verificationEmail } from '../mail/public';
import { readAccount } from './accounts';
import { lockAccount } from './admin-rows';

/** The two links support mails on an owner's behalf, and who may get each. */
const ACCOUNT_LINKS = {
  invitation: {
    purpose: 'verify-account',
    action: 'account.resend-invitation',
    // An account already set up gets a password reset instead (409 says so).
    refuse: (user: UserRow) => (user.passwordHash ? COPY.accountAlreadyVerified : null),
    mail: verificationEmail,
  },
  passwordReset: {
    purpose: 'password-reset',
    action: 'account.send-password-reset',
    refuse: (user: UserRow) => (user.passwordHash ? null : COPY.accountNotVerified),
    mail: passwordResetEmail,
  },
} as const;

/**
 * Mails a fresh link of that kind: a 7-day invitation for an owner who never set a password,
 * or a 1-hour password reset, as the Forgot Password screen would. Links of the same kind sent
 * before stop working. Answers the account as support sees it then.
 */
export async function mailAccountLink(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs'>,
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
): Promise<AdminAccountDetail> {
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
      language: user.locale,
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
  deps.jobs.kick();
  return readAccount(deps, userId);
}
