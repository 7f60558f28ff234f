import { randomUUID } from 'node:crypto';
import type * as Argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDIS_OPTIONS } from '#server/create-deps';
import { mailQueue, leads } from '#server/db/schema';
import { RESET_LIMITS } from '#server/modules/accounts/password-reset';
import { LOGIN_SLOWED_ATTEMPT_SECONDS } from '#server/modules/auth/login';
import { LEAD_LIMITS } from '#server/modules/leads/capture-lead';
import { COPY } from '#shared/copy';
import type { OwnerWithCard } from '../support/owners';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { freshIp } from './helpers';

/** Every argon2 verification the app really runs (the real function, counted). */
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifications += 1;
      return real.verify(...args);
    },
  };
});

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const limiterKinds = TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);
const cases = databaseKinds.flatMap((kind) =>
  limiterKinds.map((limiter) => [kind, limiter] as const),
);

const PARALLEL = 40;

function count(responses: LightMyRequestResponse[], status: number): number {
  return responses.filter((response) => response.statusCode === status).length;
}

/**
 * Every limiter counts before it works: N parallel requests cannot all pass a check made before
 * any of them is counted. Shipped limits, not numbers lowered for the test.
 */
describe.each(cases)('limits under concurrency on %s with %s limiters', (kind, limiterKind) => {
  let t: TestApp;
  let redis: Redis | undefined;
  // Redis is shared with other users: this run's keys only, deleted afterwards.
  const prefix = `test:limits:${randomUUID()}:`;

  beforeAll(async () => {
    if (limiterKind === 'redis') {
      redis = new Redis(TEST_REDIS_URL!, { ...REDIS_OPTIONS, lazyConnect: true });
      await redis.connect();
    }
    t = await createTestApp(kind, { REDIS_KEY_PREFIX: prefix }, redis ? { redis } : {});
  });
  afterAll(async () => {
    await t.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  const login = (email: string, password: string, remoteAddress = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  /** Lets the e-mail's slowed-down turn come round again (the clock, or Redis's own TTL). */
  async function nextTurn(email: string) {
    t.clock.advance(LOGIN_SLOWED_ATTEMPT_SECONDS * 1000);
    if (redis) {
      // The e-mail's shared turn, and the own turns of its known addresses.
      const turns = await redis.keys(`${prefix}attempts:login-email-slowed:*`);
      await redis.del(`${prefix}attempts:login-email-slowed:${t.deps.limiterKey(email)}`, ...turns);
    }
  }

  async function verificationsDuring(work: () => Promise<unknown>): Promise<number> {
    const before = argon2.verifications;
    await work();
    return argon2.verifications - before;
  }

  it(`${PARALLEL} parallel wrong logins for one e-mail verify at most LOGIN_MAX_FAILURES_PER_EMAIL passwords`, async () => {
    const owner = await t.createUser();
    const limit = t.config.loginLimits.perEmail;
    let responses: LightMyRequestResponse[] = [];
    const verified = await verificationsDuring(async () => {
      responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => login(owner.email, `wrong-${i}`)),
      );
    });
    // The first limit - 1 verify freely, the limit-th takes the e-mail's turn, the rest wait.
    expect(verified).toBe(limit);
    expect(count(responses, 401)).toBe(limit);
    expect(count(responses, 429)).toBe(PARALLEL - limit);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(response.json()).toEqual({
        code: 'too_many_login_attempts',
        message: COPY.tooManyLoginAttempts,
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_SLOWED_ATTEMPT_SECONDS);
    }

    // The owner is slowed down, not locked out: after the short wait the right password works.
    const waiting = await login(owner.email, owner.password);
    expect(waiting.statusCode).toBe(429);
    await nextTurn(owner.email);
    expect(
      await verificationsDuring(async () => {
        expect((await login(owner.email, owner.password)).statusCode).toBe(200);
      }),
    ).toBe(1);
  });

  it('an attacker on many IPs gets one verification per e-mail per turn; the owner still gets in', async () => {
    const owner = await t.createUser();
    const limit = t.config.loginLimits.perEmail;
    const rounds = 6;
    const perRound: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      if (round > 0) await nextTurn(owner.email);
      perRound.push(
        await verificationsDuring(() =>
          Promise.all(
            Array.from({ length: 10 }, (_, i) => login(owner.email, `guess-${round}-${i}`)),
          ),
        ),
      );
    }
    // Past the first burst: one password per turn, i.e. 60 / LOGIN_SLOWED_ATTEMPT_SECONDS a
    // minute (3), however many addresses the attacker sends from.
    expect(perRound).toEqual([limit, ...Array.from({ length: rounds - 1 }, () => 1)]);
    await nextTurn(owner.email);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('attackers taking every shared turn from two addresses do not keep the owner out at an address it signed in from', async () => {
    const owner = await t.createUser();
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    const attackers = [freshIp(), freshIp()];
    // The attackers spend the free attempts, then each turn as soon as it opens.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(owner.email, `guess-${i}`, attackers[i % 2])),
    );
    for (let round = 0; round < 3; round += 1) {
      await nextTurn(owner.email);
      const turns = await Promise.all(
        attackers.map((ip, i) => login(owner.email, `turn-${round}-${i}`, ip)),
      );
      expect(turns.map((response) => response.statusCode).sort()).toEqual([401, 429]);
      // The shared turn is taken: a new address waits...
      expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(429);
      // ...the owner's known address has its own and gets in at once.
      const atHome = await login(owner.email, owner.password, home);
      expect(atHome.statusCode).toBe(200);
      // Signing in clears the e-mail's count: the attackers spend the free attempts again.
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(owner.email, `again-${i}`, attackers[i % 2])),
      );
    }
  });

  it(`${PARALLEL} parallel wrong logins from one IP verify at most LOGIN_MAX_FAILURES_PER_IP passwords`, async () => {
    const ip = freshIp();
    const limit = t.config.loginLimits.perIp;
    let responses: LightMyRequestResponse[] = [];
    const verified = await verificationsDuring(async () => {
      responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          login(`spray-${i}-${randomUUID()}@example.com`, 'Winter2026!', ip),
        ),
      );
    });
    expect(verified).toBe(limit);
    expect(count(responses, 401)).toBe(limit);
    expect(count(responses, 429)).toBe(PARALLEL - limit);
    // A hard limit: even the right password waits out the window from that address.
    const owner = await t.createUser();
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(429);
  });

  it(`${PARALLEL} parallel reset requests for one e-mail queue at most the limit of mails`, async () => {
    const owner = await t.createUser();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/password-reset/send',
          payload: { email: owner.email },
          remoteAddress: freshIp(),
        }),
      ),
    );
    await t.deps.background.idle();
    expect(count(responses, 200)).toBe(RESET_LIMITS.perEmail);
    expect(count(responses, 429)).toBe(PARALLEL - RESET_LIMITS.perEmail);
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, owner.email));
    expect(mails).toHaveLength(RESET_LIMITS.perEmail);
  });

  describe('visitor messages', () => {
    const send = (cardUuid: string, i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${cardUuid}/send-message`,
        payload: {
          name: `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          phone: '+1 555 0100',
          message: `Parallel message ${i}`,
        },
        remoteAddress,
      });

    async function stored(owner: OwnerWithCard) {
      const { db } = t.deps.database;
      const rows = await db.select().from(leads).where(eq(leads.cardId, owner.card.id));
      const mails = await db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, owner.user.email));
      return { messages: rows.length, mails: mails.length };
    }

    it('parallel messages from one address to one card store and mail at most the per-address-and-card budget', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const ip = freshIp();
      // Most of the budget sent before, the rest raced by a parallel burst.
      const before = LEAD_LIMITS.perAddressAndCard - 10;
      for (let start = 0; start < before; start += 30) {
        const wave = await Promise.all(
          Array.from({ length: Math.min(30, before - start) }, (_, i) =>
            send(owner.card.uuid, start + i, ip),
          ),
        );
        expect(count(wave, 200)).toBe(wave.length);
      }
      // A venue's worth at once (PGlite holds the event loop, so hundreds at once would keep
      // Redis's replies past their timeout).
      const script = 30;
      const responses = await Promise.all(
        Array.from({ length: script }, (_, i) => send(owner.card.uuid, i, ip)),
      );
      expect(count(responses, 200)).toBe(10);
      expect(count(responses, 429)).toBe(script - 10);
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expect(response.json()).toEqual({
          code: 'too_many_messages',
          message: COPY.tooManyMessages,
        });
      }
      expect(await stored(owner)).toEqual({
        messages: LEAD_LIMITS.perAddressAndCard,
        mails: LEAD_LIMITS.perAddressAndCard,
      });
    });

    it('30 parallel messages from many addresses to one card are all stored and mailed: no budget per card lets anyone switch the form off', async () => {
      const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => send(owner.card.uuid, i, freshIp())),
      );
      expect(count(responses, 200)).toBe(30);
      expect(await stored(owner)).toEqual({ messages: 30, mails: 30 });
    });
  });
});
