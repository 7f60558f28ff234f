import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, mailQueue, leads, users } from '#server/db/schema';
import { assignCardsFromOrder } from '#server/modules/accounts/assign-cards';
import type { OwnerWithCard } from '../support/owners';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { cardSnapshot, errorMessage, freshIp, loginFrom } from './helpers';
import {
  jsonEndpoints,
  MALFORMED,
  NOT_OBJECTS,
  WRONG_FIELDS,
  type JsonEndpoint,
} from './json-bodies';

// Hostile JSON bodies. Hostile uploads are in hostile-uploads.test.ts.

describe.each(databaseKinds)('hostile JSON bodies on %s', (kind) => {
  let t: TestApp;
  let owner: OwnerWithCard;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.subscribedOwner({ remoteAddress: freshIp() });
  });
  afterAll(() => t.close());

  const raw = (endpoint: JsonEndpoint, body: string) =>
    t.app.inject({
      ...endpoint.request(owner),
      payload: body,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });

  describe.each(jsonEndpoints)('$route', (endpoint) => {
    it('answers 400 with a message to malformed JSON and poisoned prototypes', async () => {
      for (const body of MALFORMED) {
        const response = await raw(endpoint, body);
        expect(response.statusCode, body).toBe(400);
        errorMessage(response);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers 413 with a message to a 1 MB body', async () => {
      const request = endpoint.request(owner);
      const body = JSON.stringify({ ...request.payload, padding: 'x'.repeat(1024 * 1024) });
      const response = await raw(endpoint, body);
      expect(response.statusCode).toBe(413);
      errorMessage(response);
    });

    it('answers 400 with a message to bodies and fields of the wrong type', async () => {
      const before = await cardSnapshot(t, owner.card.id);
      const bodies = [
        ...NOT_OBJECTS,
        ...(WRONG_FIELDS[endpoint.route] ?? []).map((b) => JSON.stringify(b)),
      ];
      for (const body of bodies) {
        const response = await raw(endpoint, body);
        expect(response.statusCode, body).toBe(400);
        errorMessage(response);
      }
      expect(await cardSnapshot(t, owner.card.id)).toEqual(before);
    });
  });

  it('answers 413 to a webhook body over its 1 MB limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/webhooks/orders-paid',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1024) }),
    });
    expect(response.statusCode).toBe(413);
    errorMessage(response);
  });

  it('answers 4xx, not 5xx, to a NUL character in the names of an account being set up', async () => {
    // A real invitation, so the body gets past the token check to the database.
    const email = `invitee-${randomUUID()}@example.com`;
    const order = { email, firstName: 'Ada', lastName: 'L', orderId: null };
    const items = [{ productTitle: 'Metal', variantTitle: null, quantity: 1 }];
    await t.deps.database.db.transaction((tx) =>
      assignCardsFromOrder(tx, t.deps, { ...order, items }),
    );
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email));
    const token = /\/create-account\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const body = { token, firstName: 'Ada', lastName: 'King', email, password: 'long enough pw' };
    for (const names of [{ firstName: 'A\u0000da' }, { lastName: 'Ki\u0000ng' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-account',
        payload: { ...body, ...names },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, JSON.stringify(names)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(names)).toBeLessThan(500);
      errorMessage(response);
    }
    // Control: the same invitation with clean names goes through.
    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account',
      payload: body,
      remoteAddress: freshIp(),
    });
    expect(clean.statusCode).toBe(200);
  });

  describe('unknown fields are dropped, neither stored nor echoed', () => {
    const extras = (other: OwnerWithCard) => ({
      id: other.user.id,
      ownerId: other.user.id,
      userId: other.user.id,
      cardId: other.card.id,
      uuid: other.card.uuid,
      isAdmin: true,
      role: 'admin',
      passwordHash: 'not-a-hash',
      stripeSubscriptionStatus: 'active',
      shopifyProductTitle: 'Free card',
      createdAt: '2000-01-01T00:00:00.000Z',
      readAt: '2000-01-01T00:00:00.000Z',
      CardConfiguration: { firstName: 'Hijacked' },
      active: false,
    });
    const echoes = (body: string) =>
      expect(body).not.toMatch(/"isAdmin"|"role"|"passwordHash"|"ownerId"|"createdAt"|Hijacked/);
    /** The profile answers the role itself; a role sent in the body must not become it. */
    const echoesOnProfile = (body: string) => {
      expect(body).not.toMatch(/"isAdmin"|"passwordHash"|"ownerId"|"createdAt"|Hijacked/);
      expect(JSON.parse(body).role).toBe('owner');
    };

    it('on the account: no free subscription, no password or id change', async () => {
      const me = await t.ownerWithCard({ remoteAddress: freshIp() });
      const other = await t.subscribedOwner({ remoteAddress: freshIp() });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/profile',
        headers: me.headers,
        payload: { firstName: 'Ann', lastName: 'Other', email: me.user.email, ...extras(other) },
      });
      expect(response.statusCode).toBe(200);
      echoesOnProfile(response.body);
      expect(response.json()).toMatchObject({ id: me.user.id, stripeSubscriptionStatus: null });
      const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, me.user.id));
      expect(row).toMatchObject({
        firstName: 'Ann',
        stripeSubscriptionStatus: null,
        role: 'owner',
      });
      await loginFrom(t, me.user.email, me.user.password);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: me.headers,
        payload: {
          currentPassword: me.user.password,
          password: 'mine and only mine',
          ...extras(other),
        },
      });
      expect(change.statusCode).toBe(200);
      await loginFrom(t, other.user.email, other.user.password);
    });

    it('on cards and profiles: owner, uuid and product stay', async () => {
      const me = await t.subscribedOwner({
        card: { shopifyProductTitle: 'Metal Card' },
        remoteAddress: freshIp(),
      });
      const other = await t.subscribedOwner({ remoteAddress: freshIp() });
      const before = await cardSnapshot(t, other.card.id);
      const config = await t.app.inject({
        method: 'PUT',
        url: `/api/cards/${me.card.id}/configuration`,
        headers: me.headers,
        payload: { firstName: 'Ann', ...extras(other) },
      });
      expect(config.statusCode).toBe(200);
      echoes(config.body);
      const profile = await t.app.inject({
        method: 'PUT',
        url: `/api/cards/${me.card.id}/profile`,
        headers: me.headers,
        payload: { name: 'Ann', ...extras(other) },
      });
      expect(profile.statusCode).toBe(200);
      echoes(profile.body);
      expect(profile.json()).toMatchObject({ uuid: me.card.uuid, name: 'Ann' });
      const [card] = await t.deps.database.db.select().from(cards).where(eq(cards.id, me.card.id));
      expect(card).toMatchObject({
        ownerId: me.user.id,
        uuid: me.card.uuid,
        firstName: 'Ann',
        shopifyProductTitle: 'Metal Card',
      });
      expect(await cardSnapshot(t, other.card.id)).toEqual(before);
    });

    it("on a visitor's message: card, id and read state are the server's", async () => {
      const me = await t.subscribedOwner({ remoteAddress: freshIp() });
      const other = await t.subscribedOwner({ remoteAddress: freshIp() });
      const id = randomUUID();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${me.card.uuid}/send-message`,
        remoteAddress: freshIp(),
        payload: {
          ...extras(other),
          id,
          name: 'Eve',
          email: 'eve@example.com',
          phone: '+1 555 0100',
          message: 'Hello',
        },
      });
      // The answer carries the token of the stored message (its own id), nothing sent.
      expect(response.json()).toEqual({
        ok: true,
        contactToken: expect.stringMatching(/^[0-9a-f-]{36}\.[0-9a-f]{32}$/),
      });
      const [stored] = await t.deps.database.db
        .select()
        .from(leads)
        .where(eq(leads.cardId, me.card.id));
      expect(stored).toMatchObject({ cardId: me.card.id, readAt: null });
      expect(stored!.id).not.toBe(id);
      expect(response.json().contactToken.startsWith(`${stored!.id}.`)).toBe(true);
      expect(stored!.createdAt.getFullYear()).toBeGreaterThan(2000);
      expect(
        await t.deps.database.db.select().from(leads).where(eq(leads.cardId, other.card.id)),
      ).toEqual([]);
    });
  });
});
