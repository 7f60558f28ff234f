import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, twoStepRecoveryCodes, twoStepSecrets } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { TWO_STEP_TOKEN_SECONDS } from './two-step-tokens';

describe.each(databaseKinds)('two-step sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TWO_STEP_MAX_WRONG_CODES: '8' });
  });
  afterAll(() => t.close());

  /** The code an authenticator app shows now, on the app's manual clock. */
  const codeNow = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
  /** The next 30-second step, so a new code is not a replay of the last one. */
  const nextStep = () => t.clock.advance(30_000);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  let address = 0;
  const login = (user: { email: string; password: string }) =>
    post('/api/auth/login', { email: user.email, password: user.password }, {}).then((r) => r);
  const verify = (payload: object) => post('/api/auth/two-step/verify', payload);

  const subjectsTo = async (email: string) =>
    (
      await t.deps.database.db
        .select({ subject: mailQueue.subject })
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, email))
    ).map((mail) => mail.subject);

  /** A user with two-step sign-in on: their secret, recovery codes and a session's headers. */
  async function userWithTwoStep() {
    const user = await t.createUser();
    const headers = bearer(
      (await t.login(user.email, user.password, `10.9.0.${++address}`)).accessToken,
    );
    const setup = await post('/api/auth/two-step/setup', {}, headers);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirm = await post(
      '/api/auth/two-step/confirm',
      { code: await codeNow(secret), password: user.password },
      headers,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    nextStep();
    return {
      ...user,
      headers,
      secret: secret as string,
      recoveryCodes: confirm.json().recoveryCodes as string[],
    };
  }

  async function twoStepTokenOf(user: { email: string; password: string }) {
    const response = await login(user);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['twoStepRequired', 'twoStepToken']);
    return response.json().twoStepToken as string;
  }

  it('sets up a 160-bit base32 secret with its otpauth address, stored encrypted', async () => {
    const user = await t.createUser();
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    const response = await post('/api/auth/two-step/setup', {}, headers);
    expect(response.statusCode).toBe(200);
    const { secret, otpauthUrl } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Catalyst%20Connect:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Catalyst%20Connect`,
    );
    const [row] = await t.deps.database.db
      .select()
      .from(twoStepSecrets)
      .where(eq(twoStepSecrets.userId, user.id));
    expect(row!.secret).toBeNull();
    expect(row!.pendingSecret).not.toContain(secret);
    expect(t.deps.cipher.decrypt(row!.pendingSecret!)).toBe(secret);
    // Not on until confirmed: login still answers a session.
    expect(Object.keys((await login(user)).json()).sort()).toEqual(['accessToken', 'refreshToken']);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/two-step', headers });
    expect(status.json()).toEqual({ enabled: false, requiredByTeam: false });
  });

  it('confirms with a code: ten recovery codes, stored hashed; then login asks for a code', async () => {
    const user = await userWithTwoStep();
    expect(user.recoveryCodes).toHaveLength(10);
    expect(new Set(user.recoveryCodes).size).toBe(10);
    for (const code of user.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const stored = await t.deps.database.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(user.recoveryCodes[0]);
    const token = await twoStepTokenOf(user);
    const response = await verify({ twoStepToken: token, code: await codeNow(user.secret) });
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['accessToken', 'refreshToken']);
    const claims = await t.deps.tokens.verifyAccessToken(response.json().accessToken);
    expect(claims?.sub).toBe(user.id);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/two-step',
      headers: user.headers,
    });
    expect(status.json()).toEqual({ enabled: true, requiredByTeam: false });
    expect(await subjectsTo(user.email)).toEqual([
      'Two-step sign-in is on for your Catalyst Connect account',
    ]);
  });

  it('refuses a wrong confirm code (401), a badly shaped one (400) and a confirm without setup (409)', async () => {
    const user = await t.createUser();
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    const password = user.password;
    const early = await post('/api/auth/two-step/confirm', { code: '123456', password }, headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(COPY.twoStepNoSetupStarted);
    const { secret } = (await post('/api/auth/two-step/setup', {}, headers)).json();
    const right = await codeNow(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    // From a session the password is asked too, before the code is counted.
    const noPassword = await post('/api/auth/two-step/confirm', { code: right }, headers);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(COPY.twoStepPasswordToReplace);
    const refused = await post('/api/auth/two-step/confirm', { code: wrong, password }, headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(COPY.twoStepWrongCode);
    const shape = await post('/api/auth/two-step/confirm', { code: '12ab' }, headers);
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toBe(COPY.twoStepCodeFormat);
    expect((await post('/api/auth/two-step/setup', {}, {})).statusCode).toBe(401);
  });

  it('accepts one step either side, never two, and never the same step twice', async () => {
    const user = await userWithTwoStep();
    nextStep();
    const token = await twoStepTokenOf(user);
    const tooOld = await verify({ twoStepToken: token, code: await codeNow(user.secret, -60) });
    expect(tooOld.statusCode).toBe(401);
    const code = await codeNow(user.secret, -30);
    expect((await verify({ twoStepToken: token, code })).statusCode).toBe(200);
    // The same code again, on a fresh sign-in, inside its window: a replay.
    const again = await verify({ twoStepToken: await twoStepTokenOf(user), code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(COPY.twoStepWrongCode);
    // A code of a step before the one used is refused too; the next step's is accepted.
    const ahead = await verify({
      twoStepToken: await twoStepTokenOf(user),
      code: await codeNow(user.secret, 30),
    });
    expect(ahead.statusCode).toBe(200);
    const back = await verify({
      twoStepToken: await twoStepTokenOf(user),
      code: await codeNow(user.secret),
    });
    expect(back.statusCode).toBe(401);
  });

  it('ends a token after 5 wrong codes, and after one right one', async () => {
    const user = await userWithTwoStep();
    const token = await twoStepTokenOf(user);
    const right = await codeNow(user.secret);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await verify({ twoStepToken: token, code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(COPY.twoStepWrongCode);
    }
    const ended = await verify({ twoStepToken: token, code: right });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(COPY.twoStepSignInEnded);
    const fresh = await twoStepTokenOf(user);
    expect((await verify({ twoStepToken: fresh, code: right })).statusCode).toBe(200);
    nextStep();
    const used = await verify({ twoStepToken: fresh, code: await codeNow(user.secret) });
    expect(used.json().message).toBe(COPY.twoStepSignInEnded);
  });

  it('counts wrong codes per account across fresh password sign-ins; only a right code clears them', async () => {
    const user = await userWithTwoStep();
    const wrong = async () => ((await codeNow(user.secret)) === '000000' ? '000001' : '000000');
    const first = await twoStepTokenOf(user);
    for (let i = 0; i < 5; i += 1) await verify({ twoStepToken: first, code: await wrong() });
    const second = await twoStepTokenOf(user);
    for (let i = 0; i < 3; i += 1) {
      expect((await verify({ twoStepToken: second, code: await wrong() })).statusCode).toBe(401);
    }
    // The account's eight are spent: a new sign-in gives no fresh guesses, even a right one waits.
    const third = await twoStepTokenOf(user);
    const limited = await verify({ twoStepToken: third, code: await codeNow(user.secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(COPY.twoStepTooManyWrongCodes);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // After the window the count starts over, and the right code clears it.
    t.clock.advance(t.config.loginLimits.windowSeconds * 1000);
    const fourth = await twoStepTokenOf(user);
    expect(
      (await verify({ twoStepToken: fourth, code: await codeNow(user.secret) })).statusCode,
    ).toBe(200);
  });

  it('ends a token after 5 minutes on the clock', async () => {
    const user = await userWithTwoStep();
    const token = await twoStepTokenOf(user);
    t.clock.advance(TWO_STEP_TOKEN_SECONDS * 1000);
    const response = await verify({ twoStepToken: token, code: await codeNow(user.secret) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(COPY.twoStepSignInEnded);
    expect((await verify({ twoStepToken: 'tst_unknown', code: '123456' })).statusCode).toBe(401);
  });

  it('takes a recovery code once, in any case and without its dash', async () => {
    const user = await userWithTwoStep();
    const code = user.recoveryCodes[3]!;
    const typed = code.replace('-', '').toLowerCase();
    const first = await verify({ twoStepToken: await twoStepTokenOf(user), recoveryCode: typed });
    expect(first.statusCode, first.body).toBe(200);
    const second = await verify({ twoStepToken: await twoStepTokenOf(user), recoveryCode: code });
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(COPY.twoStepWrongCode);
  });

  it('refuses a body with both or neither kind of code, and a bad recovery code shape (400)', async () => {
    const user = await userWithTwoStep();
    const token = await twoStepTokenOf(user);
    const both = await verify({ twoStepToken: token, code: '123456', recoveryCode: 'AAAAA-AAAAA' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(COPY.twoStepCodeOrRecoveryCode);
    expect((await verify({ twoStepToken: token })).statusCode).toBe(400);
    const shape = await verify({ twoStepToken: token, recoveryCode: 'nope' });
    expect(shape.json().message).toBe(COPY.recoveryCodeFormat);
    expect((await verify({ code: '123456' })).statusCode).toBe(400);
  });

  it('keeps the old secret on while a new setup is not confirmed', async () => {
    const user = await userWithTwoStep();
    const { secret: newSecret } = (await post('/api/auth/two-step/setup', {}, user.headers)).json();
    expect(newSecret).not.toBe(user.secret);
    const token = await twoStepTokenOf(user);
    expect(
      (await verify({ twoStepToken: token, code: await codeNow(user.secret) })).statusCode,
    ).toBe(200);
    nextStep();
    // A session alone cannot move it to another phone: the password is asked (400 without it,
    // 400 wrong, counted with the other current-password checks).
    const withoutPassword = await post(
      '/api/auth/two-step/confirm',
      { code: await codeNow(newSecret) },
      user.headers,
    );
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().message).toBe(COPY.twoStepPasswordToReplace);
    const wrongPassword = await post(
      '/api/auth/two-step/confirm',
      { code: await codeNow(newSecret), password: 'not-the-password' },
      user.headers,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(COPY.wrongCurrentPassword);
    const confirm = await post(
      '/api/auth/two-step/confirm',
      { code: await codeNow(newSecret), password: user.password },
      user.headers,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    nextStep();
    // Now the new secret is the one, and the old recovery codes are gone.
    const old = await verify({
      twoStepToken: await twoStepTokenOf(user),
      code: await codeNow(user.secret),
    });
    expect(old.statusCode).toBe(401);
    const oldRecovery = await verify({
      twoStepToken: await twoStepTokenOf(user),
      recoveryCode: user.recoveryCodes[0],
    });
    expect(oldRecovery.statusCode).toBe(401);
    const fresh = await verify({
      twoStepToken: await twoStepTokenOf(user),
      code: await codeNow(newSecret),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('turns off with the password only (400 wrong, 409 when off), and 401 signed out', async () => {
    const user = await userWithTwoStep();
    const del = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/two-step',
        headers: user.headers,
        payload: { password },
      });
    const wrong = await del('not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(COPY.wrongCurrentPassword);
    expect((await del(user.password)).statusCode).toBe(200);
    expect((await subjectsTo(user.email)).at(-1)).toBe(
      'Two-step sign-in is off for your Catalyst Connect account',
    );
    expect(Object.keys((await login(user)).json()).sort()).toEqual(['accessToken', 'refreshToken']);
    const again = await del(user.password);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COPY.twoStepIsOff);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/auth/two-step',
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('stays on through a password reset', async () => {
    const user = await userWithTwoStep();
    await post('/api/password-reset/send', { email: user.email });
    await t.deps.background.idle();
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, user.email));
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.textBody)![1]!;
    const reset = await post('/api/password-reset/reset', { token, password: 'brand new secret' });
    expect(reset.statusCode).toBe(200);
    const answer = await login({ email: user.email, password: 'brand new secret' });
    expect(Object.keys(answer.json()).sort()).toEqual(['twoStepRequired', 'twoStepToken']);
  });

  it('takes no API key and no two-step token of a sign-in as a session', async () => {
    const user = await userWithTwoStep();
    const token = await twoStepTokenOf(user);
    for (const url of ['/api/auth/two-step/setup', '/api/auth/profile']) {
      const response = await t.app.inject({
        method: url.endsWith('setup') ? 'POST' : 'GET',
        url,
        headers: bearer(token),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
