import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users } from '#server/db/schema';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { COPY } from '#shared/copy';
import { findAccountToken, issueAccountToken, spendAccountTokens } from '../auth/public';
import { enqueueMail, verificationEmail } from '../mail/public';

/** Per hour: requests per IP, and new links per invitation link. */
export const RESEND_LIMITS = { perIp: 20, perLink: 3, windowSeconds: 3600 };

const resendLimiters = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) => ({
  perIp: deps.createLimiter('invite-resend-ip', RESEND_LIMITS.windowSeconds),
  perLink: deps.createLimiter('invite-resend-link', RESEND_LIMITS.windowSeconds),
}));

/**
 * 'Send me a new link' on an expired invitation (docs/product.md#account-lifecycle): a fresh 7-day
 * invitation mailed to the address the old one went to, never to one the asker names. The answer is
 * the same, and as fast, whether or not the link was ever an invitation: only the counting happens
 * before it; the look-up, the link and the mail run after (as for password resets). An account
 * already set up gets nothing: its screen says 'Your Account Is Already Verified' with the login
 * link.
 */
export async function resendInvitation(
  deps: Pick<
    AppDeps,
    'database' | 'clock' | 'random' | 'config' | 'jobs' | 'background' | 'createLimiter'
  >,
  { token, ip }: { token: string; ip: string },
): Promise<void> {
  const limiters = resendLimiters(deps);
  const message = COPY.tooManyInvitationRequests;
  assertWithin(await limiters.perIp.take(ip), RESEND_LIMITS.perIp, message);
  assertWithin(await limiters.perLink.take(token), RESEND_LIMITS.perLink, message);
  deps.background.run('invitation mail', () => queueInvitation(deps, token));
}

async function queueInvitation(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs'>,
  oldToken: string,
): Promise<void> {
  const queued = await deps.database.db.transaction(async (tx) => {
    const row = await findAccountToken(tx, oldToken, 'verify-account');
    if (!row) return false;
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        passwordHash: users.passwordHash,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, row.userId))
      .for('update');
    if (!user || user.passwordHash) return false;
    const now = deps.clock.now();
    // The links sent before stop working: one invitation is live at a time.
    await spendAccountTokens(tx, user.id, 'verify-account', now);
    const token = await issueAccountToken(tx, deps, user.id, 'verify-account');
    await enqueueMail(
      tx,
      verificationEmail({
        to: user.email,
        firstName: user.firstName,
        token,
        appUrl: deps.config.appUrl,
        language: user.locale,
      }),
      now,
    );
    return true;
  });
  if (queued) deps.jobs.kick();
}
