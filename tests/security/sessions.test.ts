import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, refreshTokens, sessions, users } from '#server/db/schema';
import type { OwnerWithCard } from '../support/owners';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { freshIp, loginFrom } from './helpers';

type Pair = { accessToken: string; refreshToken: string };

describe.each(databaseKinds)('session revocation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/refresh',
      headers: bearer(token),
      remoteAddress: freshIp(),
    });

  async function rotate(token: string): Promise<Pair> {
    const response = await refresh(token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The status codes an access token gets from a read and a write owner endpoint. */
  async function accessStatus(owner: OwnerWithCard, accessToken: string) {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/cards',
      headers: bearer(accessToken),
    });
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${owner.card.id}/configuration`,
      headers: bearer(accessToken),
      payload: { workTitle: 'Still here' },
    });
    return [read.statusCode, write.statusCode];
  }
  const works = async (owner: OwnerWithCard, pair: Pair) =>
    expect(await accessStatus(owner, pair.accessToken)).toEqual([200, 200]);
  async function isDead(owner: OwnerWithCard, pair: Pair) {
    expect(await accessStatus(owner, pair.accessToken)).toEqual([401, 401]);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  }

  it('revokes the whole family when a rotated-away refresh token is replayed', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const otherDevice = await loginFrom(t, owner.user.email, owner.user.password);
    const second = await rotate(owner.tokens.refreshToken);
    const third = await rotate(second.refreshToken);
    await works(owner, third);
    // A copy of the first (already exchanged) refresh token comes back.
    const replay = await refresh(owner.tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 'session_expired',
      message: 'Your session has expired. Please log in again.',
    });
    // Every pair of that family dies at once, the newest included, without waiting for expiry.
    await isDead(owner, third);
    await isDead(owner, second);
    // Another sign-in of the same owner is a different family and stays.
    await works(owner, otherDevice);
  });

  it("kills the thief's fresh pair when the victim then uses the stolen refresh token", async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const thief = await rotate(owner.tokens.refreshToken);
    await works(owner, thief);
    expect((await refresh(owner.tokens.refreshToken)).statusCode).toBe(401);
    await isDead(owner, thief);
  });

  it('logout revokes the access token and every refresh token of the session at once', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const otherDevice = await loginFrom(t, owner.user.email, owner.user.password);
    const current = await rotate(owner.tokens.refreshToken);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: bearer(current.accessToken),
    });
    expect(logout.statusCode).toBe(200);
    await isDead(owner, current);
    expect((await refresh(owner.tokens.refreshToken)).statusCode).toBe(401);
    await works(owner, otherDevice);
  });

  it("a password change revokes every other session's access and refresh tokens at once", async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const laptop = await loginFrom(t, owner.user.email, owner.user.password);
    const phone = await rotate(
      (await loginFrom(t, owner.user.email, owner.user.password)).refreshToken,
    );
    await works(owner, laptop);
    await works(owner, phone);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: owner.headers,
      payload: { currentPassword: owner.user.password, password: 'a whole new passphrase' },
    });
    expect(change.statusCode).toBe(200);
    await isDead(owner, laptop);
    await isDead(owner, phone);
    // The old password is gone, the new one works.
    await expect(loginFrom(t, owner.user.email, owner.user.password)).rejects.toThrow(/401/);
    await loginFrom(t, owner.user.email, 'a whole new passphrase');
  });

  it('a password reset revokes every session of the owner, the resetting device has none', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const other = await loginFrom(t, owner.user.email, owner.user.password);
    const ip = freshIp();
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/send',
      payload: { email: owner.user.email },
      remoteAddress: ip,
    });
    expect(send.statusCode).toBe(200);
    await t.deps.background.idle();
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, owner.user.email));
    const token = /https:\/\/app\.example\/password-reset\/([A-Za-z0-9_-]+)/.exec(
      mail!.textBody,
    )![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/reset',
      payload: { token, password: 'reset to something new' },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
    await isDead(owner, owner.tokens);
    await isDead(owner, other);
  });

  it('refuses an access token as a refresh token', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    expect((await refresh(owner.tokens.accessToken)).statusCode).toBe(401);
    await works(owner, owner.tokens);
  });

  it("refuses a deleted owner's refresh token", async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    await t.deps.database.db.delete(users).where(eq(users.id, owner.user.id));
    expect((await refresh(owner.tokens.refreshToken)).statusCode).toBe(401);
  });

  it('stores refresh tokens only as hashes, so a database leak yields no usable token', async () => {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const rows = await t.deps.database.db.select().from(refreshTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(owner.tokens.refreshToken);
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  describe('idle sessions (INACTIVITY_TIMEOUT_SECONDS)', () => {
    const minutes = (n: number) => n * 60_000;
    const timeoutMs = () => t.config.inactivity.timeoutSeconds * 1000;

    async function sessionRow(owner: OwnerWithCard) {
      const claims = await t.deps.tokens.verifyAccessToken(owner.tokens.accessToken);
      const [row] = await t.deps.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claims!.sid));
      return row!;
    }

    it('refuses the refresh token of a session idle past the limit and revokes it as idle', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      t.clock.advance(timeoutMs() + 1000);
      const response = await refresh(owner.tokens.refreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'session_expired',
        message: 'Your session has expired. Please log in again.',
      });
      const row = await sessionRow(owner);
      expect(row.revokedReason).toBe('idle');
      // Revoked: the access token that has not expired yet stops working too.
      expect(await accessStatus(owner, owner.tokens.accessToken)).toEqual([401, 401]);
      // A token of the idle session is not a replay: no second revocation, same answer.
      expect((await refresh(owner.tokens.refreshToken)).statusCode).toBe(401);
    });

    it('keeps a session that refreshes within the limit', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      t.clock.advance(timeoutMs() - 1000);
      const pair = await rotate(owner.tokens.refreshToken);
      t.clock.advance(timeoutMs() - 1000);
      await rotate(pair.refreshToken);
    });

    it('an owner active on one 15-minute access token is not taken for idle at the refresh', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      // Requests every 9 minutes (limit 10), never a refresh until the access token expires.
      t.clock.advance(minutes(9));
      await works(owner, owner.tokens);
      t.clock.advance(minutes(5));
      await works(owner, owner.tokens);
      t.clock.advance(minutes(2));
      expect(await accessStatus(owner, owner.tokens.accessToken)).toEqual([401, 401]);
      const pair = await rotate(owner.tokens.refreshToken);
      await works(owner, pair);
    });

    it('a still-valid access token does not bring an idle session back', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      t.clock.advance(timeoutMs() + 1000);
      // The access token (15 minutes) has not expired, but the session sat idle past the limit.
      expect(await accessStatus(owner, owner.tokens.accessToken)).toEqual([401, 401]);
      const before = (await sessionRow(owner)).lastUsedAt.getTime();
      expect((await refresh(owner.tokens.refreshToken)).statusCode).toBe(401);
      const row = await sessionRow(owner);
      expect(row.lastUsedAt.getTime()).toBe(before);
      expect(row.revokedReason).toBe('idle');
    });

    it('logout still ends a session that went idle (the web app signs out right at the limit)', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      t.clock.advance(timeoutMs() + 1000);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${owner.tokens.accessToken}` },
      });
      expect(response.statusCode).toBe(200);
      expect((await sessionRow(owner)).revokedReason).toBe('logout');
      expect((await refresh(owner.tokens.refreshToken)).statusCode).toBe(401);
    });

    it('POST /api/auth/activity keeps a working owner signed in without saving anything', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const activity = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/activity',
          headers: { authorization: `Bearer ${owner.tokens.accessToken}` },
        });
      // Typing for 14 minutes, the web app reporting activity every few minutes.
      for (let i = 0; i < 7; i += 1) {
        t.clock.advance(minutes(2));
        const response = await activity();
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ok: true });
      }
      t.clock.advance(minutes(2));
      await rotate(owner.tokens.refreshToken);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/activity' })).statusCode).toBe(
        401,
      );
    });

    it('writes last_used_at at most once a minute from signed-in requests, and on every refresh', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const start = (await sessionRow(owner)).lastUsedAt.getTime();
      t.clock.advance(30_000);
      await works(owner, owner.tokens);
      expect((await sessionRow(owner)).lastUsedAt.getTime()).toBe(start);
      t.clock.advance(31_000);
      await works(owner, owner.tokens);
      expect((await sessionRow(owner)).lastUsedAt.getTime()).toBe(start + 61_000);
      t.clock.advance(1_000);
      await rotate(owner.tokens.refreshToken);
      expect((await sessionRow(owner)).lastUsedAt.getTime()).toBe(start + 62_000);
    });
  });
});
