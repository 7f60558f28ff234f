import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { LOGIN_SLOWED_ATTEMPT_SECONDS } from './login';

describe.each(databaseKinds)('POST /api/auth/login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      LOGIN_MAX_FAILURES_PER_EMAIL: '3',
      LOGIN_MAX_FAILURES_PER_IP: '8',
    });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress,
    });

  it('answers a token pair for the right password, whatever the e-mail case', async () => {
    const user = await t.createUser();
    const response = await post({
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken']);
    const claims = await t.deps.tokens.verifyAccessToken(body.accessToken);
    expect(claims?.sub).toBe(user.id);
    expect(claims!.exp - claims!.iat).toBe(900);
  });

  it('answers 401 "Invalid login attempt" for a wrong password and an unknown e-mail alike', async () => {
    const user = await t.createUser();
    const wrong = await post({ email: user.email, password: 'not the password' }, '10.0.0.2');
    const unknown = await post({ email: 'nobody@example.com', password: 'whatever1' }, '10.0.0.2');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'invalid_login', message: 'Invalid login attempt' });
    }
  });

  it('spends comparable time on an unknown e-mail and a wrong password', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await post({ email, password: 'wrong-password' }, `10.1.${(Math.random() * 250) | 0}.1`);
      return performance.now() - start;
    };
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved samples, each known one on its own account so the per-e-mail lock never
    // short-cuts it; medians, so one slow moment on a busy machine does not decide.
    for (let i = 0; i < 5; i += 1) {
      known.push(await time((await t.createUser()).email));
      unknown.push(await time(`ghost${i}-${Date.now()}@example.com`));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both run one argon2 verification; without the dummy hash the unknown path is ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('answers 400 with the original exact message when the e-mail is missing', async () => {
    const response = await post({ password: 'x' });
    expect(response.statusCode).toBe(400);
    const missing = {
      code: 'email_missing',
      message: 'You must provide a email to log in',
      errors: [{ path: 'email', message: 'You must provide a email to log in' }],
    };
    expect(response.json()).toEqual(missing);
    const blank = await post({ email: '   ', password: 'x' });
    expect(blank.json()).toEqual(missing);
  });

  it('answers 400 for malformed JSON, a missing body and wrong types', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'invalid_json_body',
      message: 'Request body is not valid JSON',
    });
    const typed = await post({ email: ['a@b.c'], password: 12 });
    expect(typed.statusCode).toBe(400);
    expect(typeof typed.json().message).toBe('string');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.com',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'unsupported_content_type',
      message: 'Unsupported content type',
    });
  });

  it('answers 413 for a body over 100 KB', async () => {
    const response = await post({ email: 'a@example.com', password: 'x'.repeat(200_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'body_too_large',
      message: 'Request body is too large',
    });
  });

  it('slows an e-mail down with 429 after repeated failures, even for the right password', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i += 1) {
      expect((await post({ email: user.email, password: 'bad' }, `10.2.0.${i}`)).statusCode).toBe(
        401,
      );
    }
    const slowed = await post({ email: user.email, password: user.password }, '10.2.0.99');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({
      code: 'too_many_login_attempts',
      message: COPY.tooManyLoginAttempts,
    });
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_SLOWED_ATTEMPT_SECONDS);
    // The owner is not locked out for the 15-minute window: a short wait, and the right
    // password gets in.
    t.clock.advance(retryAfter * 1000);
    expect(
      (await post({ email: user.email, password: user.password }, '10.2.0.99')).statusCode,
    ).toBe(200);
  });

  it('locks an IP out with 429 after repeated failures across e-mails', async () => {
    for (let i = 0; i < 8; i += 1) {
      const response = await post({ email: `spray${i}@example.com`, password: 'bad' }, '10.3.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post({ email: 'spray-next@example.com', password: 'bad' }, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    // Another address is unaffected.
    expect(
      (await post({ email: 'spray-next@example.com', password: 'bad' }, '10.3.0.2')).statusCode,
    ).toBe(401);
  });

  it('refuses an invited owner who has no password yet', async () => {
    const user = await t.createUser();
    await t.deps.database.db.execute(
      // Simulate an invitation that was never completed.
      (await import('drizzle-orm'))
        .sql`update users set password_hash = null where id = ${user.id}`,
    );
    const response = await post({ email: user.email, password: user.password }, '10.4.0.1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'invalid_login', message: 'Invalid login attempt' });
  });
});
