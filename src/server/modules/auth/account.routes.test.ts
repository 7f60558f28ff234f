import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { databaseKinds } from '../../../../tests/support/test-database';

describe.each(databaseKinds)('profile and password endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await t.createUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const pair = await t.login(user.email, user.password);
    return { user, pair, headers: bearer(pair.accessToken) };
  }

  it('GET /api/auth/profile answers the current user without secrets', async () => {
    const { user, headers } = await signedIn();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: user.email,
      imageUrl: null,
      stripeSubscriptionStatus: null,
    });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('GET /api/auth/profile answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You must be signed in to do that' });
  });

  it('POST /api/auth/profile updates names and e-mail (trimmed, lowercased)', async () => {
    const { headers } = await signedIn();
    const email = `New.Address+${Date.now()}@Example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: ' Grace ', lastName: 'Hopper', email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: email.toLowerCase(),
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(again.json().firstName).toBe('Grace');
  });

  it('POST /api/auth/profile validates: required names, e-mail format', async () => {
    const { headers } = await signedIn();
    const cases: Array<[object, string]> = [
      [{ firstName: '', lastName: 'X', email: 'a@example.com' }, 'First name is required'],
      [{ firstName: 'X', lastName: '  ', email: 'a@example.com' }, 'Last name is required'],
      [
        { firstName: 'X', lastName: 'Y', email: 'not-an-email' },
        'Please enter a valid email address',
      ],
      [{ firstName: 'X', lastName: 'Y' }, 'Please enter a valid email address'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/profile',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      const path = message.startsWith('First')
        ? 'firstName'
        : message.startsWith('Last')
          ? 'lastName'
          : 'email';
      expect(response.json()).toEqual({ message, errors: [{ path, message }] });
    }
  });

  it('POST /api/auth/profile answers 409 for an e-mail of another account and changes nothing', async () => {
    const other = await t.createUser();
    const { headers, user } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: 'Changed', lastName: 'Name', email: other.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'That email address is already used by another account',
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(after.json()).toMatchObject({ firstName: 'Ada', email: user.email });
  });

  it('POST /api/auth/profile ignores fields it does not know (no privilege escalation)', async () => {
    const { headers } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers,
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: `c${Date.now()}@example.com`,
        stripeSubscriptionStatus: 'active',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().stripeSubscriptionStatus).toBeNull();
  });

  it('POST /api/auth/change-password sets the new password and signs out other devices', async () => {
    const { user, headers, pair } = await signedIn();
    const otherDevice = await t.login(user.email, user.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { password: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // This device stays signed in; the other one is out, access and refresh.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/profile',
          headers: bearer(otherDevice.accessToken),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/refresh',
          headers: bearer(otherDevice.refreshToken),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/refresh',
          headers: bearer(pair.refreshToken),
        })
      ).statusCode,
    ).toBe(200);
    // Old password refused, new one accepted.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    await t.login(user.email, 'a brand new passphrase');
  });

  it('POST /api/auth/change-password refuses a short password (400) and anonymous callers (401)', async () => {
    const { headers } = await signedIn();
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'Must be at least 8 characters',
      errors: [{ path: 'password', message: 'Must be at least 8 characters' }],
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { password: 'long enough password' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
