import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { copyIn } from '#server/lib/copy-in';
import {
  rememberFormattedSentences,
  sentenceNamesWith,
  snakeCase,
} from '#server/lib/error-language';
import { COPY } from '#shared/copy';
import { icuIn } from '#shared/copy/icu';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import errorHandler from './error-handler';

const STABLE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

describe.each(databaseKinds)('error codes and languages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOGIN_MAX_FAILURES_PER_EMAIL: '2' });
  });
  afterAll(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}, ip = '10.40.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });

  it('names each error with a stable code: 404, 400, 401, 413, 429', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: COPY.notFound });

    const invalid = await login({ password: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'email_missing',
      message: COPY.emailMissing,
      errors: [{ path: 'email', message: COPY.emailMissing }],
    });

    const wrong = await login({ email: 'nobody@example.com', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalid_login', message: COPY.invalidLogin });

    const large = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(200_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ code: 'body_too_large', message: COPY.bodyTooLarge });

    const user = await t.createUser();
    for (let i = 0; i < 2; i += 1) {
      await login({ email: user.email, password: 'bad' }, {}, `10.41.0.${i}`);
    }
    const slowed = await login({ email: user.email, password: user.password }, {}, '10.41.0.9');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({
      code: 'too_many_login_attempts',
      message: COPY.tooManyLoginAttempts,
    });
  });

  it('keeps code and status in every language; the message follows Accept-Language', async () => {
    for (const [header, language] of [
      ['de-DE,de;q=0.9,en;q=0.5', 'de'],
      ['ar', 'ar'],
    ] as const) {
      const wrong = await login(
        { email: `nobody-${language}@example.com`, password: 'whatever1' },
        { 'accept-language': header },
        '10.42.0.1',
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'invalid_login',
        message: copyIn(language).invalidLogin,
      });
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/no-such-thing',
        headers: { 'accept-language': header },
      });
      expect(unknown.json()).toEqual({ code: 'not_found', message: copyIn(language).notFound });
    }
  });

  it('answers English without Accept-Language, and for a language the product does not speak', async () => {
    const cases: Array<Record<string, string>> = [{}, { 'accept-language': 'zh-CN, *;q=0.5' }];
    for (const [index, headers] of cases.entries()) {
      const wrong = await login(
        { email: `nobody-${index}@example.com`, password: 'whatever1' },
        headers,
        '10.43.0.1',
      );
      expect(wrong.json()).toEqual({ code: 'invalid_login', message: 'Invalid login attempt' });
    }
  });
});

/**
 * The handler alone, with routes that throw sentences whose German and Arabic exist on this
 * branch (the mails' own), and one sentence made here that no catalogue has.
 */
describe('an error said again in the reader’s language', () => {
  const made = icuIn('en')<[count: number]>(
    '{count, plural, one {# thing is wrong} other {# things are wrong}}',
    'count',
  );
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandler);
    app.get('/fixed', () => {
      throw new AppError('CONFLICT', COPY.mailResetAsked);
    });
    app.get('/with-value', () => {
      throw new AppError('CONFLICT', COPY.mailNewLeadSubject('Ada Lovelace'));
    });
    app.get('/with-label', () => {
      // The value is itself an English sentence (a field's label): it is said in German too.
      throw new AppError(
        'UNPROCESSABLE',
        COPY.mailChangeRequestApproved('Acme', COPY.mailLogIn, 'x'),
      );
    });
    app.get('/made', () => {
      throw new AppError('BAD_REQUEST', made(2));
    });
    app.get('/not-ours', () => {
      throw new AppError('CONFLICT', 'A sentence of no catalogue');
    });
    await app.ready();
    // After the handler's own registration, which listens for the catalogue's sentences only.
    rememberFormattedSentences(sentenceNamesWith({ somethingWrong: made }));
  });
  afterAll(async () => {
    rememberFormattedSentences();
    await app.close();
  });

  const get = (url: string, language?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: language ? { 'accept-language': language } : undefined,
    });

  it('a fixed sentence: 409 and its code in every language, the words in the asked one', async () => {
    const english = await get('/fixed');
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ code: 'mail_reset_asked', message: COPY.mailResetAsked });
    const german = await get('/fixed', 'de');
    expect(german.statusCode).toBe(409);
    expect(german.json()).toEqual({
      code: 'mail_reset_asked',
      message: 'Jemand hat angefordert, das Passwort Ihres Catalyst Connect-Kontos zurückzusetzen.',
    });
    const arabic = await get('/fixed', 'ar-EG');
    expect(arabic.json()).toEqual({
      code: 'mail_reset_asked',
      message: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في Catalyst Connect.',
    });
  });

  it('a sentence with a value: said again with the same value', async () => {
    expect((await get('/with-value')).json()).toEqual({
      code: 'mail_new_lead_subject',
      message: 'New message from Ada Lovelace via Catalyst Connect',
    });
    const german = await get('/with-value', 'de;q=0.8, fr;q=0.2');
    expect(german.statusCode).toBe(409);
    expect(german.json()).toEqual({
      code: 'mail_new_lead_subject',
      message: 'Neue Nachricht von Ada Lovelace über Catalyst Connect',
    });
    expect((await get('/with-value', 'ar')).json()).toEqual({
      code: 'mail_new_lead_subject',
      message: 'رسالة جديدة من Ada Lovelace عبر Catalyst Connect',
    });
  });

  it('a value that is an English sentence is said in the language too', async () => {
    const german = await get('/with-label', 'de');
    expect(german.statusCode).toBe(422);
    expect(german.json()).toEqual({
      code: 'mail_change_request_approved',
      message: copyIn('de').mailChangeRequestApproved('Acme', copyIn('de').mailLogIn, 'x'),
    });
    expect(german.json().message).toContain('Anmelden');
  });

  it('a sentence no catalogue has keeps its code and its English; any other text its status', async () => {
    expect((await get('/made', 'de')).json()).toEqual({
      code: 'something_wrong',
      message: '2 things are wrong',
    });
    expect((await get('/not-ours', 'ja')).json()).toEqual({
      code: 'conflict',
      message: 'A sentence of no catalogue',
    });
  });

  it('every code is snake_case', () => {
    expect(snakeCase('cardNotFound')).toBe('card_not_found');
    expect(snakeCase('invalidJSONBody')).toBe('invalid_json_body');
    for (const name of Object.keys(COPY)) expect(snakeCase(name)).toMatch(STABLE);
  });
});
