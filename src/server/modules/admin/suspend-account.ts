import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { recordAudit, type AuditActor } from '../audit/public';
import { revokeAllSessions } from '../auth/public';
import { readAccount } from './accounts';
import { lockAccount, lockAdmins } from './admin-rows';

/**
 * Suspends an account: it cannot sign in, every session ends now (the next request of an open
 * app is a 401), and its public profiles, addresses and vCards answer 404. An admin cannot
 * suspend themselves (the console would lock its only operator out). Answers the account as
 * support sees it then.
 */
export async function suspendAccount(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { actor, userId, reason }: { actor: AuditActor; userId: string; reason: string },
): Promise<AdminAccountDetail> {
  if (actor.id === userId) throw new AppError('BAD_REQUEST', COPY.cannotSuspendYourself);
  await deps.database.db.transaction(async (tx) => {
    // Two admins suspending each other at once: the second waits here, then finds itself
    // suspended and is refused, so the console always keeps an admin who can act.
    const admins = await lockAdmins(tx);
    if (!admins.some((admin) => admin.id === actor.id && !admin.suspendedAt)) {
      throw new AppError('FORBIDDEN', COPY.adminsOnly);
    }
    const user = await lockAccount(tx, userId);
    if (user.suspendedAt) throw new AppError('CONFLICT', COPY.accountAlreadySuspended);
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
  return readAccount(deps, userId);
}
