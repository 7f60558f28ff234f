import { asc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/**
 * Every admin row, locked in one order for the rest of the transaction. Whatever could leave the
 * console without an admin (one admin suspending another, an admin deleting their account, a
 * revoke) takes this first, so two such changes run one after the other and the second sees the
 * first's result.
 */
export function lockAdmins(tx: Tx) {
  return tx
    .select({ id: users.id, email: users.email, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

/** The account, locked for the rest of the transaction: two admins acting at once queue up. */
export async function lockAccount(tx: Tx, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND', COPY.accountNotFound);
  return user;
}
