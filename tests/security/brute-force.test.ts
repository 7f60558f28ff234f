import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SLOWED_ATTEMPT_SECONDS } from '#server/modules/auth/login';
import { LEAD_LIMITS } from '#server/modules/leads/capture-lead';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { errorMessage, freshIp } from './helpers';

/** A 429 that tells the client, in words and in Retry-After, to come back later. */
function expectTooMany(response: LightMyRequestResponse, message?: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorMessage(response)).toMatch(message ?? /./);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe.each(databaseKinds)('brute force and flooding on %s', (kind) => {
  let t: TestApp;
  // The shipped defaults, not numbers lowered for the test.
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string, extra = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: extra });

  describe('login', () => {
    it('slows an e-mail down after 5 failures from anywhere, in any spelling, even for the right password', async () => {
      const user = await t.createUser();
      const spellings = [user.email, user.email.toUpperCase(), ` ${user.email} `];
      for (let i = 0; i < 5; i += 1) {
        const response = await post(
          '/api/auth/login',
          { email: spellings[i % spellings.length], password: `guess-${i}` },
          freshIp(),
        );
        expect(response.statusCode).toBe(401);
      }
      const locked = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        freshIp(),
      );
      expectTooMany(locked, /Too many login attempts/);
      // A short wait, not the 15-minute window: others cannot lock the owner out.
      const wait = Number(locked.headers['retry-after']);
      expect(wait).toBeLessThanOrEqual(LOGIN_SLOWED_ATTEMPT_SECONDS);
      t.clock.advance(wait * 1000);
      const after = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        freshIp(),
      );
      expect(after.statusCode).toBe(200);
    });

    it('locks an IP after 30 failures across e-mails; X-Forwarded-For does not reset it', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i += 1) {
        const response = await post(
          '/api/auth/login',
          { email: `spray-${i}-${randomUUID()}@example.com`, password: 'Winter2026!' },
          ip,
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
        expect(response.statusCode).toBe(401);
      }
      const user = await t.createUser();
      const blocked = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        ip,
        { 'x-forwarded-for': '198.51.100.7' },
      );
      expectTooMany(blocked, /Too many login attempts/);
    });

    it('stops a flood of requests from one IP, even malformed ones, at 60 a minute', async () => {
      const ip = freshIp();
      for (let i = 0; i < 60; i += 1) {
        expect((await post('/api/auth/login', { email: '' }, ip)).statusCode).toBe(400);
      }
      expectTooMany(await post('/api/auth/login', { email: '' }, ip));
    });
  });

  describe('password reset', () => {
    it('sends at most 5 reset mails per address, whichever IPs ask', async () => {
      const user = await t.createUser();
      for (let i = 0; i < 5; i += 1) {
        const response = await post('/api/password-reset/send', { email: user.email }, freshIp());
        expect(response.statusCode).toBe(200);
      }
      expectTooMany(
        await post('/api/password-reset/send', { email: user.email.toUpperCase() }, freshIp()),
        /Too many password reset requests/,
      );
    });

    it('takes at most 20 reset requests per IP, whichever addresses they name', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1) {
        const email = `probe-${i}-${randomUUID()}@example.com`;
        expect((await post('/api/password-reset/send', { email }, ip)).statusCode).toBe(200);
      }
      expectTooMany(
        await post('/api/password-reset/send', { email: 'one-more@example.com' }, ip),
        /Too many password reset requests/,
      );
    });

    it('stops reset-token guessing after 20 wrong tokens from one IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1) {
        const response = await post(
          '/api/password-reset/reset',
          { token: randomUUID(), password: 'guessing game' },
          ip,
        );
        expect(response.statusCode).toBe(400);
      }
      expectTooMany(
        await post(
          '/api/password-reset/reset',
          { token: randomUUID(), password: 'guessing game' },
          ip,
        ),
      );
    });
  });

  describe('account verification links', () => {
    it.each([
      ['/api/auth/verify-account', (token: string) => ({ token })],
      [
        '/api/auth/create-account',
        (token: string) => ({
          token,
          firstName: 'Eve',
          lastName: 'Guesser',
          email: 'eve@example.com',
          password: 'guessing game',
        }),
      ],
    ])('stops token guessing at %s after 30 tries a minute from one IP', async (url, body) => {
      const ip = freshIp();
      for (let i = 0; i < 30; i += 1) {
        const response = await post(url, body(randomUUID()), ip);
        expect(response.statusCode).toBe(400);
      }
      expectTooMany(await post(url, body(randomUUID()), ip));
    });
  });

  describe('public send-message', () => {
    const message = (i: number) => ({
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      phone: '+1 555 0100',
      message: `Message number ${i}`,
    });
    const sendTo = (key: string, i: number, ip: string) =>
      post(`/api/card-profiles/public/${key}/send-message`, message(i), ip);

    it('takes 100 messages per address and card in an hour; the address still reaches other cards', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const ip = freshIp();
      for (let i = 0; i < LEAD_LIMITS.perAddressAndCard; i += 1) {
        expect((await sendTo(owner.card.uuid, i, ip)).statusCode).toBe(200);
      }
      expectTooMany(await sendTo(owner.card.uuid, 100, ip), /Too many messages/);
      // The budget is the address's for this card: another card from the same address is taken.
      const other = await t.subscribedOwner({ remoteAddress: freshIp() });
      expect((await sendTo(other.card.uuid, 101, ip)).statusCode).toBe(200);
      // And an hour later the first card takes messages from it again.
      const start = t.clock.now();
      try {
        t.clock.advance(LEAD_LIMITS.windowSeconds * 1000);
        expect((await sendTo(owner.card.uuid, 102, ip)).statusCode).toBe(200);
      } finally {
        t.clock.set(start);
      }
    });

    it('an address past its budget for a card does not stop visitors on other addresses', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const ip = freshIp();
      for (let i = 0; i < LEAD_LIMITS.perAddressAndCard + 1; i += 1) {
        await sendTo(owner.card.uuid, i, ip);
      }
      for (let i = 0; i < 5; i += 1) {
        expect((await sendTo(owner.card.uuid, i, freshIp())).statusCode).toBe(200);
      }
    });

    it(`stops a flood from one address at ${LEAD_LIMITS.floodPerMinute} a minute, honeypot posts included`, async () => {
      const ip = freshIp();
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const bots = await Promise.all(
        Array.from({ length: LEAD_LIMITS.floodPerMinute }, (_, i) =>
          post(
            `/api/card-profiles/public/${owner.card.uuid}/send-message`,
            { ...message(i), website: 'https://spam.example' },
            ip,
          ),
        ),
      );
      expect(bots.every((response) => response.statusCode === 200)).toBe(true);
      expectTooMany(await sendTo(owner.card.uuid, 0, ip));
    });
  });
});
