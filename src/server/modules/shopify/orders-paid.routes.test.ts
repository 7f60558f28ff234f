import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, mailQueue, shopifyOrders, users } from '#server/db/schema';
import { orderFixture, SHOPIFY_TEST_SECRET, shopifyHeaders } from '#tests/support/shopify';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('POST /api/shopify/webhooks/orders-paid on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      SHOPIFY_WEBHOOK_SECRET: SHOPIFY_TEST_SECRET,
      APP_URL: 'https://app.example',
    });
  });
  afterAll(() => t.close());

  const send = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shopify/webhooks/orders-paid',
      headers,
      payload: body,
    });

  function newOrder(email = `buyer-${randomUUID()}@example.com`) {
    const order = orderFixture();
    order.email = email;
    (order.customer as { email: string }).email = email;
    return { email, body: JSON.stringify(order) };
  }

  const cardsOf = async (email: string) => {
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    if (!user) return { user, cards: [] };
    return {
      user,
      cards: await t.deps.database.db.select().from(cards).where(eq(cards.ownerId, user.id)),
    };
  };
  const mailsTo = (email: string) =>
    t.deps.database.db.select().from(mailQueue).where(eq(mailQueue.toAddress, email));

  it('with a valid signature makes one card per unit and invites the new customer', async () => {
    const { email, body } = newOrder();
    const response = await send(body, shopifyHeaders(body, randomUUID()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, cards: 3, invited: true });

    const { user, cards: made } = await cardsOf(email);
    expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', passwordHash: null });
    expect(made.map((c) => [c.shopifyProductTitle, c.shopifyVariantTitle]).sort()).toEqual([
      ['Catalyst Bamboo Card', null],
      ['Catalyst Metal Card', 'Matte Black'],
      ['Catalyst Metal Card', 'Matte Black'],
    ]);
    for (const card of made) {
      expect(card).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        cellPhone: null,
      });
    }
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Set up your Catalyst Connect account');
    expect(mails[0]!.textBody).toMatch(/https:\/\/app\.example\/create-account\/[A-Za-z0-9_-]{43}/);
    expect(mails[0]!.htmlBody).toContain('<a href="https://app.example/create-account/');
  });

  it('refuses a wrong or missing signature with 401 and stores nothing', async () => {
    const { email, body } = newOrder();
    const wrong = await send(body, shopifyHeaders(body, randomUUID(), 'another-secret-0123456789'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'invalid_webhook_signature',
      message: 'Invalid webhook signature',
    });
    const headers: Record<string, string> = shopifyHeaders(body, randomUUID());
    delete headers['x-shopify-hmac-sha256'];
    expect((await send(body, headers)).statusCode).toBe(401);
    // A body changed after signing is refused too.
    const signed = shopifyHeaders(body, randomUUID());
    expect((await send(body.replace('Grace', 'Mallory'), signed)).statusCode).toBe(401);
    expect((await cardsOf(email)).user).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('creates nothing when the same webhook id arrives again', async () => {
    const { email, body } = newOrder();
    const id = randomUUID();
    expect((await send(body, shopifyHeaders(body, id))).statusCode).toBe(200);
    const replay = await send(body, shopifyHeaders(body, id));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ok: true, duplicate: true });
    expect((await cardsOf(email)).cards).toHaveLength(3);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('creates nothing when the same order arrives again under a new webhook id', async () => {
    const order = orderFixture();
    const { email, body } = newOrder();
    const first = await send(body, shopifyHeaders(body, randomUUID()));
    expect(first.json()).toEqual({ ok: true, cards: 3, invited: true });
    const replay = await send(body, shopifyHeaders(body, randomUUID()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ok: true, duplicate: true });
    expect((await cardsOf(email)).cards).toHaveLength(3);
    expect(await mailsTo(email)).toHaveLength(1);
    // Another order of the same customer is a new order and makes its own cards.
    const again = { ...order, email, customer: { ...order.customer, email } };
    const other = JSON.stringify(again);
    expect((await send(other, shopifyHeaders(other, randomUUID()))).json()).toMatchObject({
      cards: 3,
    });
    expect((await cardsOf(email)).cards).toHaveLength(6);
  });

  it('makes one set of cards when deliveries of one order race under different webhook ids', async () => {
    const { email, body } = newOrder();
    const orderId = String(JSON.parse(body).id);
    const webhookIds = Array.from({ length: 8 }, () => randomUUID());
    const responses = await Promise.all(
      webhookIds.map((id) => send(body, shopifyHeaders(body, id))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(webhookIds.map(() => 200));
    const bodies = responses.map((r) => r.json());
    expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(7);
    expect(bodies.filter((b) => b.cards === 3)).toHaveLength(1);
    expect((await cardsOf(email)).cards).toHaveLength(3);
    expect(await mailsTo(email)).toHaveLength(1);
    const [recorded] = await t.deps.database.db
      .select()
      .from(shopifyOrders)
      .where(eq(shopifyOrders.orderId, orderId));
    expect(webhookIds).toContain(recorded?.webhookId);
  });

  it('adds the cards of a registered owner to the account, without an invitation', async () => {
    const owner = await t.createUser();
    const { body } = newOrder(owner.email);
    const response = await send(body, shopifyHeaders(body, randomUUID()));
    expect(response.json()).toEqual({ ok: true, cards: 3, invited: false });
    expect(await mailsTo(owner.email)).toHaveLength(0);
    const pair = await t.login(owner.email, owner.password);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/cards',
      headers: bearer(pair.accessToken),
    });
    expect(list.json()).toHaveLength(3);
    expect(list.json()[0].CardConfiguration).toMatchObject({
      email: owner.email,
      firstName: 'Grace',
    });
  });

  it('answers 400 for a missing webhook id or a body that is not an order', async () => {
    const { body } = newOrder();
    const headers: Record<string, string> = shopifyHeaders(body, 'x');
    delete headers['x-shopify-webhook-id'];
    expect((await send(body, headers)).statusCode).toBe(400);
    const notJson = '{"line_items": [';
    const bad = await send(notJson, shopifyHeaders(notJson, randomUUID()));
    expect(bad.statusCode).toBe(400);
    const noItems = JSON.stringify({ id: 1, email: 'x@example.com' });
    expect((await send(noItems, shopifyHeaders(noItems, randomUUID()))).statusCode).toBe(400);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const other = await createTestApp(kind);
    try {
      const { body } = newOrder();
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/shopify/webhooks/orders-paid',
        headers: shopifyHeaders(body, randomUUID()),
        payload: body,
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });
});
