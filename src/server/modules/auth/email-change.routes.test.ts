import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, mailQueue, sessions, users } from '#server/db/schema';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

const APP_URL = 'https://app.example';

describe.each(databaseKinds)('e-mail change by confirmation link on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL });
  });
  afterAll(() => t.close());

  let counter = 0;
  const freshAddress = () => `moved-${++counter}-${Date.now()}@example.com`;

  async function signedIn() {
    const user = await t.createUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const pair = await t.login(user.email, user.password);
    return { user, pair, headers: bearer(pair.accessToken) };
  }

  const requestChange = (
    headers: Record<string, string>,
    email: string,
    currentPassword?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: 'Ada', lastName: 'Lovelace', email, currentPassword },
    });

  const confirm = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });

  /** Queued mails to one address, oldest first. */
  async function mailsTo(address: string) {
    return t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, address))
      .orderBy(mailQueue.createdAt);
  }

  async function confirmationToken(address: string): Promise<string> {
    const mails = await mailsTo(address);
    const link = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.textBody ?? '');
    if (!link?.[1]) throw new Error(`no confirmation link mailed to ${address}`);
    return link[1];
  }

  const emailOf = async (userId: string) =>
    (await t.deps.database.db.select().from(users).where(eq(users.id, userId)))[0]?.email;

  it('a new address is only pending: link to it, notice to the old one, sign-in unchanged', async () => {
    const { user, headers } = await signedIn();
    const newEmail = freshAddress();
    const response = await requestChange(headers, newEmail.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const [toNew] = await mailsTo(newEmail);
    expect(toNew?.subject).toBe('Confirm your new Catalyst Connect e-mail address');
    expect(toNew?.textBody).toContain(`${APP_URL}/confirm-email/`);
    const [toOld] = await mailsTo(user.email);
    expect(toOld?.subject).toBe('Your Catalyst Connect e-mail address is being changed');
    expect(toOld?.textBody).toContain(newEmail);
    expect(toOld?.textBody).not.toContain('/confirm-email/');
    // Nothing moved yet: the old address still signs in, the new one does not.
    expect(await emailOf(user.id)).toBe(user.email);
    await t.login(user.email, user.password);
  });

  it('confirming moves the account once, ends every session and tells the old address', async () => {
    const { user, headers, pair } = await signedIn();
    const otherDevice = await t.login(user.email, user.password);
    const newEmail = freshAddress();
    expect((await requestChange(headers, newEmail, user.password)).statusCode).toBe(200);
    const token = await confirmationToken(newEmail);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect(await emailOf(user.id)).toBe(newEmail);

    for (const tokens of [pair, otherDevice]) {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(tokens.accessToken),
      });
      expect(read.statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'GET',
        url: '/api/auth/refresh',
        headers: bearer(tokens.refreshToken),
      });
      expect(refresh.statusCode).toBe(401);
    }
    const reasons = await t.deps.database.db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(reasons.map((r) => r.reason)).toEqual(['email-change', 'email-change']);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.login(newEmail, user.password);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(fresh.accessToken),
    });
    expect(profile.json()).toMatchObject({ email: newEmail, pendingEmail: null });

    const notices = await mailsTo(user.email);
    expect(notices.at(-1)?.subject).toBe('Your Catalyst Connect e-mail address was changed');
    expect(notices.at(-1)?.textBody).toContain(newEmail);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_email_change_link',
      message: 'This email confirmation link is invalid or has expired',
    });
  });

  it('an address that has an account answers exactly as a free one; its mail explains and carries no link', async () => {
    const holder = await t.createUser({ firstName: 'Holder' });
    const a = await signedIn();
    const b = await signedIn();
    const free = freshAddress();
    const toFree = await requestChange(a.headers, free, a.user.password);
    const toTaken = await requestChange(b.headers, holder.email, b.user.password);
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    const strip = (body: Record<string, unknown>) => ({ ...body, id: '', email: '' });
    expect(strip(toTaken.json())).toEqual({ ...strip(toFree.json()), pendingEmail: holder.email });
    expect(Object.keys(toTaken.headers).sort()).toEqual(Object.keys(toFree.headers).sort());

    const [explained] = await mailsTo(holder.email);
    expect(explained?.subject).toBe('Confirm your new Catalyst Connect e-mail address');
    expect(explained?.textBody).toContain('it already has an account');
    expect(explained?.textBody).toContain('Hi Holder,');
    expect(explained?.textBody).not.toContain('/confirm-email/');
    // The holder's account is untouched and still signs in.
    expect(await emailOf(holder.id)).toBe(holder.email);
    await t.login(holder.email, holder.password);
  });

  it('a wrong or missing current password answers 400 and records and mails nothing', async () => {
    const { user, headers } = await signedIn();
    const newEmail = freshAddress();
    const wrong = await requestChange(headers, newEmail, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'wrong_current_password',
      message: 'Your current password is not correct',
    });
    const missing = await requestChange(headers, newEmail, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: 'Current password is required',
      errors: [{ path: 'currentPassword', message: 'Current password is required' }],
    });
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect(await mailsTo(user.email)).toHaveLength(0);
    const pending = await t.deps.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'email-change')));
    expect(pending).toHaveLength(0);
    // Still signed in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode,
    ).toBe(200);
  });

  it('wrong current passwords share the change-password limit: 429 with Retry-After', async () => {
    const { user, headers } = await signedIn();
    for (let i = 0; i < t.config.loginLimits.perEmail; i++) {
      expect((await requestChange(headers, freshAddress(), 'wrong guess')).statusCode).toBe(400);
    }
    const blocked = await requestChange(headers, freshAddress(), user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const viaPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: user.password, password: 'a brand new passphrase' },
    });
    expect(viaPassword.statusCode).toBe(429);
  });

  it('limits change requests per account (each one mails two addresses): the sixth in an hour answers 429', async () => {
    const { user, headers } = await signedIn();
    for (let i = 0; i < 5; i++) {
      expect((await requestChange(headers, freshAddress(), user.password)).statusCode).toBe(200);
    }
    const sixth = await requestChange(headers, freshAddress(), user.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'too_many_email_changes',
      message: 'Too many email address changes. Please wait a while and try again.',
    });
  });

  it('only the newest link works; an expired one answers 400', async () => {
    const { user, headers } = await signedIn();
    const first = freshAddress();
    const second = freshAddress();
    await requestChange(headers, first, user.password);
    const firstToken = await confirmationToken(first);
    await requestChange(headers, second, user.password);
    const secondToken = await confirmationToken(second);
    expect((await confirm(firstToken)).statusCode).toBe(400);

    t.clock.advance(24 * 3_600_000 + 1000);
    const expired = await confirm(secondToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: 'invalid_email_change_link',
      message: 'This email confirmation link is invalid or has expired',
    });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('answers 409 and changes nothing when the address was taken after the request', async () => {
    const { user, headers, pair } = await signedIn();
    const newEmail = freshAddress();
    await requestChange(headers, newEmail, user.password);
    const token = await confirmationToken(newEmail);
    await t.createUser({ email: newEmail });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'email_taken',
      message: 'That email address is already used by another account',
    });
    expect(await emailOf(user.id)).toBe(user.email);
    // Nothing happened: the session lives on.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(pair.accessToken),
    });
    expect(read.statusCode).toBe(200);
  });

  it('two confirmations of one link at once: one moves the account, the other answers 400', async () => {
    const { user, headers } = await signedIn();
    const newEmail = freshAddress();
    await requestChange(headers, newEmail, user.password);
    const token = await confirmationToken(newEmail);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it('a password reset link mailed to the old address dies with the change', async () => {
    const { user, headers } = await signedIn();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/send',
      payload: { email: user.email },
    });
    expect(sent.statusCode).toBe(200);
    const resetLink = /\/password-reset\/([A-Za-z0-9_-]+)/.exec(
      (await mailsTo(user.email)).at(-1)?.textBody ?? '',
    );
    const newEmail = freshAddress();
    await requestChange(headers, newEmail, user.password);
    expect((await confirm(await confirmationToken(newEmail))).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/reset',
      payload: { token: resetLink?.[1], password: 'taken over at last' },
    });
    expect(reset.statusCode).toBe(400);
  });

  it('POST /api/auth/confirm-email refuses unknown, missing and malformed tokens with 400', async () => {
    for (const token of ['unknown-token-0123456789', undefined, '', 42, 'x'.repeat(500)]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('POST /api/auth/profile with a new address answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/profile',
      payload: { firstName: 'A', lastName: 'B', email: freshAddress(), currentPassword: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
