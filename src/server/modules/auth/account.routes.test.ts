import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

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
      connectAccess: null,
      pendingEmail: null,
      role: 'owner',
      locale: null,
    });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('POST /api/auth/profile sets the app’s language, null for the browser’s, and keeps it when left out', async () => {
    const { headers, user } = await signedIn();
    const names = { firstName: 'Ada', lastName: 'Lovelace', email: user.email };
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/profile', headers, payload });
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).json();

    const saved = await post({ ...names, locale: 'ja' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe('ja');
    expect((await profile()).locale).toBe('ja');
    // The names form sends no locale: the language stays.
    expect((await post({ ...names, firstName: 'Augusta' })).json().locale).toBe('ja');
    expect((await post({ ...names, locale: 'pt-BR' })).json().locale).toBe('pt-BR');
    expect((await post({ ...names, locale: null })).json().locale).toBeNull();
    expect((await profile()).locale).toBeNull();
  });

  it('POST /api/auth/profile refuses a language the product does not speak (400)', async () => {
    const { headers, user } = await signedIn();
    for (const locale of ['xx', 'pt-br', 'de-DE', '', 7]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/profile',
        headers,
        payload: { firstName: 'Ada', lastName: 'Lovelace', email: user.email, locale },
      });
      expect(response.statusCode, String(locale)).toBe(400);
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(after.json().locale).toBeNull();
  });

  it('POST /api/auth/profile answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', locale: 'de' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('GET /api/auth/profile answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'unauthorized',
      message: 'You must be signed in to do that',
    });
  });

  it('POST /api/auth/profile updates names (trimmed); the same e-mail in another case is no change', async () => {
    const { headers, user } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: ' Grace ', lastName: 'Hopper', email: ` ${user.email.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: user.email,
      pendingEmail: null,
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
      expect(response.json()).toEqual({
        code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
        message,
        errors: [{ path, message }],
      });
    }
  });

  it('POST /api/auth/profile refuses a new e-mail without the current password (400) and changes nothing', async () => {
    const { headers, user } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: 'Changed', lastName: 'Name', email: `moved-${Date.now()}@example.com` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'current_password_for_email_change',
      message: 'Enter your current password to change your email address',
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(after.json()).toMatchObject({ firstName: 'Ada', email: user.email, pendingEmail: null });
  });

  it('POST /api/auth/profile ignores fields it does not know (no privilege escalation)', async () => {
    const { headers, user } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers,
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: user.email,
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
      payload: { currentPassword: user.password, password: 'a brand new passphrase' },
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
    const { headers, user } = await signedIn();
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: user.password, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'password_too_short',
      message: 'Must be at least 8 characters',
      errors: [{ path: 'password', message: 'Must be at least 8 characters' }],
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, password: 'long enough password' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('POST /api/auth/change-password requires the current password: missing or wrong answers 400, keeps the session and the password', async () => {
    const { user, headers, pair } = await signedIn();
    const otherDevice = await t.login(user.email, user.password);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { password: 'a brand new passphrase' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: 'Current password is required',
      errors: [{ path: 'currentPassword', message: 'Current password is required' }],
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: 'not my password', password: 'a brand new passphrase' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'wrong_current_password',
      message: 'Your current password is not correct',
    });
    // Still signed in here and on the other device; the old password still works.
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
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/refresh',
          headers: bearer(pair.refreshToken),
        })
      ).statusCode,
    ).toBe(200);
    await t.login(user.email, user.password);
  });

  it('POST /api/auth/change-password counts wrong current passwords before verifying: 40 in parallel verify at most the limit, then 429 even for the right one', async () => {
    const { user, headers } = await signedIn();
    const limit = t.config.loginLimits.perEmail;
    const attempt = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword, password: 'a brand new passphrase' },
      });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(`wrong guess ${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // A 400 is only ever answered after argon2 verified the guess: at most `limit` ran.
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - limit);
    const blocked = answers.find((a) => a.statusCode === 429);
    expect(blocked?.json()).toEqual({
      code: 'too_many_password_attempts',
      message: 'Too many wrong passwords. Please wait a few minutes and try again.',
    });
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(user.password)).statusCode).toBe(429);
    // The window ends: the right password works again.
    t.clock.advance(t.config.loginLimits.windowSeconds * 1000 + 1000);
    const fresh = await t.login(user.email, user.password);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(fresh.accessToken),
      payload: { currentPassword: user.password, password: 'a brand new passphrase' },
    });
    expect(retry.statusCode).toBe(200);
  });

  it('POST /api/auth/change-password: the right current password clears the count of wrong ones', async () => {
    const { user, headers } = await signedIn();
    const limit = t.config.loginLimits.perEmail;
    const change = (currentPassword: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword, password },
      });
    for (let i = 0; i < limit - 1; i++) {
      expect((await change('wrong guess', 'a brand new passphrase')).statusCode).toBe(400);
    }
    expect((await change(user.password, 'second passphrase')).statusCode).toBe(200);
    for (let i = 0; i < limit - 1; i++) {
      expect((await change('wrong guess', 'a brand new passphrase')).statusCode).toBe(400);
    }
    expect((await change('second passphrase', 'third passphrase')).statusCode).toBe(200);
  });
});
