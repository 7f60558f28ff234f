import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

/**
 * Sets a new password and signs out every other device: whoever changes a password because
 * it leaked must not leave the attacker's sessions alive. The caller's session stays.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  auth: { userId: string; sessionId: string },
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: deps.clock.now() })
      .where(eq(users.id, auth.userId));
    await revokeOtherSessions(tx, deps, auth.userId, auth.sessionId, 'password-change');
  });
}
