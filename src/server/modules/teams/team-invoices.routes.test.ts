import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '#server/db/schema';
import { COPY } from '#shared/copy';
import {
  standInPayments,
  startStripeStandIn,
  STRIPE_TEST_SETTINGS,
  type StripeStandIn,
} from '#tests/support/stripe-stand-in';
import {
  callAs,
  invitationTokenFor,
  personWithCards,
  TEAM_BILLING,
  type TeamPerson,
} from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { SANDBOX_CONFIRM_PATH } from '../billing/routes';

// Team billing a finance department accepts (docs/product.md#teams): the receipt of a team's
// payment, its invoices, the billing e-mail and VAT number on its customer, and cancelling at
// the period's end; on the sandbox and through the Stripe SDK.

const { appUrl: APP_URL, goodCard: GOOD_CARD, return: RETURN } = TEAM_BILLING;
type Person = TeamPerson;

/** A team of an owner and an admin who joined; `pay` pays its first invoice (two seats). */
async function teamWithAdmin(
  t: TestApp,
  name: string,
  pay: (secret: string, owner: Person) => Promise<void>,
) {
  const call = callAs(t);
  const owner = await personWithCards(t, 0);
  const admin = await personWithCards(t, 0);
  const teamId = (await call('POST', '/api/teams', owner.headers, { name })).json().id as string;
  await call('POST', `/api/teams/${teamId}/members`, owner.headers, {
    email: admin.email,
    role: 'admin',
  });
  const token = await invitationTokenFor(t, admin.email);
  expect((await call('POST', '/api/teams/join', admin.headers, { token })).statusCode).toBe(200);
  const started = await call('POST', `/api/teams/${teamId}/subscription`, owner.headers, RETURN);
  expect(started.statusCode, started.body).toBe(200);
  await pay(started.json().clientSecret as string, owner);
  return { owner, admin, teamId };
}

function receiptsTo(t: TestApp, email: string) {
  return t.deps.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, email), like(mailQueue.subject, '%receipt%')));
}

describe.each(databaseKinds)('team invoices and billing details on the sandbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL, TEAM_SEAT_PRICE_CENTS: '800' });
  });
  afterAll(() => t.close());
  const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);
  const paid = async (clientSecret: string, owner: Person) => {
    const confirmed = await call('POST', SANDBOX_CONFIRM_PATH, owner.headers, {
      clientSecret,
      ...GOOD_CARD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  };

  it('answers a team that never paid: no invoices, 409 for details and cancel, 400 for a bad body', async () => {
    const owner = await personWithCards(t, 0);
    const teamId = (await call('POST', '/api/teams', owner.headers, { name: 'New Co' })).json()
      .id as string;
    const base = `/api/teams/${teamId}`;
    expect((await call('GET', `${base}/invoices`, owner.headers)).json()).toEqual({ invoices: [] });
    const details = await call('GET', `${base}/billing-details`, owner.headers);
    expect(details.statusCode).toBe(409);
    expect(details.json().message).toBe(COPY.teamNotBilledYet);
    const save = await call('PUT', `${base}/billing-details`, owner.headers, {
      email: 'ap@new.example',
      vatId: '',
    });
    expect(save.statusCode).toBe(409);
    const cancel = await call('POST', `${base}/subscription/cancel`, owner.headers);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(COPY.teamNothingToCancel);
    for (const body of [
      { email: 'not-an-email', vatId: null },
      { email: 'ap@new.example', vatId: 'garbage' },
      { email: 'ap@new.example', vatId: 'DE12345' },
      { email: 'ap@new.example', vatId: 'US123456789' },
    ]) {
      const refused = await call('PUT', `${base}/billing-details`, owner.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const garbage = await call('PUT', `${base}/billing-details`, owner.headers, {
      email: 'ap@new.example',
      vatId: 'garbage',
    });
    expect(garbage.json().message).toContain(COPY.invalidVatId);
  });

  it('mails the receipt, lists each invoice with its page, keeps the billing e-mail and VAT number, and cancels at the period end', async () => {
    const { owner, admin, teamId } = await teamWithAdmin(t, 'Finance Co', paid);
    const base = `/api/teams/${teamId}`;

    // The receipt, as the personal plan's: two seats, to the customer's e-mail (the payer's).
    const [receipt, ...more] = await receiptsTo(t, owner.email);
    expect(more).toHaveLength(0);
    expect(receipt!.subject).toMatch(
      /^Your Catalyst Connect receipt: \$16\.00 on .+ for Finance Co$/,
    );
    expect(receipt!.textBody).toContain('2 seats');

    const first = await call('GET', `${base}/invoices`, admin.headers);
    expect(first.statusCode).toBe(200);
    const [invoice] = first.json().invoices;
    expect(invoice).toMatchObject({ amountCents: 1600, currency: 'usd', status: 'paid' });
    expect(invoice.number).toMatch(/^[0-9A-F]{8}-0001$/);
    expect(receipt!.textBody).toContain(invoice.number);
    const page = await t.app.inject({ method: 'GET', url: new URL(invoice.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(invoice.number);
    expect(page.body).toContain('$16.00');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/sandbox-payments/invoices/in_sandbox_nope',
    });
    expect(unknown.statusCode).toBe(404);

    expect((await call('GET', `${base}/billing-details`, admin.headers)).json()).toEqual({
      email: owner.email,
      vatId: null,
      paymentMethod: { brand: null, last4: '4242', expMonth: null, expYear: null },
    });
    const details = { email: 'AP@Finance.example', vatId: 'de 123.456-789' };
    // An admin reads the billing, only the owner changes it.
    expect((await call('PUT', `${base}/billing-details`, admin.headers, details)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `${base}/subscription/cancel`, admin.headers)).statusCode).toBe(403);
    const saved = await call('PUT', `${base}/billing-details`, owner.headers, details);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'ap@finance.example', vatId: 'DE123456789' });

    // The renewal's invoice prints them.
    const startedAt = t.clock.now();
    const { currentPeriodEnd } = (await call('GET', `${base}/subscription`, owner.headers)).json();
    t.clock.set(new Date(Date.parse(currentPeriodEnd) + 60_000));
    try {
      const headers = bearer((await t.login(owner.email, owner.password)).accessToken);
      expect((await call('GET', `${base}/subscription`, headers)).json().status).toBe('active');
      const renewed = (await call('GET', `${base}/invoices`, headers)).json().invoices;
      expect(renewed.map((each: { number: string }) => each.number.slice(-4))).toEqual([
        '0002',
        '0001',
      ]);
      const printed = await t.app.inject({ method: 'GET', url: new URL(renewed[0].url).pathname });
      expect(printed.body).toContain('VAT DE123456789');
      expect(printed.body).toContain('ap@finance.example');

      const cancelled = await call('POST', `${base}/subscription/cancel`, headers);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'active' });
      expect(cancelled.json().cancelAt).not.toBeNull();
      // Twice changes nothing.
      const again = await call('POST', `${base}/subscription/cancel`, headers);
      expect(again.json().cancelAt).toBe(cancelled.json().cancelAt);
    } finally {
      t.clock.set(startedAt);
    }
  });
});

describe.each(databaseKinds)(
  'team invoices and billing details through the Stripe SDK on %s',
  (kind) => {
    let stripe: StripeStandIn;
    let t: TestApp;
    beforeAll(async () => {
      stripe = await startStripeStandIn();
      t = await createTestApp(kind, { APP_URL }, { payments: standInPayments(stripe.port) });
    });
    afterAll(async () => {
      await t.close();
      await stripe.close();
    });
    const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);
    const sdk = new Stripe('sk_test_standin');

    /** Stripe's signed invoice.paid for an invoice the stand-in paid. */
    function invoicePaid(invoice: Record<string, unknown>) {
      const payload = JSON.stringify({
        id: `evt_${String(invoice.id)}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type: 'invoice.paid',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: invoice },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_TEST_SETTINGS.webhookSecret,
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    }

    it("reads and writes the team's customer, its tax ids, invoices and cancel through Stripe's API", async () => {
      const { owner, teamId } = await teamWithAdmin(t, 'Stripe Finance', async () => {
        const subscriptionId = [...stripe.subscriptions.keys()].at(-1)!;
        const event = await invoicePaid(stripe.payInvoice(subscriptionId));
        expect(event.json()).toMatchObject({ outcome: 'applied' });
      });
      const base = `/api/teams/${teamId}`;
      const [customerId] = [...stripe.customers.keys()].slice(-1);
      const subscriptionId = [...stripe.subscriptions.keys()].at(-1)!;

      const [receipt] = await receiptsTo(t, owner.email);
      expect(receipt!.subject).toMatch(/^Your Catalyst Connect receipt: \$16\.00 on /);
      expect(receipt!.textBody).toContain('STANDIN-0001');

      const listed = await call('GET', `${base}/invoices`, owner.headers);
      expect(listed.json().invoices).toEqual([
        expect.objectContaining({
          number: 'STANDIN-0001',
          amountCents: 1600,
          status: 'paid',
          url: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
          pdfUrl: expect.stringMatching(/\/pdf$/),
        }),
      ]);
      expect(stripe.requestsTo('GET', '/v1/invoices').at(-1)!.params).toMatchObject({
        customer: customerId,
      });

      const read = await call('GET', `${base}/billing-details`, owner.headers);
      expect(read.json()).toEqual({
        email: owner.email,
        vatId: null,
        paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      });
      expect(
        stripe.requestsTo('GET', `/v1/subscriptions/${subscriptionId}`).at(-1)!.params,
      ).toEqual({ expand: { '0': 'default_payment_method' } });

      const save = (vatId: string) =>
        call('PUT', `${base}/billing-details`, owner.headers, {
          email: 'ap@stripe.example',
          vatId,
        });
      expect((await save('FR AB 123456789')).json()).toMatchObject({
        email: 'ap@stripe.example',
        vatId: 'FRAB123456789',
      });
      expect(stripe.requestsTo('POST', `/v1/customers/${customerId}`).at(-1)!.params).toEqual({
        email: 'ap@stripe.example',
      });
      const taxPath = `/v1/customers/${customerId}/tax_ids`;
      expect(stripe.requestsTo('POST', taxPath).at(-1)!.params).toEqual({
        type: 'eu_vat',
        value: 'FRAB123456789',
      });
      // A company has one VAT number: a new one replaces it.
      expect((await save('GB123456789')).json().vatId).toBe('GB123456789');
      expect(stripe.requestsTo('POST', taxPath).at(-1)!.params).toMatchObject({ type: 'gb_vat' });
      expect(
        stripe.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith(taxPath)),
      ).toHaveLength(1);
      // One Stripe's own check refuses is a 400, and the one set stays.
      stripe.invalidTaxIds.add('DE999999999');
      const refused = await save('DE999999999');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(COPY.invalidVatId);
      expect((await call('GET', `${base}/billing-details`, owner.headers)).json().vatId).toBe(
        'GB123456789',
      );

      const cancelled = await call('POST', `${base}/subscription/cancel`, owner.headers);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().cancelAt).not.toBeNull();
      expect(
        stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.params,
      ).toEqual({ cancel_at_period_end: 'true' });
    });
  },
);
