import { eq } from 'drizzle-orm';
import { COPY } from '#shared/copy';
import type { UserRole } from '#shared/schemas/auth';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { lockAdmins } from '../modules/admin/public';
import { COMMAND_LINE_ACTOR, recordAudit } from '../modules/audit/public';
import { CommandError, type CommandContext } from './context';

/**
 * `grant-admin` and `revoke-admin`: the only way a role changes (the API never sets it). Each
 * change and its audit row commit together.
 */
type RoleContext = Pick<CommandContext, 'database' | 'clock'>;

function noAccount(email: string): CommandError {
  return new CommandError(`No account has the e-mail ${email}.`);
}

async function setRole(tx: Tx, now: Date, userId: string, from: UserRole, to: UserRole) {
  await tx.update(users).set({ role: to, updatedAt: now }).where(eq(users.id, userId));
  await recordAudit(tx, now, {
    actor: COMMAND_LINE_ACTOR,
    action: to === 'admin' ? 'account.grant-admin' : 'account.revoke-admin',
    targetType: 'account',
    targetId: userId,
    before: { role: from },
    after: { role: to },
  });
}

export async function grantAdmin(ctx: RoleContext, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  return ctx.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!user) throw noAccount(email);
    if (user.role === 'admin') return `${email} is already an admin; nothing changed.`;
    await setRole(tx, ctx.clock.now(), user.id, user.role, 'admin');
    return `${email} is now an admin.`;
  });
}

/** Refuses to leave no admin at all: COPY.lastAdmin. */
export async function revokeAdmin(ctx: RoleContext, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  return ctx.database.db.transaction(async (tx) => {
    // Every admin row is locked, in one order, before counting. Two revokes of two different
    // admins at once then run one after the other: the second waits here, and PostgreSQL
    // re-reads the rows it waited for, so it no longer counts the admin the first one revoked.
    const admins = await lockAdmins(tx);
    const target = admins.find((admin) => admin.email === email);
    if (!target) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw noAccount(email);
      return `${email} is not an admin; nothing changed.`;
    }
    if (admins.length <= 1) throw new CommandError(COPY.lastAdmin);
    await setRole(tx, ctx.clock.now(), target.id, 'admin', 'owner');
    return `${email} is no longer an admin (now an owner).`;
  });
}
