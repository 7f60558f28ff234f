import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { AdminAccountDetail } from '#shared/schemas/admin';
import { recordAudit, type AuditActor } from '../audit/public';
import { readAccount } from './accounts';
import { lockAccount } from './admin-rows';

/**
 * Lifts a suspension: the owner can sign in again and the public pages answer again. Answers
 * the account as support sees it then.
 */
export async function unsuspendAccount(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { actor, userId, reason }: { actor: AuditActor; userId: string; reason: string | undefined },
): Promise<AdminAccountDetail> {
  await deps.database.db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId);
    if (!user.suspendedAt) throw new AppError('CONFLICT', COPY.accountNotSuspended);
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
  return readAccount(deps, userId);
}
