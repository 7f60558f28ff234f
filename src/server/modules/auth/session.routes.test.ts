import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('sessions and tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const refresh = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/refresh', headers: bearer(token) });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    const user = await t.createUser();
    const first = await t.login(user.email, user.password);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(pair.accessToken)).statusCode).toBe(200);
  });

  it('treats a reused refresh token as theft and revokes the whole family', async () => {
    const user = await t.createUser();
    const first = await t.login(user.email, user.password);
    const second = (await refresh(first.refreshToken)).json();
    // The attacker replays the first token: refused...
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has expired. Please log in again.');
    // ...and the legitimate holder's newer tokens die with it.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second.accessToken)).statusCode).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const user = await t.createUser();
    const pair = await t.login(user.email, user.password);
    const results = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
  });

  it('refuses unknown, missing and expired refresh tokens with 401', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/refresh' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toHaveProperty('message');
    const user = await t.createUser();
    const pair = await t.login(user.email, user.password);
    t.clock.advance(31 * 86_400_000);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    t.clock.set(new Date());
  });

  it('rejects an expired access token, then the refresh gives a working one', async () => {
    const user = await t.createUser();
    const pair = await t.login(user.email, user.password);
    // Used after 9 minutes, so the session is not idle (10 minutes) when the token expires.
    t.clock.advance(540_000);
    expect((await profile(pair.accessToken)).statusCode).toBe(200);
    t.clock.advance(361_000);
    expect((await profile(pair.accessToken)).statusCode).toBe(401);
    const renewed = (await refresh(pair.refreshToken)).json();
    expect((await profile(renewed.accessToken)).statusCode).toBe(200);
    t.clock.set(new Date());
  });

  it('rejects forged tokens: another key, alg none, tampered payload, deleted user', async () => {
    const user = await t.createUser();
    const pair = await t.login(user.email, user.password);
    const claims = await t.deps.tokens.verifyAccessToken(pair.accessToken);
    const otherKey = await new SignJWT({ sid: claims!.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('catalyst-connect')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: user.id, sid: claims!.sid, iss: 'catalyst-connect', iat: 1, exp: 9e9 }),
    ).toString('base64url');
    const algNone = `${header}.${payload}.`;
    const [h, , s] = pair.accessToken.split('.');
    const tampered = `${h}.${payload}.${s}`;
    for (const token of [otherKey, algNone, tampered]) {
      const response = await profile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
    }
    await t.deps.database.db.delete(users).where(eq(users.id, user.id));
    expect((await profile(pair.accessToken)).statusCode).toBe(401);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const user = await t.createUser();
    const pair = await t.login(user.email, user.password);
    const other = await t.login(user.email, user.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: bearer(pair.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await profile(pair.accessToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    // Another device stays signed in.
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 429 when one IP floods the refresh endpoint', async () => {
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/refresh',
        headers: bearer('junk'),
        remoteAddress: '10.9.9.9',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});
