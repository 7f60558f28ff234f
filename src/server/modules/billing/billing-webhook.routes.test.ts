import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, mailQueue, subscriptions, users } from '#server/db/schema';
import {
  standInPayments,
  startStripeStandIn,
  STRIPE_TEST_SETTINGS,
  type StripeStandIn,
} from '#tests/support/stripe-stand-in';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

const sdk = new Stripe('sk_test_standin');
let eventCounter = 0;

/** A Stripe event envelope around a copy of the stand-in's subscription (or an invoice for it). */
function eventFor(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${++eventCounter}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  });
}

describe.each(databaseKinds)('POST /api/stripe/webhook on %s', (kind) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(
      kind,
      {},
      {
        payments: standInPayments(stripe.port),
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** An owner with an incomplete subscription created through the upgrade endpoint. */
  async function subscribingOwner() {
    const user = await t.createUser();
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    await t.app.inject({ method: 'POST', url: '/api/stripe/upgrade', headers, payload: {} });
    const [row] = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    return { user, headers, subscriptionId: row!.id };
  }
  const statusOf = async (userId: string) => {
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
    return row?.stripeSubscriptionStatus;
  };
  const send = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  const signed = (payload: string) =>
    send(
      payload,
      sdk.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_TEST_SETTINGS.webhookSecret,
      }),
    );

  it('applies a signed invoice.paid: the owner becomes active', async () => {
    const { user, subscriptionId } = await subscribingOwner();
    expect(await statusOf(user.id)).toBe('incomplete');
    stripe.setStatus(subscriptionId, 'active');
    const invoice = {
      id: 'in_paid',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    };
    const payload = eventFor('invoice.paid', invoice);
    const response = await signed(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await statusOf(user.id)).toBe('active');
    // Its receipt is mailed once: Stripe's retry of the same event mails nothing more.
    const receipts = () =>
      t.deps.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.toAddress, user.email), like(mailQueue.subject, '%receipt%')));
    expect(await receipts()).toHaveLength(1);
    expect((await signed(payload)).json().outcome).toBe('duplicate');
    expect(await receipts()).toHaveLength(1);
  });

  it('answers 400 and changes nothing for a bad, a foreign-secret or a missing signature', async () => {
    const { user, subscriptionId } = await subscribingOwner();
    const sub = stripe.setStatus(subscriptionId, 'active');
    const payload = eventFor('customer.subscription.updated', sub);
    const eventsBefore = (await t.deps.database.db.select().from(billingEvents)).length;
    const foreign = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const tampered = sdk.webhooks.generateTestHeaderString({
      payload: payload.replace('"active"', '"canceled"'),
      secret: STRIPE_TEST_SETTINGS.webhookSecret,
    });
    for (const signature of [undefined, '', 't=1,v1=deadbeef', foreign, tampered]) {
      const response = await send(payload, signature);
      expect(response.statusCode, String(signature)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await statusOf(user.id)).toBe('incomplete');
    expect((await t.deps.database.db.select().from(billingEvents)).length).toBe(eventsBefore);
  });

  it('a replayed event is recognised by its id and applied once', async () => {
    const { user, subscriptionId } = await subscribingOwner();
    const sub = stripe.setStatus(subscriptionId, 'active');
    const payload = eventFor('customer.subscription.updated', sub);
    expect((await signed(payload)).json().outcome).toBe('applied');
    stripe.setStatus(subscriptionId, 'past_due');
    const retrievals = () => stripe.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).length;
    const before = retrievals();
    const replay = await signed(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect(retrievals()).toBe(before);
    expect(await statusOf(user.id)).toBe('active');
  });

  it('an older updated event arriving after a newer one never puts the older state back', async () => {
    const { user, subscriptionId } = await subscribingOwner();
    const older = eventFor(
      'customer.subscription.updated',
      stripe.subscriptions.get(subscriptionId)!,
    );
    const newer = eventFor(
      'customer.subscription.updated',
      stripe.setStatus(subscriptionId, 'active'),
    );
    expect((await signed(newer)).json().outcome).toBe('applied');
    expect(await statusOf(user.id)).toBe('active');
    // The older event says "incomplete"; Stripe now says "active", and that is what stays.
    expect(JSON.parse(older).data.object.status).toBe('incomplete');
    expect((await signed(older)).json().outcome).toBe('applied');
    expect(await statusOf(user.id)).toBe('active');
  });

  it('deleted ends access, and a failed payment shows past_due', async () => {
    const { user, subscriptionId } = await subscribingOwner();
    await signed(
      eventFor('customer.subscription.created', stripe.setStatus(subscriptionId, 'active')),
    );
    expect(await statusOf(user.id)).toBe('active');

    const invoice = {
      id: 'in_failed',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    };
    stripe.setStatus(subscriptionId, 'past_due');
    await signed(eventFor('invoice.payment_failed', invoice));
    expect(await statusOf(user.id)).toBe('past_due');

    const deleted = stripe.setStatus(subscriptionId, 'canceled');
    expect((await signed(eventFor('customer.subscription.deleted', deleted))).statusCode).toBe(200);
    expect(await statusOf(user.id)).toBe('canceled');
  });

  it('acknowledges events it does not use, and subscriptions of unknown customers', async () => {
    const other = await signed(eventFor('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const { subscriptionId } = await subscribingOwner();
    const foreign = stripe.subscriptions.get(subscriptionId)!;
    Object.assign(foreign, { customer: 'cus_someone_else', metadata: {} });
    const response = await signed(eventFor('customer.subscription.updated', foreign));
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});
