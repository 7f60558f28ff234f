import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, passkeys, users } from '#server/db/schema';
import { COPY } from '#shared/copy';
import {
  softwareAuthenticator,
  type SoftwareAuthenticator,
} from '#tests/support/software-authenticator';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { hasPasskey } from './public';

describe.each(databaseKinds)('passkeys on %s', (kind) => {
  let t: TestApp;
  let rp: { origin: string; rpId: string };
  beforeAll(async () => {
    t = await createTestApp(kind, {
      APP_URL: 'https://cards.example.com',
      LOGIN_MAX_FAILURES_PER_IP: '12',
    });
    rp = { origin: 'https://cards.example.com', rpId: 'cards.example.com' };
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const freshIp = () => `10.9.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

  const registrationOptions = async (headers: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Adds a passkey as `who` (with their password, which a session must give), or signed out. */
  const addPasskey = (
    who: { headers: Record<string, string>; user: { password: string } } | null,
    payload: object,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers: who?.headers ?? {},
      payload: who ? { password: who.user.password, ...payload } : payload,
    });

  /** An owner with one passkey added through the API. */
  const ownerWithPasskey = async () => {
    const owner = await t.ownerWithCard();
    const device = softwareAuthenticator(rp);
    const options = await registrationOptions(owner.headers);
    const added = await addPasskey(owner, {
      response: device.register(options),
      name: 'Chrome on Mac',
    });
    expect(added.statusCode).toBe(201);
    return { owner, device, passkey: added.json() as { id: string } };
  };

  const authenticationOptions = async (remoteAddress: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/authentication-options',
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const authenticate = (payload: unknown, remoteAddress = '10.8.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/authenticate',
      payload: payload as object,
      remoteAddress,
    });
  const signIn = async (device: SoftwareAuthenticator) => {
    const ip = freshIp();
    const options = await authenticationOptions(ip);
    return authenticate({ response: device.authenticate(options) }, ip);
  };

  describe('POST /api/auth/passkeys/registration-options', () => {
    it('answers options for APP_URL host, user verification required, existing passkeys excluded', async () => {
      const { owner, device } = await ownerWithPasskey();
      const options = await registrationOptions(owner.headers);
      expect(options.rp).toEqual({ id: 'cards.example.com', name: 'Catalyst Connect' });
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: 'preferred',
        userVerification: 'required',
      });
      expect(options.user.name).toBe(owner.user.email);
      expect(options.excludeCredentials).toEqual([
        { id: device.credentialId, type: 'public-key', transports: ['internal'] },
      ]);
      expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers 401 without a session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys/registration-options',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/passkeys', () => {
    it('adds the passkey with a trimmed name and lists it', async () => {
      const owner = await t.ownerWithCard();
      const device = softwareAuthenticator(rp);
      const options = await registrationOptions(owner.headers);
      const response = await addPasskey(owner, {
        response: device.register(options),
        name: '  Chrome on Mac  ',
      });
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'name']);
      expect(created.name).toBe('Chrome on Mac');
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/auth/passkeys',
        headers: owner.headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([{ ...created, lastUsedAt: null }]);
      expect(await hasPasskey(t.deps.database.db, owner.user.id)).toBe(true);
    });

    it('answers 400 for a blank or a 61-character name', async () => {
      const owner = await t.ownerWithCard();
      const device = softwareAuthenticator(rp);
      const options = await registrationOptions(owner.headers);
      for (const name of ['   ', 'x'.repeat(61)]) {
        const response = await addPasskey(owner, {
          response: device.register(options),
          name,
        });
        expect(response.statusCode).toBe(400);
      }
      const sixty = await addPasskey(owner, {
        response: device.register(options),
        name: 'x'.repeat(60),
      });
      expect(sixty.statusCode).toBe(201);
    });

    it('answers 400 for a response of the wrong shape, origin or without user verification', async () => {
      const owner = await t.ownerWithCard();
      const device = softwareAuthenticator(rp);
      const shape = await addPasskey(owner, { response: { id: 'x' }, name: 'Phone' });
      expect(shape.statusCode).toBe(400);
      for (const overrides of [{ origin: 'https://evil.example.com' }, { unverified: true }]) {
        const options = await registrationOptions(owner.headers);
        const response = await addPasskey(owner, {
          response: device.register(options, overrides),
          name: 'Phone',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'passkey_response_invalid',
          message: COPY.passkeyResponseInvalid,
        });
      }
      expect(await hasPasskey(t.deps.database.db, owner.user.id)).toBe(false);
    });

    it("answers 400 for a wrong, expired, replayed or another owner's challenge", async () => {
      const owner = await t.ownerWithCard();
      const other = await t.ownerWithCard();
      const device = softwareAuthenticator(rp);
      const expired = {
        code: 'passkey_challenge_expired',
        message: COPY.passkeyChallengeExpired,
      };

      const wrong = await addPasskey(owner, {
        response: device.register({ challenge: 'bm90LWEtY2hhbGxlbmdl' }),
        name: 'Phone',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(expired);

      const othersOptions = await registrationOptions(other.headers);
      const stolen = await addPasskey(owner, {
        response: device.register(othersOptions),
        name: 'Phone',
      });
      expect(stolen.json()).toEqual(expired);

      const late = await registrationOptions(owner.headers);
      t.clock.advance(5 * 60 * 1000 + 1);
      const tooLate = await addPasskey(owner, {
        response: device.register(late),
        name: 'Phone',
      });
      expect(tooLate.statusCode).toBe(400);
      expect(tooLate.json()).toEqual(expired);

      const options = await registrationOptions(owner.headers);
      const answer = device.register(options);
      expect((await addPasskey(owner, { response: answer, name: 'Phone' })).statusCode).toBe(201);
      const replayed = await addPasskey(owner, { response: answer, name: 'Phone' });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual(expired);
    });

    it('answers 409 for a passkey already added to an account', async () => {
      const { device } = await ownerWithPasskey();
      const other = await t.ownerWithCard();
      const options = await registrationOptions(other.headers);
      const response = await addPasskey(other, {
        response: device.register(options),
        name: 'Phone',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'passkey_already_added',
        message: COPY.passkeyAlreadyAdded,
      });
    });

    it('answers 401 without a session', async () => {
      const response = await addPasskey(null, { response: {}, name: 'Phone' });
      expect(response.statusCode).toBe(401);
    });

    it('asks a session for the password (400 without it or wrong), and mails the owner on add and remove', async () => {
      const owner = await t.ownerWithCard();
      const device = softwareAuthenticator(rp);
      const answer = () => registrationOptions(owner.headers).then((o) => device.register(o));
      const bare = await t.app.inject({
        method: 'POST',
        url: '/api/auth/passkeys',
        headers: owner.headers,
        payload: { response: await answer(), name: 'Phone' },
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe(COPY.passkeyPasswordNeeded);
      const wrong = await addPasskey(owner, {
        response: await answer(),
        name: 'Phone',
        password: 'not-the-password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(COPY.wrongCurrentPassword);
      expect(await hasPasskey(t.deps.database.db, owner.user.id)).toBe(false);
      const added = await addPasskey(owner, { response: await answer(), name: 'Phone' });
      expect(added.statusCode).toBe(201);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/passkeys/${added.json().id}`,
        headers: owner.headers,
      });
      expect(removed.statusCode).toBe(204);
      const subjects = (
        await t.deps.database.db
          .select({ subject: mailQueue.subject })
          .from(mailQueue)
          .where(eq(mailQueue.toAddress, owner.user.email))
      ).map((mail) => mail.subject);
      expect(subjects).toEqual(
        expect.arrayContaining([
          'A passkey was added to your Catalyst Connect account',
          'A passkey was removed from your Catalyst Connect account',
        ]),
      );
    });
  });

  describe('GET and DELETE /api/auth/passkeys', () => {
    it("lists only the owner's passkeys and removes one", async () => {
      const { owner, passkey, device } = await ownerWithPasskey();
      await ownerWithPasskey();
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/auth/passkeys',
        headers: owner.headers,
      });
      expect(list.json().map((row: { id: string }) => row.id)).toEqual([passkey.id]);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/auth/passkeys/${passkey.id}`,
        headers: owner.headers,
      });
      expect(removed.statusCode).toBe(204);
      expect(await hasPasskey(t.deps.database.db, owner.user.id)).toBe(false);
      // A removed passkey no longer signs in.
      const response = await signIn(device);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'passkey_not_recognised',
        message: COPY.passkeyNotRecognised,
      });
    });

    it("answers 404 for another owner's passkey, an unknown id and a malformed one", async () => {
      const { passkey } = await ownerWithPasskey();
      const other = await t.ownerWithCard();
      for (const id of [passkey.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/auth/passkeys/${id}`,
          headers: other.headers,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: 'passkey_not_found',
          message: COPY.passkeyNotFound,
        });
      }
      const [row] = await t.deps.database.db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(eq(passkeys.id, passkey.id));
      expect(row).toBeDefined();
    });

    it('answers 401 without a session', async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/auth/passkeys' });
      expect(list.statusCode).toBe(401);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/passkeys/00000000-0000-4000-8000-000000000000',
      });
      expect(removed.statusCode).toBe(401);
    });
  });

  describe('signing in', () => {
    it('answers discoverable options and the token pair login answers', async () => {
      const { owner, device, passkey } = await ownerWithPasskey();
      const ip = freshIp();
      const options = await authenticationOptions(ip);
      expect(options.rpId).toBe('cards.example.com');
      expect(options.userVerification).toBe('required');
      expect(options.allowCredentials ?? []).toEqual([]);
      const response = await authenticate({ response: device.authenticate(options) }, ip);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken']);
      const claims = await t.deps.tokens.verifyAccessToken(body.accessToken);
      expect(claims?.sub).toBe(owner.user.id);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${body.accessToken}` },
      });
      expect(profile.statusCode).toBe(200);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/auth/passkeys',
        headers: owner.headers,
      });
      expect(list.json()[0]).toMatchObject({
        id: passkey.id,
        lastUsedAt: t.clock.now().toISOString(),
      });
    });

    it('answers 400 for a bad response, a forged signature, a wrong origin and no user verification', async () => {
      const { device } = await ownerWithPasskey();
      expect((await authenticate({ response: { id: 'x' } })).statusCode).toBe(400);
      expect((await authenticate({})).statusCode).toBe(400);
      for (const overrides of [
        { forgeSignature: true },
        { origin: 'https://cards.example.com.evil.test' },
        { unverified: true },
      ]) {
        const ip = freshIp();
        const options = await authenticationOptions(ip);
        const response = await authenticate(
          { response: device.authenticate(options, overrides) },
          ip,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'passkey_response_invalid',
          message: COPY.passkeyResponseInvalid,
        });
      }
    });

    it('answers 400 for a wrong, expired or replayed challenge', async () => {
      const { device } = await ownerWithPasskey();
      const expired = {
        code: 'passkey_challenge_expired',
        message: COPY.passkeyChallengeExpired,
      };
      const wrong = await authenticate({
        response: device.authenticate({ challenge: 'bm90LWEtY2hhbGxlbmdl' }),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(expired);

      const late = await authenticationOptions(freshIp());
      t.clock.advance(5 * 60 * 1000 + 1);
      const tooLate = await authenticate({ response: device.authenticate(late) });
      expect(tooLate.statusCode).toBe(400);
      expect(tooLate.json()).toEqual(expired);

      const options = await authenticationOptions(freshIp());
      const answer = device.authenticate(options);
      expect((await authenticate({ response: answer })).statusCode).toBe(200);
      const replayed = await authenticate({ response: answer });
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual(expired);
    });

    it('lets only one of two parallel answers to one challenge through', async () => {
      const { device } = await ownerWithPasskey();
      const options = await authenticationOptions(freshIp());
      const answer = device.authenticate(options);
      const [first, second] = await Promise.all([
        authenticate({ response: answer }),
        authenticate({ response: answer }),
      ]);
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 400]);
    });

    it('refuses a signature counter that goes backwards', async () => {
      const { device } = await ownerWithPasskey();
      device.counter = 9;
      expect((await signIn(device)).statusCode).toBe(200); // counter 10
      device.counter = 4;
      const back = await signIn(device); // counter 5
      expect(back.statusCode).toBe(401);
      expect(back.json()).toEqual({
        code: 'passkey_counter_went_back',
        message: COPY.passkeyCounterWentBack,
      });
      device.counter = 9;
      const same = await signIn(device); // counter 10 again
      expect(same.statusCode).toBe(401);
      expect((await signIn(device)).statusCode).toBe(200); // counter 11
    });

    it('refuses an unknown passkey with 401', async () => {
      const stranger = softwareAuthenticator(rp);
      const response = await signIn(stranger);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'passkey_not_recognised',
        message: COPY.passkeyNotRecognised,
      });
    });

    it('refuses a suspended account as login refuses it', async () => {
      const { owner, device } = await ownerWithPasskey();
      await t.deps.database.db
        .update(users)
        .set({ suspendedAt: t.clock.now() })
        .where(eq(users.id, owner.user.id));
      const response = await signIn(device);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'account_suspended',
        message: COPY.accountSuspended,
      });
    });

    it('answers 429 with Retry-After to a flood of options from one IP', async () => {
      const ip = '10.7.7.7';
      const answers = [];
      for (let i = 0; i < 13; i += 1) {
        answers.push(
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/passkeys/authentication-options',
            remoteAddress: ip,
          }),
        );
      }
      expect(answers.slice(0, 12).every((answer) => answer.statusCode === 200)).toBe(true);
      const refused = answers[12]!;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'too_many_passkey_attempts',
        message: COPY.tooManyPasskeyAttempts,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another IP is not held back.
      expect((await authenticationOptions('10.7.7.8')).challenge).toBeTruthy();
    });

    it('gives a successful sign-in its attempt back', async () => {
      const { device } = await ownerWithPasskey();
      const ip = '10.6.6.6';
      for (let i = 0; i < 15; i += 1) {
        const options = await authenticationOptions(ip);
        expect(
          (await authenticate({ response: device.authenticate(options) }, ip)).statusCode,
        ).toBe(200);
      }
    });
  });
});
