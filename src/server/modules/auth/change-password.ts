import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users, type UserRow } from '#server/db/schema';
import type { ChangePasswordBody } from '#shared/schemas/auth';
import { verifyCurrentPassword } from './current-password';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

/**
 * Sets a new password and signs out every other device: whoever changes a password because
 * it leaked must not leave the attacker's sessions alive. The caller's session stays. The
 * current password is asked first, so a borrowed or stolen session cannot lock the owner out.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'createLimiter'>,
  {
    auth,
    body,
  }: {
    auth: { user: Pick<UserRow, 'id' | 'passwordHash'>; sessionId: string };
    body: ChangePasswordBody;
  },
): Promise<void> {
  await verifyCurrentPassword(deps, { user: auth.user, password: body.currentPassword });
  const passwordHash = await hashPassword(body.password);
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: deps.clock.now() })
      .where(eq(users.id, auth.user.id));
    await revokeOtherSessions(tx, deps, auth.user.id, auth.sessionId, 'password-change');
  });
}
