import { asc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { users } from '#server/db/schema';

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
