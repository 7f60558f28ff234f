import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { bearer, type TestApp } from './test-app';

/** An admin signed in through the API. */
export async function signedInAdmin(t: TestApp) {
  const admin = await t.createUser({ role: 'admin', email: `admin-${randomUUID()}@example.com` });
  const headers = bearer((await t.login(admin.email, admin.password)).accessToken);
  return { ...admin, headers };
}

/**
 * An owner with one card, signed in; with an active subscription the card has a Connect
 * profile under a fresh handle.
 */
export async function ownerWithHandle(
  t: TestApp,
  options: { status?: SubscriptionStatus | null; firstName?: string; email?: string } = {},
) {
  const status = options.status === undefined ? 'active' : options.status;
  const firstName = options.firstName ?? 'Grace';
  const handle = `h-${randomUUID().slice(0, 12)}`;
  const owner = await t.ownerWithCard({
    user: {
      stripeSubscriptionStatus: status,
      firstName,
      lastName: 'Hopper',
      ...(options.email ? { email: options.email } : {}),
    },
    card: { firstName, lastName: 'Hopper', workTitle: 'Admiral' },
    ...(status === 'active' ? { profile: { aliasSlug: handle, slogan: 'Compilers!' } } : {}),
  });
  return { ...owner, handle };
}

/** The newest audit row about `targetId`. */
export async function lastAuditRow(t: TestApp, targetId: string | number) {
  const [row] = await t.deps.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
