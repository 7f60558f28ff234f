import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { CreateAccountBody } from '#shared/schemas/accounts';
import { findAccountToken, hashPassword, spendAccountTokens } from '../auth/public';

/**
 * Sets the invited owner's password and names, once. The e-mail must be the invited one; a
 * second attempt (or a lost race with a first) answers 409 and changes nothing.
 */
export async function createAccount(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  body: CreateAccountBody,
): Promise<void> {
  // An unknown token is refused before the (deliberately slow) hash: guessing costs us nothing.
  // The transaction below checks the token again, since it may be used in the meantime.
  if (!(await findAccountToken(deps.database.db, body.token, 'verify-account'))) {
    throw new AppError('BAD_REQUEST', COPY.invalidVerificationLink);
  }
  // Hashed outside the transaction, so no connection waits on argon2.
  const passwordHash = await hashPassword(body.password);
  await deps.database.db.transaction(async (tx) => {
    const row = await findAccountToken(tx, body.token, 'verify-account');
    if (!row) throw new AppError('BAD_REQUEST', COPY.invalidVerificationLink);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw new AppError('BAD_REQUEST', COPY.invalidVerificationLink);
    if (user.passwordHash || row.usedAt) throw new AppError('CONFLICT', COPY.accountAlreadyCreated);
    const now = deps.clock.now();
    if (row.expiresAt <= now) throw new AppError('BAD_REQUEST', COPY.invalidVerificationLink);
    if (body.email !== user.email) throw new AppError('BAD_REQUEST', COPY.invitationEmailMismatch);

    const updated = await tx
      .update(users)
      .set({ passwordHash, firstName: body.firstName, lastName: body.lastName, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError('CONFLICT', COPY.accountAlreadyCreated);
    // Every invitation link of this owner is spent now, not only the one used.
    await spendAccountTokens(tx, user.id, 'verify-account', now);
  });
}
