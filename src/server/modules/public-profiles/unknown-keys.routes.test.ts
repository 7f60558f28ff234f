import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_KEY_LIMITS } from '#server/lib/public-read-cache';
import { tooManyRequestsMessage } from '#shared/copy';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { IN_PROCESS_REDIS_OPTIONS } from '#tests/support/test-redis';

const REFUSAL = tooManyRequestsMessage('10 minutes');
/** Lookups of the flood: the budget, then as many again refused. */
const FLOOD = 2 * UNKNOWN_KEY_LIMITS.max;

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const limiterKinds = TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);
const cases = databaseKinds.flatMap((kind) =>
  limiterKinds.map((limiter) => [kind, limiter] as const),
);

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `192.0.2.${addressCounter}`;
};

/**
 * A flood of unknown handles and uuids from one address is refused after a budget counted
 * before the database answers, while real pages are never refused, held in memory or not
 * (decision 029); unknown keys are
 * remembered briefly and forgotten when a handle is taken. Shipped limits, on both databases,
 * with memory or Redis counters.
 */
describe.each(cases)('unknown keys on %s with %s limiters', (kind, limiterKind) => {
  let t: TestApp;
  let redis: Redis | undefined;
  const prefix = `test:unknown-keys:${randomUUID()}:`;

  beforeAll(async () => {
    if (limiterKind === 'redis') {
      redis = new Redis(TEST_REDIS_URL!, IN_PROCESS_REDIS_OPTIONS);
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

  async function paidCardWithHandle() {
    const handle = `ada-${randomUUID().slice(0, 8)}`;
    const { card, headers } = await t.subscribedOwner({ profile: { aliasSlug: handle } });
    return { card, handle, headers };
  }

  const get = (url: string, address: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress: address });

  it('refuses 200 random handles and uuids from one address after the budget, in every form', async () => {
    const address = freshAddress();
    const randomUrl = (i: number) =>
      i % 3 === 0
        ? `/api/card-profiles/public/nobody-${randomUUID().slice(0, 12)}`
        : i % 3 === 1
          ? `/u/nobody-${randomUUID().slice(0, 12)}`
          : `/api/vcard/${randomUUID()}/download`;
    const statuses: number[] = [];
    const check = (url: string, response: Awaited<ReturnType<typeof get>>) => {
      statuses.push(response.statusCode);
      if (response.statusCode !== 429) return;
      expect(response.headers['retry-after']).toBe(String(UNKNOWN_KEY_LIMITS.windowSeconds));
      if (url.startsWith('/u/')) {
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(REFUSAL);
      } else {
        expect(response.json().message).toBe(REFUSAL);
      }
    };
    // The budget, one after another; then the rest of the flood (refusals are held a second
    // before they are sent, so they go in parallel; each is still looked up, since a key that
    // exists would answer).
    for (let i = 0; i < UNKNOWN_KEY_LIMITS.max; i += 1) {
      const url = randomUrl(i);
      check(url, await get(url, address));
    }
    for (let start = UNKNOWN_KEY_LIMITS.max; start < FLOOD; start += 150) {
      const urls = Array.from({ length: Math.min(150, FLOOD - start) }, (_, j) =>
        randomUrl(start + j),
      );
      const responses = await Promise.all(urls.map((url) => get(url, address)));
      responses.forEach((response, j) => check(urls[j]!, response));
    }
    expect(statuses).toHaveLength(FLOOD);
    expect(statuses.slice(0, UNKNOWN_KEY_LIMITS.max).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(UNKNOWN_KEY_LIMITS.max).every((status) => status === 429)).toBe(true);
    // The flood's address still opens every real address, none of them held in memory yet: a
    // lookup that finds something answers whatever the address spent (docs/product.md#limits-count-first).
    const { card, handle } = await paidCardWithHandle();
    const real = [
      `/u/${handle}`,
      `/u/${card.uuid}`,
      `/c/${card.code}`,
      `/u/${handle}/og.png`,
      `/api/card-profiles/public/${handle}`,
      `/api/vcard/${card.uuid}/download`,
    ];
    for (const url of real) expect((await get(url, address)).statusCode, url).toBe(200);
    // Its misses are still refused, in every form; another address is not affected.
    expect((await get(`/c/zzzzzzzz`, address)).statusCode).toBe(429);
    expect((await get(`/u/nobody-else`, address)).statusCode).toBe(429);
    expect((await get(`/u/nobody-else`, freshAddress())).statusCode).toBe(404);
    expect((await get(`/api/vcard/${card.uuid}/download`, freshAddress())).statusCode).toBe(200);
  });

  it('counts lookups before the database answers: parallel misses past the budget are refused', async () => {
    const address = freshAddress();
    const misses = Array.from(
      { length: UNKNOWN_KEY_LIMITS.max + 20 },
      () => `/api/card-profiles/public/nobody-${randomUUID().slice(0, 12)}`,
    );
    const responses = await Promise.all(misses.map((url) => get(url, address)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(UNKNOWN_KEY_LIMITS.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('never refuses one address viewing a real profile 1 000 times', async () => {
    const { card, handle } = await paidCardWithHandle();
    const address = freshAddress();
    const urls = [
      `/u/${handle}`,
      `/u/${card.uuid}`,
      `/api/card-profiles/public/${handle}`,
      `/api/vcard/${card.uuid}/download`,
    ];
    for (let i = 0; i < 1_000; i += 1) {
      const response = await get(urls[i % urls.length]!, address);
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers a known-missing handle from memory, and the handle at once when it is taken', async () => {
    const { card, headers } = await paidCardWithHandle();
    const wanted = `new-${randomUUID().slice(0, 8)}`;
    const address = freshAddress();
    expect((await get(`/u/${wanted}`, address)).statusCode).toBe(404);
    expect((await get(`/api/card-profiles/public/${wanted}`, address)).statusCode).toBe(404);
    const before = t.app.publicCache.negativeHits;
    expect((await get(`/u/${wanted}`, address)).statusCode).toBe(404);
    expect((await get(`/api/card-profiles/public/${wanted}`, address)).statusCode).toBe(404);
    expect(t.app.publicCache.negativeHits - before).toBe(2);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { aliasSlug: wanted },
    });
    expect(renamed.statusCode).toBe(200);
    // The write answers once this process heard its change: no 404 from memory after it.
    expect((await get(`/u/${wanted}`, address)).statusCode).toBe(200);
    expect((await get(`/api/card-profiles/public/${wanted}`, address)).statusCode).toBe(200);
  });
});
