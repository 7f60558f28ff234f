import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, leads, subscriptions, users } from '#server/db/schema';
import { AdminAccountDetail, AdminAccountPage, AdminOverview } from '#shared/schemas/admin';
import { lastAuditRow, ownerWithHandle, signedInAdmin } from '#tests/support/console-fixtures';
import { callAs, teamWithMember } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { assignCardsFromOrder } from '../accounts/public';

describe.each(databaseKinds)('the console and accounts on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: admin.headers });
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: admin.headers, payload });

  async function invite(email = `invitee-${randomUUID()}@example.com`) {
    await t.deps.database.db.transaction((tx) =>
      assignCardsFromOrder(tx, t.deps, {
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        orderId: `order-${randomUUID()}`,
        items: [{ productTitle: 'Metal', variantTitle: 'Black', quantity: 2 }],
      }),
    );
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    return user!;
  }

  async function linkIn(email: string, route: string): Promise<string> {
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email));
    const match = new RegExp(`https://app\\.example/${route}/([A-Za-z0-9_-]+)`).exec(
      mails.at(-1)?.textBody ?? '',
    );
    if (!match?.[1]) throw new Error(`no ${route} link for ${email}`);
    return match[1];
  }

  it('sums the business up in the overview', async () => {
    const before = AdminOverview.parse((await get('/api/admin/overview')).json());
    const owner = await ownerWithHandle(t);
    await invite();
    await t.deps.database.db.insert(subscriptions).values({
      id: `sub_${randomUUID()}`,
      userId: owner.user.id,
      customerId: 'cus_x',
      status: 'active',
      syncedAt: new Date(),
    });
    await t.deps.database.db.insert(leads).values([
      {
        cardId: owner.card.id,
        ownerId: owner.user.id,
        name: 'V',
        email: 'v@example.com',
        phone: '',
        message: 'Hi',
      },
      {
        cardId: owner.card.id,
        ownerId: owner.user.id,
        name: 'Old',
        email: 'o@example.com',
        phone: '',
        message: 'Hi',
        createdAt: new Date(Date.now() - 8 * 86_400_000),
      },
    ]);
    t.clock.advance(90_000);
    const after = AdminOverview.parse((await get('/api/admin/overview')).json());
    t.clock.set(new Date());
    expect(after.accounts.total - before.accounts.total).toBe(2);
    expect(after.accounts.verified - before.accounts.verified).toBe(1);
    expect(after.cards - before.cards).toBe(3);
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(1);
    expect(after.monthlyRecurringRevenueCents).toBe(after.activeSubscriptions * 1000);
    expect(after.messagesLast7Days - before.messagesLast7Days).toBe(1);
    expect(after.mailQueue.pending).toBeGreaterThanOrEqual(1);
    expect(after.mailQueue.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(90);
  });

  it('finds accounts by part of the e-mail or name, any case, 50 a page by cursor', async () => {
    const tag = randomUUID().slice(0, 8);
    for (let index = 0; index < 53; index += 1) {
      await t.createUser({
        email: `zz-${tag}-${String(index).padStart(2, '0')}@example.com`,
        firstName: 'Paged',
      });
    }
    await t.createUser({
      email: `someone-${tag}@example.com`,
      firstName: 'Marie',
      lastName: 'Curie',
    });
    const first = AdminAccountPage.parse(
      (await get(`/api/admin/accounts?q=ZZ-${tag.toUpperCase()}`)).json(),
    );
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = AdminAccountPage.parse(
      (await get(`/api/admin/accounts?q=zz-${tag}&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.items.map((item) => item.email)).toEqual([
      `zz-${tag}-50@example.com`,
      `zz-${tag}-51@example.com`,
      `zz-${tag}-52@example.com`,
    ]);
    expect(second.nextCursor).toBeNull();
    const owner = await ownerWithHandle(t);
    for (const key of [owner.handle.toUpperCase(), owner.card.uuid]) {
      const byProfile = AdminAccountPage.parse((await get(`/api/admin/accounts?q=${key}`)).json());
      expect(byProfile.items.map((item) => item.email)).toEqual([owner.user.email]);
    }
    const byName = AdminAccountPage.parse((await get(`/api/admin/accounts?q=marie cur`)).json());
    expect(byName.items.map((item) => item.email)).toContain(`someone-${tag}@example.com`);
    // LIKE's own wildcards are taken literally.
    const wildcard = AdminAccountPage.parse((await get(`/api/admin/accounts?q=%25`)).json());
    expect(wildcard.items).toEqual([]);
    const twoParts = Buffer.from('a\nb').toString('base64url');
    expect((await get(`/api/admin/accounts?cursor=${twoParts}`)).statusCode).toBe(400);
  });

  it('shows one account whole: cards with handles, subscriptions, mails, shop orders', async () => {
    const owner = await ownerWithHandle(t);
    const invited = await invite();
    const detail = AdminAccountDetail.parse(
      (await get(`/api/admin/accounts/${owner.user.id}`)).json(),
    );
    expect(detail.account).toMatchObject({
      email: owner.user.email,
      role: 'owner',
      verified: true,
    });
    expect(detail.cards).toEqual([
      expect.objectContaining({ id: owner.card.id, handle: owner.handle, name: 'Grace Hopper' }),
    ]);
    const pending = AdminAccountDetail.parse(
      (await get(`/api/admin/accounts/${invited.id}`)).json(),
    );
    expect(pending.account.verified).toBe(false);
    expect(pending.cards).toHaveLength(2);
    expect(pending.orders).toEqual([
      expect.objectContaining({ cardIds: pending.cards.map((card) => card.id) }),
    ]);
    expect(pending.mails[0]).toMatchObject({ toAddress: invited.email, status: 'pending' });
    expect((await get(`/api/admin/accounts/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/admin/accounts/not-a-uuid')).statusCode).toBe(404);
  });

  it("shows the account's team with its size, and a team's waiting invitation by address", async () => {
    const team = await teamWithMember(t, 'Console Co');
    await callAs(t)('POST', `/api/teams/${team.teamId}/cards`, team.admin.headers, {
      cardIds: [team.admin.cards[0]!.id, team.admin.cards[1]!.id],
    });
    await callAs(t)('PUT', `/api/teams/${team.teamId}/template`, team.admin.headers, {
      values: { workOrganization: 'Console Co' },
      locked: ['workOrganization'],
    });
    const invitee = `later-${randomUUID()}@example.com`;
    await callAs(t)('POST', `/api/teams/${team.teamId}/members`, team.admin.headers, {
      email: invitee,
    });
    const detail = AdminAccountDetail.parse(
      (await get(`/api/admin/accounts/${team.member.id}`)).json(),
    );
    expect(detail.teams).toEqual([
      {
        teamId: team.teamId,
        name: 'Console Co',
        role: 'member',
        status: 'active',
        activeMembers: 2,
        invitations: 1,
        cards: 2,
        pooledCards: 2,
        lockedFields: 1,
        deletedAt: null,
      },
    ]);
    const owner = AdminAccountDetail.parse(
      (await get(`/api/admin/accounts/${team.admin.id}`)).json(),
    );
    expect(owner.teams).toEqual([expect.objectContaining({ role: 'owner', status: 'active' })]);
    // A deleted team stays on its people's accounts, said to be deleted.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.teamId}`,
      headers: team.admin.headers,
      payload: { name: 'Console Co' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = AdminAccountDetail.parse(
      (await get(`/api/admin/accounts/${team.member.id}`)).json(),
    );
    expect(after.teams).toEqual([
      expect.objectContaining({
        status: 'deactivated',
        cards: 0,
        deletedAt: t.clock.now().toISOString(),
      }),
    ]);
    const loner = await t.createUser();
    expect(
      AdminAccountDetail.parse((await get(`/api/admin/accounts/${loner.id}`)).json()).teams,
    ).toEqual([]);
  });

  it('suspends: sessions end, login says why, public profile, page, share image and vCard 404; unsuspend brings them back', async () => {
    const owner = await ownerWithHandle(t);
    // Warm the public cache: the suspension must reach cached copies too.
    for (const url of [
      `/u/${owner.handle}`,
      `/u/${owner.handle}/og.png`,
      `/api/vcard/${owner.card.uuid}/download`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await post(`/api/admin/accounts/${owner.user.id}/suspend`, {})).statusCode).toBe(400);
    expect(
      (await post(`/api/admin/accounts/${owner.user.id}/suspend`, { reason: '   ' })).statusCode,
    ).toBe(400);
    const suspended = await post(`/api/admin/accounts/${owner.user.id}/suspend`, {
      reason: 'Spam profile',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().account).toMatchObject({ suspendedReason: 'Spam profile' });

    const live = await t.app.inject({ url: '/api/cards', headers: owner.headers });
    expect(live.statusCode).toBe(401);
    const refresh = await t.app.inject({
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${owner.tokens.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: owner.user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      code: 'account_suspended',
      message: 'This account is suspended. Contact support.',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: 'not the password' },
    });
    expect(wrong.json()).toEqual({ code: 'invalid_login', message: 'Invalid login attempt' });
    for (const url of [
      `/u/${owner.handle}`,
      `/u/${owner.handle}/og.png`,
      `/u/${owner.card.uuid}`,
      `/api/card-profiles/public/${owner.handle}`,
      `/api/card-profiles/public/${owner.card.uuid}`,
      `/api/vcard/${owner.card.uuid}/download`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect(
      (await post(`/api/admin/accounts/${owner.user.id}/suspend`, { reason: 'again' })).statusCode,
    ).toBe(409);
    const audit = await lastAuditRow(t, owner.user.id);
    expect(audit).toMatchObject({
      actorId: admin.id,
      actorLabel: admin.email,
      action: 'account.suspend',
      targetType: 'account',
      reason: 'Spam profile',
      before: { suspendedAt: null },
    });

    const back = await post(`/api/admin/accounts/${owner.user.id}/unsuspend`, {
      reason: 'Cleaned up',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().account.suspendedAt).toBeNull();
    expect((await t.app.inject({ url: `/u/${owner.handle}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/vcard/${owner.card.uuid}/download` })).statusCode).toBe(
      200,
    );
    expect(await lastAuditRow(t, owner.user.id)).toMatchObject({
      action: 'account.unsuspend',
      reason: 'Cleaned up',
    });
    expect((await post(`/api/admin/accounts/${owner.user.id}/unsuspend`)).statusCode).toBe(409);
  });

  it('refuses to let an admin suspend themselves', async () => {
    const response = await post(`/api/admin/accounts/${admin.id}/suspend`, { reason: 'oops' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'cannot_suspend_yourself',
      message: 'You cannot suspend your own account',
    });
  });

  it('resends an invitation: a fresh 7-day link, the old one stops working', async () => {
    const invited = await invite();
    const old = await linkIn(invited.email, 'create-account');
    const response = await post(`/api/admin/accounts/${invited.id}/resend-invitation`, {
      reason: 'Lost the mail',
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = await linkIn(invited.email, 'create-account');
    expect(fresh).not.toBe(old);
    const verify = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/verify-account', payload: { token } });
    expect((await verify(old)).statusCode).toBe(400);
    t.clock.advance(6 * 86_400_000);
    expect((await verify(fresh)).statusCode).toBe(200);
    t.clock.set(new Date());
    expect(await lastAuditRow(t, invited.id)).toMatchObject({
      action: 'account.resend-invitation',
      reason: 'Lost the mail',
    });
    const owner = await ownerWithHandle(t, { status: null });
    const refused = await post(`/api/admin/accounts/${owner.user.id}/resend-invitation`);
    expect(refused.statusCode).toBe(409);
  });

  it('sends a password reset link that works', async () => {
    const owner = await ownerWithHandle(t, { status: null });
    const response = await post(`/api/admin/accounts/${owner.user.id}/send-password-reset`);
    expect(response.statusCode).toBe(200);
    const token = await linkIn(owner.user.email, 'password-reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/reset',
      payload: { token, password: 'a brand new password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await lastAuditRow(t, owner.user.id)).toMatchObject({
      action: 'account.send-password-reset',
    });
    const invited = await invite();
    expect((await post(`/api/admin/accounts/${invited.id}/send-password-reset`)).statusCode).toBe(
      409,
    );
  });
});
