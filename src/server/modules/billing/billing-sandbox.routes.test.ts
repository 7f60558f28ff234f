import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, subscriptions } from '#server/db/schema';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { refreshDueSubscriptions } from './refresh-due-subscriptions';
import { SANDBOX_CONFIRM_PATH } from './routes';
import { syncSubscription } from './sync-subscription';

const DAY = 86_400_000;
const GOOD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

describe.each(databaseKinds)('billing on the sandbox provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  async function owner() {
    const user = await t.createUser();
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    return { user, headers };
  }
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const upgrade = async (headers: object) => {
    const response = await call('POST', '/api/stripe/upgrade', headers, {
      returnUrl: 'http://localhost:3000/subscribe/confirmation',
    });
    expect(response.statusCode).toBe(200);
    return response.json().clientSecret as string;
  };
  const pay = (headers: object, clientSecret: string, card = GOOD) =>
    call('POST', SANDBOX_CONFIRM_PATH, headers, { clientSecret, ...card });
  const state = async (headers: object) =>
    (await call('GET', '/api/stripe/subscribed', headers)).json();

  it('declines 4000 0000 0000 0002 with the provider message, then 4242 pays and unlocks', async () => {
    const { card, headers } = await t.ownerWithCard();
    const secret = await upgrade(headers);
    expect(await state(headers)).toMatchObject({ status: 'incomplete' });
    expect(
      (await call('PUT', `/api/cards/${card.id}/profile`, headers, { theme: 'light' })).statusCode,
    ).toBe(402);

    const declined = await pay(headers, secret, { ...GOOD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await state(headers)).toMatchObject({ status: 'incomplete' });
    expect(await upgrade(headers)).toBe(secret);

    const paid = await pay(headers, secret);
    expect(paid.statusCode).toBe(200);
    const after = await state(headers);
    expect(after).toMatchObject({ status: 'active', cancelAt: null });
    expect(new Date(after.currentPeriodEnd).getTime() - t.clock.now().getTime()).toBeGreaterThan(
      27 * DAY,
    );
    const profile = await call('GET', '/api/auth/profile', headers);
    expect(profile.json().stripeSubscriptionStatus).toBe('active');
    expect(
      (await call('PUT', `/api/cards/${card.id}/profile`, headers, { theme: 'light' })).statusCode,
    ).toBe(200);

    expect((await pay(headers, secret)).statusCode).toBe(409);
    expect((await call('POST', '/api/stripe/upgrade', headers, {})).statusCode).toBe(409);
  });

  it('mails a receipt with the amount, the date and how to cancel, once per paid invoice', async () => {
    const { user, headers } = await owner();
    const receipts = () =>
      t.deps.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.toAddress, user.email), like(mailQueue.subject, '%receipt%')));
    const secret = await upgrade(headers);
    await pay(headers, secret, { ...GOOD, cardNumber: '4000 0000 0000 0002' });
    expect(await receipts()).toHaveLength(0);
    expect((await pay(headers, secret)).statusCode).toBe(200);
    const [receipt, ...more] = await receipts();
    expect(more).toHaveLength(0);
    const paidOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      t.clock.now(),
    );
    expect(receipt!.subject).toBe(`Your Catalyst Connect receipt: $10.00 on ${paidOn}`);
    expect(receipt!.textBody).toContain(`We received your payment of $10.00`);
    expect(receipt!.textBody).toContain('Cancel subscription');
    expect(receipt!.textBody).toContain('http://localhost:3000/settings');
    // A second confirmation of the same payment is refused, and mails nothing more.
    expect((await pay(headers, secret)).statusCode).toBe(409);
    expect(await receipts()).toHaveLength(1);
  });

  it('gives the provider-style message for invalid, expired and incomplete cards', async () => {
    const { headers } = await owner();
    const secret = await upgrade(headers);
    const cases: [Partial<typeof GOOD>, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ expiry: '01 / 20' }, "Your card's expiration year is in the past."],
      [{ cvc: '1' }, "Your card's security code is incomplete."],
      [{ cardNumber: '4000 0000 0000 9995' }, 'Your card has insufficient funds.'],
    ];
    for (const [change, message] of cases) {
      const response = await pay(headers, secret, { ...GOOD, ...change });
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe(message);
    }
  });

  it("cannot pay another owner's subscription, or without signing in", async () => {
    const mine = await owner();
    const theirs = await owner();
    const secret = await upgrade(theirs.headers);
    expect((await pay(mine.headers, secret)).statusCode).toBe(404);
    expect((await pay({}, secret)).statusCode).toBe(401);
    expect(await state(theirs.headers)).toMatchObject({ status: 'incomplete' });
  });

  it('the portal is a page of the app; cancel keeps access until the period ends', async () => {
    const { user, headers } = await owner();
    await pay(headers, await upgrade(headers));
    const portal = await call('POST', '/api/stripe/billing-portal', headers);
    expect(portal.json()).toEqual({ url: 'http://localhost:3000/billing/portal' });

    const cancel = await call('POST', '/api/stripe/cancel', headers);
    expect(cancel.statusCode).toBe(200);
    const cancelled = cancel.json();
    expect(cancelled.status).toBe('active');
    expect(cancelled.cancelAt).toBe(cancelled.currentPeriodEnd);

    // The period ends: the refresher (or the next read) ends the subscription.
    t.clock.set(new Date(new Date(cancelled.cancelAt).getTime() + 1000));
    expect(await refreshDueSubscriptions(t.deps)).toBeGreaterThanOrEqual(1);
    const again = bearer((await t.login(user.email, user.password)).accessToken);
    const profile = await call('GET', '/api/auth/profile', again);
    expect(profile.json().stripeSubscriptionStatus).toBe('canceled');
    const [row] = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row?.status).toBe('canceled');
  });

  it('an unpaid first payment expires after 23 hours and a new upgrade starts over', async () => {
    const { user, headers: before } = await owner();
    const first = await upgrade(before);
    t.clock.advance(24 * 60 * 60 * 1000);
    const headers = bearer((await t.login(user.email, user.password)).accessToken);
    expect(await state(headers)).toMatchObject({ status: 'incomplete_expired' });
    const second = await upgrade(headers);
    expect(second).not.toBe(first);
    expect((await pay(headers, first)).statusCode).toBe(409);
    expect((await pay(headers, second)).statusCode).toBe(200);
  });

  it('a read older than the stored one is dropped', async () => {
    const { user, headers } = await owner();
    await pay(headers, await upgrade(headers));
    const [row] = await t.deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    const stale = {
      id: row!.id,
      customerId: row!.customerId,
      status: 'incomplete' as const,
      priceId: row!.priceId,
      currentPeriodEnd: null,
      cancelAt: null,
      userId: user.id,
      teamId: null,
      quantity: 1,
    };
    await t.deps.database.db.transaction((tx) =>
      syncSubscription(tx, stale, new Date(row!.syncedAt.getTime() - 1000)),
    );
    expect(await state(headers)).toMatchObject({ status: 'active' });
  });

  it('will not start a second subscription while one is past due', async () => {
    const { user, headers } = await owner();
    await pay(headers, await upgrade(headers));
    await t.deps.database.db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.userId, user.id));
    await t.deps.database.db.execute(
      sql`update users set stripe_subscription_status = 'past_due' where id = ${user.id}`,
    );
    const response = await call('POST', '/api/stripe/upgrade', headers, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/payment problem/);
  });

  it('rejects the webhook: the sandbox sends none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(400);
  });
});
