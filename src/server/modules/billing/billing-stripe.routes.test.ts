import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '#server/db/schema';
import { COPY } from '#shared/copy';
import {
  standInPayments,
  startStripeStandIn,
  type StripeStandIn,
} from '#tests/support/stripe-stand-in';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('billing through the Stripe SDK on %s', (kind) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(
      kind,
      { APP_URL: 'https://app.catalyst.example' },
      {
        payments: standInPayments(stripe.port),
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function owner() {
    const user = await t.createUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    return { user, headers };
  }
  const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const upgrade = (
    headers: object,
    returnUrl = 'https://app.catalyst.example/subscribe/confirmation',
  ) => call('POST', '/api/stripe/upgrade', headers, { returnUrl });

  it('creates the customer once, with our user id, and remembers it', async () => {
    const { user, headers } = await owner();
    const before = stripe.requestsTo('POST', '/v1/customers').length;
    const first = await call('GET', '/api/stripe/customer', headers);
    const second = await call('GET', '/api/stripe/customer', headers);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const created = stripe.requestsTo('POST', '/v1/customers').slice(before);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      authorization: 'Bearer sk_test_standin',
      idempotencyKey: `customer:${user.id}`,
      params: { email: user.email, name: 'Ada Lovelace', metadata: { userId: user.id } },
    });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.stripeCustomerId).toBe(first.json().customerId);
  });

  it('upgrade creates one incomplete subscription for the price and reuses it when called again', async () => {
    const { user, headers } = await owner();
    const first = await upgrade(headers);
    expect(first.statusCode).toBe(200);
    const { clientSecret } = first.json();
    expect(clientSecret).toMatch(/^pi_in_standin\d+_secret_x$/);

    const creates = stripe
      .requestsTo('POST', '/v1/subscriptions')
      .filter((request) => (request.params.metadata as { userId?: string }).userId === user.id);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.params).toMatchObject({
      items: { 0: { price: 'price_connect_monthly' } },
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: { 0: 'latest_invoice.confirmation_secret' },
    });
    expect(creates[0]?.idempotencyKey).toBe(`subscription:${user.id}:0`);

    const again = await upgrade(headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecret).toBe(clientSecret);
    const createsAfter = stripe
      .requestsTo('POST', '/v1/subscriptions')
      .filter((request) => (request.params.metadata as { userId?: string }).userId === user.id);
    expect(createsAfter).toHaveLength(1);

    const stored = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(stored).toMatchObject([{ status: 'incomplete', priceId: 'price_connect_monthly' }]);
  });

  it('reuses an incomplete subscription that only Stripe knows about (a lost answer)', async () => {
    const { user, headers } = await owner();
    await upgrade(headers);
    await t.deps.database.db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
    const creates = () => stripe.requestsTo('POST', '/v1/subscriptions').length;
    const before = creates();
    const again = await upgrade(headers);
    expect(again.statusCode).toBe(200);
    expect(creates()).toBe(before);
    expect(stripe.requestsTo('GET', '/v1/subscriptions').at(-1)?.params).toMatchObject({
      status: 'incomplete',
      price: 'price_connect_monthly',
    });
  });

  it('refuses a returnUrl that is not on APP_URL, before calling Stripe', async () => {
    const { headers } = await owner();
    const before = stripe.requests.length;
    for (const returnUrl of [
      'https://evil.example/subscribe/confirmation',
      'https://app.catalyst.example.evil.example/x',
      'http://app.catalyst.example/subscribe/confirmation',
      'javascript:alert(1)',
      '//evil.example/subscribe/confirmation',
      'https://user@app.catalyst.example/x',
    ]) {
      const response = await upgrade(headers, returnUrl);
      expect(response.statusCode, returnUrl).toBe(400);
      expect(response.json()).toEqual({
        code: 'return_url_not_allowed',
        message: COPY.returnUrlNotAllowed,
      });
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('answers 409 to an owner who is already subscribed', async () => {
    const { user, headers } = await owner();
    await t.subscribe(user.id);
    const response = await upgrade(headers);
    expect(response.statusCode).toBe(409);
  });

  it('opens a Stripe billing portal session that returns to the settings page', async () => {
    const { headers } = await owner();
    const response = await call('POST', '/api/stripe/billing-portal', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    expect(stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.params).toMatchObject({
      return_url: 'https://app.catalyst.example/settings',
    });
  });

  it('cancels at the end of the period: still active, with the end date', async () => {
    const { user, headers } = await owner();
    await upgrade(headers);
    const [row] = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    stripe.setStatus(row!.id, 'active');
    const subscribed = await call('GET', '/api/stripe/subscribed', headers);
    expect(subscribed.json()).toMatchObject({ status: 'active', cancelAt: null });

    const cancel = await call('POST', '/api/stripe/cancel', headers);
    expect(cancel.statusCode).toBe(200);
    const update = stripe.requestsTo('POST', `/v1/subscriptions/${row!.id}`).at(-1);
    expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
    const body = cancel.json();
    expect(body.status).toBe('active');
    expect(body.cancelAt).toBe(body.currentPeriodEnd);
    expect(new Date(body.cancelAt).getTime()).toBeGreaterThan(Date.now());

    const profile = await call('GET', '/api/auth/profile', headers);
    expect(profile.json().stripeSubscriptionStatus).toBe('active');
    const again = await call('POST', '/api/stripe/cancel', headers);
    expect(again.statusCode).toBe(200);
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${row!.id}`)).toHaveLength(1);
  });

  it('answers 409 to cancel without a live subscription, and 401 without a token', async () => {
    const { headers } = await owner();
    expect((await call('POST', '/api/stripe/cancel', headers)).statusCode).toBe(409);
    for (const [method, url] of [
      ['GET', '/api/stripe/customer'],
      ['POST', '/api/stripe/upgrade'],
      ['GET', '/api/stripe/subscribed'],
      ['POST', '/api/stripe/billing-portal'],
      ['POST', '/api/stripe/cancel'],
    ] as const) {
      expect((await call(method, url, {})).statusCode, url).toBe(401);
    }
  });

  it('answers 502 with a message when Stripe cannot be reached', async () => {
    const down = await createTestApp(
      kind,
      {},
      {
        payments: standInPayments(9),
      },
    );
    try {
      const user = await down.createUser();
      const headers = bearer((await down.login(user.email, user.password)).accessToken);
      const response = await down.app.inject({
        method: 'GET',
        url: '/api/stripe/customer',
        headers,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/payment provider/);
    } finally {
      await down.close();
    }
  });
});
