import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, cards } from '#server/db/schema';
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
export async function ownerWithCard(
  t: TestApp,
  options: { status?: SubscriptionStatus | null; firstName?: string; email?: string } = {},
) {
  const status = options.status === undefined ? 'active' : options.status;
  const user = await t.createUser({
    stripeSubscriptionStatus: status,
    firstName: options.firstName ?? 'Grace',
    lastName: 'Hopper',
    ...(options.email ? { email: options.email } : {}),
  });
  const [card] = await t.deps.database.db
    .insert(cards)
    .values({
      ownerId: user.id,
      shopifyProductTitle: 'Metal',
      firstName: options.firstName ?? 'Grace',
      lastName: 'Hopper',
      workTitle: 'Admiral',
    })
    .returning();
  const tokens = await t.login(user.email, user.password);
  const headers = bearer(tokens.accessToken);
  const handle = `h-${randomUUID().slice(0, 12)}`;
  if (status === 'active') {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card!.id}/profile`,
      headers,
      payload: { aliasSlug: handle, slogan: 'Compilers!' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { user, card: card!, tokens, headers, handle };
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
