import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '#server/db/schema';
import { limitAddress } from '#server/lib/client-address';
import { COPY } from '#shared/copy';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { IN_PROCESS_REDIS_OPTIONS } from '#tests/support/test-redis';
import { PER_ADDRESS_LIMITS } from './limit-per-address';
import { TOP_SOURCES } from './read-insights';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const limiterKinds = TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);
const cases = databaseKinds.flatMap((kind) =>
  limiterKinds.map((limiter) => [kind, limiter] as const),
);

/** A phone's browser; `n` makes each one a different browser, as a rotating script would. */
const phone = (n: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1 Build/${n}`;

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

describe('the address a limit counts by', () => {
  it('is an IPv4 address as it is, and the /64 of an IPv6 one', () => {
    expect(limitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(limitAddress('2001:0db8:00aa:00bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
  });
});

/**
 * One address cannot inflate a card's Insights (decision 029): shipped limits, not numbers
 * lowered for the test, on both databases and with memory or Redis counters.
 */
describe.each(cases)('insights limits on %s with %s limiters', (kind, limiterKind) => {
  let t: TestApp;
  let redis: Redis | undefined;
  let owner: { id: string; email: string; password: string };
  let ownerId = '';
  /** A fresh session: the tests move the clock past an access token's life. */
  const session = async () => bearer((await t.login(owner.email, owner.password)).accessToken);
  // Redis is shared with other users: this run's keys only, deleted afterwards.
  const prefix = `test:insight-limits:${randomUUID()}:`;

  beforeAll(async () => {
    if (limiterKind === 'redis') {
      redis = new Redis(TEST_REDIS_URL!, IN_PROCESS_REDIS_OPTIONS);
      await redis.connect();
    }
    t = await createTestApp(
      kind,
      { REDIS_KEY_PREFIX: prefix, APP_URL: 'https://cards.example' },
      redis ? { redis } : {},
    );
    owner = await t.createUser({ stripeSubscriptionStatus: 'active' });
    ownerId = owner.id;
  });
  afterAll(async () => {
    await t.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  async function newCard() {
    const [row] = await t.deps.database.db
      .insert(cards)
      .values({ ownerId, shopifyProductTitle: 'Metal', firstName: 'Ada', lastName: 'L' })
      .returning();
    return row!;
  }

  async function insightsOf(cardId: number, query = 'days=7', app = t) {
    await app.app.insights.flush();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${cardId}/insights?${query}`,
      headers: await session(),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      totals: { views: number; visitors: number; clicks: number; saves: number };
      sources: Array<{ source: string; views: number }>;
    };
  }

  const view = (
    uuid: string,
    address: string,
    userAgent: string,
    extra: Record<string, string> = {},
    app = t,
  ) =>
    app.app.inject({
      method: 'GET',
      url: `/u/${uuid}`,
      remoteAddress: address,
      headers: { 'user-agent': userAgent, ...extra },
    });

  it('counts at most 100 views and 60 visitors from one address rotating its User-Agent and referrer', async () => {
    const card = await newCard();
    const address = freshAddress();
    for (let i = 0; i < 300; i += 1) {
      const response = await view(card.uuid, address, phone(i), {
        referer: `https://spam${i}.example/`,
      });
      // The page itself is never refused: only what it adds to Insights is bounded.
      expect(response.statusCode).toBe(200);
    }
    const { totals, sources } = await insightsOf(card.id);
    expect(totals.views).toBe(PER_ADDRESS_LIMITS.views);
    expect(totals.visitors).toBe(PER_ADDRESS_LIMITS.visitors);
    // 20 domains kept for the hour, 80 views as other; the answer lists 20 sources in all.
    expect(sources).toHaveLength(TOP_SOURCES);
    expect(sources.reduce((sum, row) => sum + row.views, 0)).toBe(100);
    expect(sources.find((row) => row.source === 'other')?.views).toBe(81);
    // Another address still counts in full.
    await view(card.uuid, freshAddress(), phone(1));
    const after = await insightsOf(card.id);
    expect(after.totals.views).toBe(101);
    expect(after.totals.visitors).toBe(61);
  });

  it('counts each of 40 phones behind one venue address as a visitor', async () => {
    const card = await newCard();
    const venue = freshAddress();
    for (let i = 0; i < 40; i += 1) {
      expect((await view(card.uuid, venue, phone(1_000 + i), { referer: '' })).statusCode).toBe(
        200,
      );
      // Each phone looks again (a reload, the way back from the contact file).
      t.clock.advance(500);
      await view(card.uuid, venue, phone(1_000 + i));
    }
    const { totals } = await insightsOf(card.id);
    expect(totals.views).toBe(80);
    expect(totals.visitors).toBe(40);
  });

  it('limits the click ping and the contact downloads the same way', async () => {
    const card = await newCard();
    const handle = `ada-${randomUUID().slice(0, 8)}`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers: await session(),
      payload: { aliasSlug: handle, name: 'Ada', linkedInUrl: 'https://www.linkedin.com/in/ada' },
    });
    expect(saved.statusCode).toBe(200);
    const address = freshAddress();
    for (let i = 0; i < 150; i += 1) {
      const ping = await t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${handle}/click?link=linkedInUrl`,
        remoteAddress: address,
        headers: { 'user-agent': phone(i), 'content-type': 'text/ping', 'ping-to': 'https://x' },
        payload: 'PING',
      });
      expect(ping.statusCode).toBe(204);
      const save = await t.app.inject({
        method: 'GET',
        url: `/api/vcard/${card.uuid}/download`,
        remoteAddress: address,
        headers: { 'user-agent': phone(i) },
      });
      expect(save.statusCode).toBe(200);
    }
    const { totals } = await insightsOf(card.id);
    expect(totals.clicks).toBe(PER_ADDRESS_LIMITS.actions);
    expect(totals.saves).toBe(PER_ADDRESS_LIMITS.actions);
  });

  it.runIf(limiterKind === 'memory')(
    "gives the address a new budget when the 10 minutes are over (this process's clock)",
    async () => {
      const card = await newCard();
      const address = freshAddress();
      for (let i = 0; i < 120; i += 1) await view(card.uuid, address, phone(i));
      // Written as the recorder does every second.
      await t.app.insights.flush();
      t.clock.advance(PER_ADDRESS_LIMITS.windowSeconds * 1000);
      for (let i = 0; i < 120; i += 1) await view(card.uuid, address, phone(i));
      expect((await insightsOf(card.id, 'days=30')).totals.views).toBe(200);
    },
  );

  it.runIf(limiterKind === 'redis')('holds the budget across processes sharing Redis', async () => {
    const second = await createTestApp(
      kind,
      { REDIS_KEY_PREFIX: prefix, APP_URL: 'https://cards.example' },
      { redis, database: t.deps.database },
    );
    try {
      const card = await newCard();
      const address = freshAddress();
      for (let i = 0; i < 100; i += 1) {
        await view(card.uuid, address, phone(i));
        await view(card.uuid, address, phone(500 + i), {}, second);
      }
      await second.app.insights.flush();
      const { totals } = await insightsOf(card.id);
      expect(totals.views).toBe(PER_ADDRESS_LIMITS.views);
      expect(totals.visitors).toBe(PER_ADDRESS_LIMITS.visitors);
    } finally {
      await second.close();
    }
  });

  it('lists at most 20 sources over a period, the rest as other', async () => {
    const card = await newCard();
    // 30 visitors from 30 sites, in two hours: each hour keeps its 20 domains.
    for (let i = 0; i < 30; i += 1) {
      await view(card.uuid, freshAddress(), phone(i), { referer: `https://site${i}.example/a` });
      if (i === 14) t.clock.advance(3_600_000);
    }
    await view(card.uuid, freshAddress(), phone(99), { referer: 'https://site0.example/' });
    const { sources, totals } = await insightsOf(card.id);
    expect(totals.views).toBe(31);
    expect(sources).toHaveLength(TOP_SOURCES);
    // Most views first: the 19 most viewed sites (the tie broken by name), then the rest.
    expect(sources.slice(0, 2)).toEqual([
      { source: 'other', views: 11 },
      { source: 'site0.example', views: 2 },
    ]);
    expect(sources[2]).toEqual({ source: 'site1.example', views: 1 });
    expect(sources.reduce((sum, row) => sum + row.views, 0)).toBe(31);
  });

  it('answers 400, not 500, for a time zone Node knows and the database does not', async () => {
    const card = await newCard();
    const headers = await session();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/insights?tz=US/Pacific-New`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COPY.insightsTimeZoneInvalid);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/insights.csv?tz=US/Pacific-New`,
      headers,
    });
    expect(csv.statusCode).toBe(400);
  });
});
