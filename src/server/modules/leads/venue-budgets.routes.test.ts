import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, mailQueue, leads, users } from '#server/db/schema';
import { limitAddress } from '#server/lib/client-address';
import { COPY } from '#shared/copy';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { IN_PROCESS_REDIS_OPTIONS } from '#tests/support/test-redis';
import { LEAD_LIMITS, leadLimiters, captureLead } from './capture-lead';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const limiterKinds = TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);
const cases = databaseKinds.flatMap((kind) =>
  limiterKinds.map((limiter) => [kind, limiter] as const),
);

const APP_URL = 'https://cards.example';

/**
 * `n` requests in parallel waves of 30 (a venue's worth). PGlite runs on the event loop, so
 * hundreds at once would keep Redis's replies waiting past any timeout (IN_PROCESS_REDIS_OPTIONS).
 */
async function inWaves<T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < n; start += 30) {
    const wave = Array.from({ length: Math.min(30, n - start) }, (_, k) => request(start + k));
    results.push(...(await Promise.all(wave)));
  }
  return results;
}
const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((response) => response.statusCode === status).length;

/**
 * Decision 028: a venue is not an attacker. Many visitors behind one address (a trade show's
 * Wi-Fi) all reach the owner; a script on one address stores at most its budget; honeypot
 * posts spend nothing; another site's page cannot post the form. Shipped numbers, sent in
 * parallel as both a booth and an attacker would.
 */
describe.each(cases)('visitor message budgets on %s with %s limiters', (kind, limiterKind) => {
  let t: TestApp;
  let redis: Redis | undefined;
  // Redis is shared with other users: this run's keys only, deleted afterwards.
  const prefix = `test:venue:${randomUUID()}:`;

  beforeAll(async () => {
    if (limiterKind === 'redis') {
      redis = new Redis(TEST_REDIS_URL!, IN_PROCESS_REDIS_OPTIONS);
      await redis.connect();
    }
    t = await createTestApp(kind, { REDIS_KEY_PREFIX: prefix, APP_URL }, redis ? { redis } : {});
  });
  afterAll(async () => {
    await t.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  let addressCounter = 0;
  /** An address no other test used (the flood guard and the budgets key on it). */
  const venueAddress = () => {
    addressCounter += 1;
    return `198.51.${limiterKind === 'redis' ? 100 : 101}.${addressCounter}`;
  };

  /** A subscribed owner with `n` cards, straight in the database (no password hashing). */
  async function ownerWithCards(n = 1) {
    const email = `venue-owner-${randomUUID()}@example.com`;
    const [owner] = await t.deps.database.db
      .insert(users)
      .values({
        email,
        passwordHash: 'not used',
        firstName: 'Booth',
        lastName: 'Owner',
        stripeSubscriptionStatus: 'active',
      })
      .returning({ id: users.id });
    const rows = await t.deps.database.db
      .insert(cards)
      .values(
        Array.from({ length: n }, () => ({
          ownerId: owner!.id,
          shopifyProductTitle: 'Metal Card',
          firstName: 'Booth',
        })),
      )
      .returning({ id: cards.id, uuid: cards.uuid });
    return { email, cards: rows };
  }

  const visitor = (i: number) => ({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: '+1 555 0100',
    message: `Met you at booth 12, phone ${i}`,
  });

  const sendJson = (
    key: string,
    payload: object,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      payload,
      headers,
      remoteAddress,
    });

  const sendForm = (
    key: string,
    fields: Record<string, string>,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  async function storedFor(cardIds: number[], ownerEmail: string) {
    const { db } = t.deps.database;
    const rows = await db.select().from(leads).where(inArray(leads.cardId, cardIds));
    const mails = await db.select().from(mailQueue).where(eq(mailQueue.toAddress, ownerEmail));
    return { messages: rows.length, mails: mails.length };
  }

  it('30 phones behind one venue address, in parallel, each reach the owner: 30 stored, 30 mailed', async () => {
    const owner = await ownerWithCards();
    const card = owner.cards[0]!;
    const address = venueAddress();
    const phones = 30;
    const responses = await Promise.all(
      Array.from({ length: phones }, (_, i) =>
        // Half through the page's script (JSON, same-origin), half through the form without it.
        i % 2
          ? sendJson(card.uuid, { ...visitor(i), website: '' }, address, {
              'sec-fetch-site': 'same-origin',
              origin: APP_URL,
            })
          : sendForm(card.uuid, { ...visitor(i), website: '' }, address, {
              'sec-fetch-site': 'same-origin',
              origin: APP_URL,
            }),
      ),
    );
    expect(count(responses, 200)).toBe(phones / 2);
    expect(responses.filter((r) => r.statusCode === 303).map((r) => r.headers.location)).toEqual(
      Array.from({ length: phones / 2 }, () => `/u/${card.uuid}#message-sent`),
    );
    expect(await storedFor([card.id], owner.email)).toEqual({ messages: phones, mails: phones });
    await t.deps.jobs.runOnce();
    expect(t.mailbox.sent.filter((mail) => mail.to === owner.email)).toHaveLength(phones);
  });

  it('40 honeypot posts in parallel are dropped without spending any budget: the next visitors on the address all get through', async () => {
    const owner = await ownerWithCards();
    const card = owner.cards[0]!;
    const address = venueAddress();
    const bots = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? sendJson(card.uuid, { ...visitor(i), website: 'https://spam.example' }, address)
          : sendForm(card.uuid, { ...visitor(i), website: 'https://spam.example' }, address),
      ),
    );
    // A bot learns nothing: it sees what a visitor sees.
    expect(count(bots, 200)).toBe(20);
    expect(count(bots, 303)).toBe(20);
    expect(await storedFor([card.id], owner.email)).toEqual({ messages: 0, mails: 0 });
    // The next real visitor on the address is stored.
    expect((await sendJson(card.uuid, visitor(40), address)).statusCode).toBe(200);
    expect(await storedFor([card.id], owner.email)).toEqual({ messages: 1, mails: 1 });
  });

  it('a honeypot post spends no budget at all', async () => {
    const limiters = leadLimiters(t.deps);
    const owner = await ownerWithCards();
    const card = owner.cards[0]!;
    const address = venueAddress();
    const bots = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        captureLead(t.deps, { key: card.uuid, body: { ...visitor(i), website: 'x' }, ip: address }),
      ),
    );
    expect(bots.every((sent) => sent.outcome === 'dropped')).toBe(true);
    expect(await limiters.perAddressAndCard.count(`${address}\n${card.uuid}`)).toBe(0);
    expect(await limiters.perAddress.count(address)).toBe(0);
  });

  it('a script posting 300 messages from one address to one card stores at most 100; the rest get 429 with a message', async () => {
    const owner = await ownerWithCards();
    const card = owner.cards[0]!;
    const address = venueAddress();
    // 299 through the API, the 300th as the page's form without script.
    const script = await inWaves(299, (i) => sendJson(card.uuid, visitor(i), address));
    expect(LEAD_LIMITS.perAddressAndCard).toBeLessThanOrEqual(100);
    expect(count(script, 200)).toBe(LEAD_LIMITS.perAddressAndCard);
    const refused = script.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(299 - LEAD_LIMITS.perAddressAndCard);
    for (const response of refused) {
      expect(response.json()).toEqual({ code: 'too_many_messages', message: COPY.tooManyMessages });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The page without script says so in words, not 'Failed'.
    const form = await sendForm(card.uuid, { ...visitor(0), website: '' }, address);
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/u/${card.uuid}#message-limited`);
    expect(await storedFor([card.id], owner.email)).toEqual({
      messages: LEAD_LIMITS.perAddressAndCard,
      mails: LEAD_LIMITS.perAddressAndCard,
    });
    // Visitors on other addresses still reach the owner.
    expect((await sendJson(card.uuid, visitor(1), venueAddress())).statusCode).toBe(200);
  });

  it("a client sending only the API's fields (no honeypot field) gets its first 10 messages to a card stored", async () => {
    const owner = await ownerWithCards();
    const card = owner.cards[0]!;
    const address = venueAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await sendJson(card.uuid, visitor(i), address);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, contactToken: expect.any(String) });
    }
    expect(await storedFor([card.id], owner.email)).toEqual({ messages: 10, mails: 10 });
  });

  it('one address reaches many cards: 30 messages to 30 cards are all stored, and the cap across cards allows 300 an hour', async () => {
    expect(LEAD_LIMITS.perAddress).toBeGreaterThanOrEqual(300);
    expect(LEAD_LIMITS.windowSeconds).toBeLessThanOrEqual(3600);
    const owner = await ownerWithCards(30);
    const address = venueAddress();
    const responses = await Promise.all(
      owner.cards.map((card, i) => sendJson(card.uuid, visitor(i), address)),
    );
    expect(count(responses, 200)).toBe(30);
    expect(
      await storedFor(
        owner.cards.map((card) => card.id),
        owner.email,
      ),
    ).toEqual({ messages: 30, mails: 30 });
  });

  it('past the per-address budget across cards an address gets 429, and the refused card keeps its budget', async () => {
    // Straight through the operation, on the app's counters (the route's flood guard would stop
    // 600 requests a minute first).
    const limiters = leadLimiters(t.deps);
    const owner = await ownerWithCards(2);
    const [first, second] = owner.cards as [(typeof owner.cards)[0], (typeof owner.cards)[0]];
    const address = venueAddress();
    for (let i = 1; i < LEAD_LIMITS.perAddress; i += 1) {
      await limiters.perAddress.take(limitAddress(address));
    }
    await captureLead(t.deps, { key: first.uuid, body: visitor(0), ip: address });
    await expect(
      captureLead(t.deps, { key: second.uuid, body: visitor(1), ip: address }),
    ).rejects.toMatchObject({ status: 429, message: COPY.tooManyMessages });
    expect(await storedFor([first.id, second.id], owner.email)).toEqual({
      messages: 1,
      mails: 1,
    });
    // The refusal gave the card's count back: only the wide budget was spent.
    expect(await limiters.perAddressAndCard.count(`${limitAddress(address)}\n${second.uuid}`)).toBe(
      0,
    );
  });

  it('counts IPv6 visitors per /64: rotating addresses in one /64 share a budget, another /64 has its own', async () => {
    const limiters = leadLimiters(t.deps);
    const owner = await ownerWithCards();
    const card = owner.cards[0]!;
    addressCounter += 1;
    const net64 = `2001:db8:${limiterKind === 'redis' ? 'a' : 'b'}:${addressCounter}`;
    // The budget all but spent from one address of the /64...
    for (let i = 1; i < LEAD_LIMITS.perAddressAndCard; i += 1) {
      await limiters.perAddressAndCard.take(`${limitAddress(`${net64}::1`)}\n${card.uuid}`);
    }
    // ...the last message from another address in it, then none from a third.
    await captureLead(t.deps, { key: card.uuid, body: visitor(0), ip: `${net64}:aaaa::2` });
    await expect(
      captureLead(t.deps, { key: card.uuid, body: visitor(1), ip: `${net64}:ffff:ffff:ffff:ffff` }),
    ).rejects.toMatchObject({ status: 429, message: COPY.tooManyMessages });
    // The next /64 has its own budget.
    await captureLead(t.deps, { key: card.uuid, body: visitor(2), ip: `${net64}1::1` });
    expect(await storedFor([card.id], owner.email)).toEqual({ messages: 2, mails: 2 });
  });

  it.runIf(limiterKind === 'redis')(
    'keeps no address in clear in Redis, in the budgets nor in the flood guard',
    async () => {
      const owner = await ownerWithCards();
      const address = venueAddress();
      expect((await sendJson(owner.cards[0]!.uuid, visitor(0), address)).statusCode).toBe(200);
      const keys = await redis!.keys(`${prefix}*`);
      expect(keys.some((key) => key.startsWith(`${prefix}rl:`))).toBe(true);
      expect(keys.some((key) => key.startsWith(`${prefix}attempts:message-address:`))).toBe(true);
      expect(keys.join(' ')).not.toContain(address);
      expect(keys.join(' ')).not.toContain('198.51.');
      expect(keys.join(' ')).not.toContain('2001:db8');
      expect(keys.join(' ')).not.toContain(owner.cards[0]!.uuid);
    },
  );

  describe('posts from another site', () => {
    const crossSite: Array<[string, Record<string, string>]> = [
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
      ['Origin of another site', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['Origin that starts like the app address', { origin: 'https://cards.example.evil.example' }],
    ];

    it.each(crossSite)(
      'refuses a form post with %s with 403 (no redirect), stores nothing',
      async (_, headers) => {
        const owner = await ownerWithCards();
        const card = owner.cards[0]!;
        const response = await sendForm(
          card.uuid,
          { ...visitor(0), website: '' },
          venueAddress(),
          headers,
        );
        expect(response.statusCode).toBe(403);
        expect(response.headers.location).toBeUndefined();
        expect(response.json()).toEqual({
          code: 'cross_site_message_refused',
          message: COPY.crossSiteMessageRefused,
        });
        const json = await sendJson(card.uuid, visitor(0), venueAddress(), headers);
        expect(json.statusCode).toBe(403);
        expect(await storedFor([card.id], owner.email)).toEqual({ messages: 0, mails: 0 });
      },
    );

    it('takes a form post from the page itself (same-origin, the app address, the host it was sent to) and from clients that send neither header', async () => {
      const owner = await ownerWithCards();
      const card = owner.cards[0]!;
      const fields = { ...visitor(0), website: '' };
      const pageHeaders: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'same-origin', origin: APP_URL },
        { origin: APP_URL },
        { origin: 'http://localhost:3000', host: 'localhost:3000' },
        {},
      ];
      for (const headers of pageHeaders) {
        const response = await sendForm(card.uuid, fields, venueAddress(), headers);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(`/u/${card.uuid}#message-sent`);
      }
      expect(await storedFor([card.id], owner.email)).toEqual({ messages: 4, mails: 4 });
    });

    it('needs the JSON content type for JSON: text/plain and multipart (CORS-simple types) answer 415 and store nothing', async () => {
      const owner = await ownerWithCards();
      const card = owner.cards[0]!;
      const body = JSON.stringify(visitor(0));
      const plain = await t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${card.uuid}/send-message`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: body,
        remoteAddress: venueAddress(),
      });
      expect(plain.statusCode).toBe(415);
      expect(plain.json()).toEqual({
        code: 'unsupported_content_type',
        message: COPY.unsupportedContentType,
      });
      const multipart = await t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${card.uuid}/send-message`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nEve\r\n--x--\r\n`,
        remoteAddress: venueAddress(),
      });
      expect(multipart.statusCode).toBe(415);
      expect(await storedFor([card.id], owner.email)).toEqual({ messages: 0, mails: 0 });
    });
  });
});
