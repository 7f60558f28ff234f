import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithHandle, signedInAdmin } from '#tests/support/console-fixtures';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

/** Every endpoint of the console, with a body it would accept from an admin. */
function endpoints(ids: {
  account: string;
  card: number;
  uuid: string;
  mail: string;
  team: string;
}) {
  return [
    { method: 'GET', url: '/api/admin/overview' },
    { method: 'GET', url: '/api/admin/accounts?q=a' },
    { method: 'GET', url: `/api/admin/accounts/${ids.account}` },
    { method: 'GET', url: `/api/admin/teams/${ids.team}` },
    { method: 'POST', url: `/api/admin/accounts/${ids.account}/suspend`, payload: { reason: 'x' } },
    { method: 'POST', url: `/api/admin/accounts/${ids.account}/unsuspend`, payload: {} },
    { method: 'POST', url: `/api/admin/accounts/${ids.account}/resend-invitation`, payload: {} },
    { method: 'POST', url: `/api/admin/accounts/${ids.account}/send-password-reset`, payload: {} },
    {
      method: 'POST',
      url: `/api/admin/cards/${ids.card}/move`,
      payload: { email: 'x@example.com' },
    },
    { method: 'POST', url: `/api/admin/profiles/${ids.uuid}/takedown`, payload: { reason: 'x' } },
    { method: 'POST', url: `/api/admin/profiles/${ids.uuid}/restore`, payload: {} },
    { method: 'GET', url: '/api/admin/cards/unassigned' },
    { method: 'GET', url: '/api/admin/mail?status=failed' },
    { method: 'POST', url: `/api/admin/mail/${ids.mail}/retry`, payload: {} },
    { method: 'GET', url: '/api/admin/audit' },
  ] as const;
}

describe.each(databaseKinds)('who may use /api/admin on %s', (kind) => {
  let t: TestApp;
  let all: ReturnType<typeof endpoints>;
  let owner: Awaited<ReturnType<typeof ownerWithHandle>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
    owner = await ownerWithHandle(t);
    all = endpoints({
      account: owner.user.id,
      card: owner.card.id,
      uuid: owner.card.uuid,
      mail: randomUUID(),
      team: randomUUID(),
    });
  });
  afterAll(() => t.close());

  const call = (endpoint: (typeof all)[number], headers: Record<string, string> = {}) =>
    t.app.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers,
      ...('payload' in endpoint ? { payload: endpoint.payload } : {}),
    });

  it('answers 401 without a token and with a forged one', async () => {
    const [, payload] = owner.tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [
      owner.tokens.accessToken.split('.')[0],
      Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'),
      owner.tokens.accessToken.split('.')[2],
    ].join('.');
    for (const endpoint of all) {
      const none = await call(endpoint);
      expect(none.statusCode, endpoint.url).toBe(401);
      expect(none.json()).toEqual({
        code: 'unauthorized',
        message: 'You must be signed in to do that',
      });
      expect((await call(endpoint, bearer(tampered))).statusCode, endpoint.url).toBe(401);
    }
  });

  it("answers 403 'Admins only' to an owner, even with a validly signed role claim, before reading the body", async () => {
    const claims = JSON.parse(
      Buffer.from(owner.tokens.accessToken.split('.')[1]!, 'base64url').toString(),
    );
    // Signed with the server's own secret: only the database's role counts.
    const signedClaim = await new SignJWT({ ...claims, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const endpoint of all) {
      for (const token of [owner.tokens.accessToken, signedClaim]) {
        const response = await call(endpoint, bearer(token));
        expect(response.statusCode, endpoint.url).toBe(403);
        expect(response.json()).toEqual({ code: 'admins_only', message: 'Admins only' });
      }
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cards/${owner.card.id}/move`,
      headers: owner.headers,
      payload: { email: 42 },
    });
    expect(garbage.statusCode).toBe(403);
  });

  it('lets an admin in, and shuts a suspended or demoted admin out at once', async () => {
    const admin = await signedInAdmin(t);
    expect(
      (await t.app.inject({ url: '/api/admin/overview', headers: admin.headers })).statusCode,
    ).toBe(200);
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: admin.headers });
    expect(profile.json().role).toBe('admin');

    const other = await signedInAdmin(t);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${other.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Compromised laptop' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    for (const endpoint of all) {
      expect((await call(endpoint, other.headers)).statusCode, endpoint.url).toBe(401);
    }

    const { users } = await import('#server/db/schema');
    const { eq } = await import('drizzle-orm');
    const demoted = await signedInAdmin(t);
    await t.deps.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, demoted.id));
    const after = await t.app.inject({ url: '/api/admin/audit', headers: demoted.headers });
    expect(after.statusCode).toBe(403);
  });

  it('ignores a role sent in a profile update', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers: owner.headers,
      payload: { firstName: 'Grace', lastName: 'Hopper', email: owner.user.email, role: 'admin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().role).toBe('owner');
    const again = await t.app.inject({ url: '/api/admin/overview', headers: owner.headers });
    expect(again.statusCode).toBe(403);
  });
});
