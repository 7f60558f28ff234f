import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import { subscriptions, users } from '#server/db/schema';
import {
  standInPayments,
  startStripeStandIn,
  type StripeStandIn,
} from '#tests/support/stripe-stand-in';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('deleting an account with Stripe on %s', (kind) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(
      kind,
      { APP_URL: 'https://app.catalyst.example' },
      { payments: standInPayments(stripe.port) },
    );
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** An owner whose subscription was created through the upgrade (incomplete until paid). */
  async function ownerWithSubscription() {
    const user = await t.createUser();
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    const upgrade = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/upgrade',
      headers,
      payload: { returnUrl: 'https://app.catalyst.example/subscribe/confirmation' },
    });
    expect(upgrade.statusCode).toBe(200);
    const [row] = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    return { user, headers, subscriptionId: row!.id };
  }
  const deleteAccount = (headers: Record<string, string>, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers,
      payload: { password },
    });
  const userRows = (id: string) => t.deps.database.db.select().from(users).where(eq(users.id, id));

  it('cancels an active subscription at once (not at the period end) before deleting', async () => {
    const { user, headers, subscriptionId } = await ownerWithSubscription();
    stripe.setStatus(subscriptionId, 'active');
    expect((await deleteAccount(headers, user.password)).statusCode).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: false,
    });
    expect(await userRows(user.id)).toEqual([]);
  });

  it("deletes the customer at Stripe with the person's e-mail and name, after the cancel", async () => {
    const { user, headers } = await ownerWithSubscription();
    const [before] = await userRows(user.id);
    const customerId = before!.stripeCustomerId!;
    expect(stripe.customers.has(customerId)).toBe(true);
    expect((await deleteAccount(headers, user.password)).statusCode).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/customers/${customerId}`)).toHaveLength(1);
    expect(stripe.customers.has(customerId)).toBe(false);
    const order = stripe.requests.map((request) => `${request.method} ${request.path}`);
    expect(order.lastIndexOf(`DELETE /v1/customers/${customerId}`)).toBeGreaterThan(
      order.findLastIndex((line) => line.startsWith('DELETE /v1/subscriptions/')),
    );
  });

  it('takes a customer already deleted at Stripe as done', async () => {
    const { user, headers } = await ownerWithSubscription();
    const [before] = await userRows(user.id);
    stripe.customers.delete(before!.stripeCustomerId!);
    expect((await deleteAccount(headers, user.password)).statusCode).toBe(200);
    expect(await userRows(user.id)).toEqual([]);
  });

  it('answers 502 and keeps the account when Stripe refuses to delete the customer', async () => {
    const { user, headers } = await ownerWithSubscription();
    const remove = t.deps.payments.deleteCustomer.bind(t.deps.payments);
    t.deps.payments.deleteCustomer = () => Promise.reject(new PaymentProviderError('down'));
    try {
      expect((await deleteAccount(headers, user.password)).statusCode).toBe(502);
    } finally {
      t.deps.payments.deleteCustomer = remove;
    }
    expect(await userRows(user.id)).toHaveLength(1);
  });

  it('cancels an unpaid (incomplete) one too, so a stale payment form cannot start it', async () => {
    const { user, headers, subscriptionId } = await ownerWithSubscription();
    expect((await deleteAccount(headers, user.password)).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });

  it('takes a subscription that already ended at Stripe (our copy behind) as done', async () => {
    const { user, headers, subscriptionId } = await ownerWithSubscription();
    stripe.setStatus(subscriptionId, 'canceled');
    expect((await deleteAccount(headers, user.password)).statusCode).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
    expect(await userRows(user.id)).toEqual([]);
  });

  it('answers 502 and deletes nothing when Stripe refuses the cancel', async () => {
    const { user, headers, subscriptionId } = await ownerWithSubscription();
    // An ended subscription refuses DELETE; the read before it says 'active' (a race at Stripe).
    stripe.setStatus(subscriptionId, 'active');
    const retrieve = t.deps.payments.retrieveSubscription.bind(t.deps.payments);
    t.deps.payments.retrieveSubscription = async (id) => {
      const current = await retrieve(id);
      stripe.setStatus(id, 'canceled');
      return current;
    };
    try {
      const response = await deleteAccount(headers, user.password);
      expect(response.statusCode).toBe(502);
    } finally {
      t.deps.payments.retrieveSubscription = retrieve;
    }
    expect(await userRows(user.id)).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode,
    ).toBe(200);
  });
});
