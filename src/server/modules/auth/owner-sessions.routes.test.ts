import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices, mailQueue, sessions } from '#server/db/schema';
import { runRetention } from '#server/modules/retention/retention-job';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { USER_AGENTS } from '#tests/support/user-agents';

const DAY = 86_400_000;
const SUBJECT = 'New sign-in to your Catalyst account';

describe.each(databaseKinds)("the owner's sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example.com' });
  });
  afterAll(() => t.close());

  /** Signs in as a browser does: with its User-Agent, from `ip`. */
  async function signIn(
    user: { email: string; password: string },
    userAgent: string,
    ip = '203.0.113.7',
  ): Promise<{ accessToken: string; refreshToken: string }> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const list = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
  const signOut = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });
  const signOutOthers = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: bearer(token),
    });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
  const refresh = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: bearer(token) });
  const newSignInMails = (to: string) =>
    t.deps.database.db
      .select({ subject: mailQueue.subject, text: mailQueue.textBody })
      .from(mailQueue)
      .where(and(eq(mailQueue.toAddress, to), eq(mailQueue.subject, SUBJECT)));

  it('lists the live sessions, the current one first, with device and network only', async () => {
    const user = await t.createUser();
    const phone = await signIn(user, USER_AGENTS.chromeAndroid, '198.51.100.23');
    t.clock.advance(60_000);
    const laptop = await signIn(user, USER_AGENTS.firefoxDesktop, '2001:db8:1234:5678::9');
    t.clock.advance(60_000);
    const iphone = await signIn(user, USER_AGENTS.safariIos, '::ffff:192.0.2.200');

    const response = await list(laptop.accessToken);
    expect(response.statusCode).toBe(200);
    const listed = response.json();
    expect(listed.map((s: { device: string }) => s.device)).toEqual([
      'Firefox on Windows',
      'Safari on iPhone',
      'Chrome on Android',
    ]);
    expect(listed.map((s: { current: boolean }) => s.current)).toEqual([true, false, false]);
    expect(listed.map((s: { approximateLocation: string }) => s.approximateLocation)).toEqual([
      '2001:db8:1234::/48',
      '192.0.2.0/24',
      '198.51.100.0/24',
    ]);
    expect(Object.keys(listed[0]).sort()).toEqual([
      'approximateLocation',
      'createdAt',
      'current',
      'device',
      'id',
      'lastUsedAt',
    ]);
    // Each device sees itself as the current one.
    const fromPhone = (await list(phone.accessToken)).json();
    expect(fromPhone[0]).toMatchObject({ device: 'Chrome on Android', current: true });
    expect((await list(iphone.accessToken)).json()[0].device).toBe('Safari on iPhone');
  });

  it('stores the network prefix, never the address', async () => {
    const user = await t.createUser();
    await signIn(user, USER_AGENTS.chromeDesktop, '198.51.100.77');
    const rows = await t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.networkPrefix).toBe('198.51.100.0/24');
    expect(JSON.stringify(rows)).not.toContain('198.51.100.77');
  });

  it("names an agent it cannot read 'Unknown device' and leaves out what is not an address", async () => {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const pair = response.json();
    const [session] = (await list(pair.accessToken)).json();
    expect(session.device).toBe('Unknown device');
    // light-my-request's default address is 127.0.0.1.
    expect(session.approximateLocation).toBe('127.0.0.0/24');
  });

  it('leaves out revoked and idle sessions', async () => {
    const user = await t.createUser();
    const old = await signIn(user, USER_AGENTS.chromeDesktop);
    const gone = await signIn(user, USER_AGENTS.firefoxDesktop);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: bearer(gone.accessToken),
    });
    t.clock.advance((t.config.inactivity.timeoutSeconds + 60) * 1000);
    const fresh = await signIn(user, USER_AGENTS.safariMac);
    const listed = (await list(fresh.accessToken)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].current).toBe(true);
    expect((await refresh(old.refreshToken)).statusCode).toBe(401);
    t.clock.set(new Date());
  });

  it('answers 401 without a session, on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/auth/sessions' }),
      await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}` }),
      await t.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('signs another session out: its refresh and access tokens are refused at once', async () => {
    const user = await t.createUser();
    const here = await signIn(user, USER_AGENTS.chromeDesktop);
    const there = await signIn(user, USER_AGENTS.safariIos);
    const [, other] = (await list(here.accessToken)).json();
    expect(other.current).toBe(false);
    const response = await signOut(here.accessToken, other.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await profile(there.accessToken)).statusCode).toBe(401);
    expect((await refresh(there.refreshToken)).statusCode).toBe(401);
    expect((await profile(here.accessToken)).statusCode).toBe(200);
    const [row] = await t.deps.database.db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.id, other.id));
    expect(row!.reason).toBe('signed-out-by-owner');
    // Already signed out: it is no longer one of the owner's sessions.
    expect((await signOut(here.accessToken, other.id)).statusCode).toBe(404);
  });

  it('signs this device out when the current session is the one deleted', async () => {
    const user = await t.createUser();
    const here = await signIn(user, USER_AGENTS.chromeDesktop);
    const [current] = (await list(here.accessToken)).json();
    expect((await signOut(here.accessToken, current.id)).statusCode).toBe(204);
    expect((await profile(here.accessToken)).statusCode).toBe(401);
    expect((await refresh(here.refreshToken)).statusCode).toBe(401);
  });

  it("answers 404 for another owner's session, an unknown id and a malformed one", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const mine = await signIn(owner, USER_AGENTS.chromeDesktop);
    const theirs = await signIn(stranger, USER_AGENTS.chromeDesktop);
    const [theirSession] = (await list(theirs.accessToken)).json();
    for (const id of [theirSession.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await signOut(mine.accessToken, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Session not found');
    }
    expect((await profile(theirs.accessToken)).statusCode).toBe(200);
  });

  it('signs out every other session and keeps the current one', async () => {
    const user = await t.createUser();
    const here = await signIn(user, USER_AGENTS.chromeDesktop);
    const phone = await signIn(user, USER_AGENTS.chromeAndroid);
    const tablet = await signIn(user, USER_AGENTS.safariIos);
    const response = await signOutOthers(here.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    for (const pair of [phone, tablet]) {
      expect((await profile(pair.accessToken)).statusCode).toBe(401);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    }
    const listed = (await list(here.accessToken)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].current).toBe(true);
    expect((await signOutOthers(here.accessToken)).json()).toEqual({ revoked: 0 });
  });

  it('answers 429 when one address floods the sign-out routes', async () => {
    const user = await t.createUser();
    const here = await signIn(user, USER_AGENTS.chromeDesktop);
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sessions/revoke-others',
        headers: bearer(here.accessToken),
        remoteAddress: '10.7.7.7',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });

  describe('the new-device mail', () => {
    it('is never sent for the first sign-in of an account', async () => {
      const user = await t.createUser();
      await signIn(user, USER_AGENTS.chromeDesktop);
      expect(await newSignInMails(user.email)).toEqual([]);
    });

    it('is sent for a new device, not for one seen within 90 days', async () => {
      const user = await t.createUser({ firstName: 'Ada' });
      await signIn(user, USER_AGENTS.chromeDesktop);
      await signIn(user, USER_AGENTS.chromeDesktop, '192.0.2.9'); // another network, same device
      expect(await newSignInMails(user.email)).toEqual([]);

      t.clock.set(new Date('2026-11-29T08:42:00Z'));
      await signIn(user, USER_AGENTS.safariIos);
      const mails = await newSignInMails(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Safari on iPhone');
      expect(mails[0]!.text).toContain('Sunday 29 November 2026 at 08:42 UTC');
      expect(mails[0]!.text).toContain('https://app.example.com/settings#sessions');

      // Known now, and the desktop is too: 89 days later neither mails.
      t.clock.advance(89 * DAY);
      await signIn(user, USER_AGENTS.safariIos);
      await signIn(user, USER_AGENTS.chromeDesktop);
      expect(await newSignInMails(user.email)).toHaveLength(1);
      t.clock.set(new Date());
    });

    it('is sent again for a device unseen for 90 days', async () => {
      const user = await t.createUser();
      await signIn(user, USER_AGENTS.chromeDesktop);
      await signIn(user, USER_AGENTS.firefoxDesktop);
      expect(await newSignInMails(user.email)).toHaveLength(1);
      t.clock.advance(60 * DAY);
      await signIn(user, USER_AGENTS.chromeDesktop);
      t.clock.advance(31 * DAY);
      // Firefox was last seen 91 days ago; Chrome 31.
      await signIn(user, USER_AGENTS.chromeDesktop);
      expect(await newSignInMails(user.email)).toHaveLength(1);
      await signIn(user, USER_AGENTS.firefoxDesktop);
      expect(await newSignInMails(user.email)).toHaveLength(2);
      t.clock.set(new Date());
    });

    it('goes through the mail queue to the owner', async () => {
      const user = await t.createUser();
      await signIn(user, USER_AGENTS.chromeDesktop);
      await signIn(user, USER_AGENTS.samsungInternet);
      await t.deps.jobs.runOnce();
      const sent = t.mailbox.sent.filter((mail) => mail.to === user.email);
      expect(sent.map((mail) => mail.subject)).toEqual([SUBJECT]);
      expect(sent[0]!.text).toContain('Samsung Internet on Android');
    });

    it('mails once when two sign-ins from the same new device race', async () => {
      const user = await t.createUser();
      await signIn(user, USER_AGENTS.chromeDesktop);
      await Promise.all([signIn(user, USER_AGENTS.safariMac), signIn(user, USER_AGENTS.safariMac)]);
      expect(await newSignInMails(user.email)).toHaveLength(1);
    });

    it('keeps each account its newest device past 90 days in the retention job', async () => {
      const user = await t.createUser();
      await signIn(user, USER_AGENTS.chromeDesktop);
      t.clock.advance(DAY);
      await signIn(user, USER_AGENTS.firefoxDesktop);
      t.clock.advance(120 * DAY);
      await runRetention(t.deps);
      const kept = await t.deps.database.db
        .select({ device: knownDevices.device })
        .from(knownDevices)
        .where(eq(knownDevices.userId, user.id));
      expect(kept).toEqual([{ device: 'Firefox on Windows' }]);
      // Not the first sign-in, though no device is known: it mails.
      await signIn(user, USER_AGENTS.chromeDesktop);
      expect(await newSignInMails(user.email)).toHaveLength(2);
      t.clock.set(new Date());
    });
  });
});
