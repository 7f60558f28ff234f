import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { AccountVerificationResult } from '#shared/schemas/accounts';
import { findAccountToken } from '../auth/public';

/**
 * What the account-creation screen needs to know about a verification link. An owner who has
 * already set a password is told so (whatever the link's age), so an old link leads to Login
 * instead of an error, but with empty names and e-mail: an old invitation lying in a mailbox
 * or a forwarded mail must not tell its reader who the owner is now or their current address
 * (decision 033, docs/product.md#account-lifecycle; the answer carried them before).
 */
export async function verifyAccount(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  token: string,
): Promise<AccountVerificationResult> {
  const { db } = deps.database;
  const row = await findAccountToken(db, token, 'verify-account');
  if (!row) throw new AppError('BAD_REQUEST', COPY.invalidVerificationLink);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError('BAD_REQUEST', COPY.invalidVerificationLink);
  if (user.passwordHash) return { firstName: '', lastName: '', email: '', isRegistered: true };
  const profile = { firstName: user.firstName, lastName: user.lastName, email: user.email };
  if (row.usedAt || row.expiresAt <= deps.clock.now()) {
    throw new AppError('BAD_REQUEST', COPY.invalidVerificationLink);
  }
  return { ...profile, isRegistered: false };
}
