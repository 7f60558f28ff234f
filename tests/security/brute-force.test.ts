import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SLOWED_ATTEMPT_SECONDS } from '#server/modules/auth/login';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { createOwner, errorMessage, freshIp } from './helpers';

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

    it('takes 5 messages per IP in 10 minutes', async () => {
      const owner = await createOwner(t);
      const ip = freshIp();
      for (let i = 0; i < 5; i += 1) {
        expect((await sendTo(owner.cardUuid, i, ip)).statusCode).toBe(200);
      }
      expectTooMany(await sendTo(owner.cardUuid, 5, ip), /Too many messages/);
      // Another profile from the same IP is refused too: the budget is the sender's.
      const other = await createOwner(t);
      expectTooMany(await sendTo(other.cardUuid, 6, ip), /Too many messages/);
    });

    it('takes 30 messages per profile in an hour, from however many IPs', async () => {
      const owner = await createOwner(t);
      for (let i = 0; i < 30; i += 1) {
        expect((await sendTo(owner.cardUuid, i, freshIp())).statusCode).toBe(200);
      }
      expectTooMany(await sendTo(owner.cardUuid, 30, freshIp()), /Too many messages/);
    });

    it('stops a flood from one IP at 20 a minute, even when the 10-minute budget is reset', async () => {
      const ip = freshIp();
      const owner = await createOwner(t);
      const start = t.clock.now();
      try {
        for (let i = 0; i < 20; i += 1) {
          // The clock moves past the 10-minute window: only the per-minute guard is left.
          if (i % 5 === 0) t.clock.advance(601_000);
          expect((await sendTo(owner.cardUuid, i, ip)).statusCode).toBe(200);
        }
        t.clock.advance(601_000);
        expectTooMany(await sendTo(owner.cardUuid, 20, ip));
      } finally {
        t.clock.set(start);
      }
    });
  });
});
