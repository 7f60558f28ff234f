import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCustomers, sandboxSubscriptions, subscriptions, users } from '#server/db/schema';
import { SEAT_PREVIEWS_PER_MINUTE } from '#shared/constants';
import { COPY } from '#shared/copy';
import {
  standInPayments,
  startStripeStandIn,
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
import { reconcileTeamSeats } from '../billing/team-seats';

// A team's seats (decision 042): one subscription for every active member, seats counted through
// join and deactivate, Connect access from the team, on the sandbox and through the Stripe SDK.

const { appUrl: APP_URL, goodCard: GOOD_CARD, return: RETURN } = TEAM_BILLING;
type Person = TeamPerson;

/** The team flows both providers share: a team, people joining it, and what they can do. */
function teamFlows(get: () => TestApp) {
  const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(get())(...args);

  async function teamOf(owner: Person, name: string) {
    const created = await call('POST', '/api/teams', owner.headers, { name });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }
  /** Invites a new person with a card, who joins; answers them with their membership's id. */
  async function join(teamId: string, owner: Person, person?: Person) {
    const joiner = person ?? (await personWithCards(get(), 1));
    const invited = await call('POST', `/api/teams/${teamId}/members`, owner.headers, {
      email: joiner.email,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await invitationTokenFor(get(), joiner.email);
    const joined = await call('POST', '/api/teams/join', joiner.headers, { token });
    expect(joined.statusCode, joined.body).toBe(200);
    return { ...joiner, memberId: invited.json().id as string };
  }
  const access = async (person: Person) =>
    (await call('GET', '/api/auth/profile', person.headers)).json().connectAccess;
  const seats = async (teamId: string, owner: Person) => {
    const response = await call('GET', `/api/teams/${teamId}/subscription`, owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const storedQuantity = async (teamId: string) => {
    const [row] = await get()
      .deps.database.db.select()
      .from(subscriptions)
      .where(eq(subscriptions.teamId, teamId));
    return row?.quantity;
  };
  const editProfile = (person: Person) =>
    call('PUT', `/api/cards/${person.cards[0]!.id}/profile`, person.headers, { theme: 'light' });
  return { call, teamOf, join, access, seats, storedQuantity, editProfile };
}

describe.each(databaseKinds)('team seats on the sandbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL, TEAM_SEAT_PRICE_CENTS: '800' });
  });
  afterAll(() => t.close());
  const { call, teamOf, join, access, seats, storedQuantity, editProfile } = teamFlows(() => t);

  async function subscribedTeam(name: string) {
    const owner = await personWithCards(t, 1);
    const teamId = await teamOf(owner, name);
    const started = await call('POST', `/api/teams/${teamId}/subscription`, owner.headers, RETURN);
    expect(started.statusCode, started.body).toBe(200);
    const paid = await call('POST', SANDBOX_CONFIRM_PATH, owner.headers, {
      clientSecret: started.json().clientSecret,
      ...GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { owner, teamId };
  }

  it('answers a team without a subscription with what its first invoice would be', async () => {
    const owner = await personWithCards(t, 1);
    const teamId = await teamOf(owner, 'Unpaid Co');
    await join(teamId, owner);
    expect(await seats(teamId, owner)).toEqual({
      status: null,
      seats: 2,
      seatPriceCents: 800,
      nextInvoiceCents: 1600,
      currentPeriodEnd: null,
      cancelAt: null,
    });
    const preview = await call(
      'GET',
      `/api/teams/${teamId}/subscription/preview?seats=5`,
      owner.headers,
    );
    expect(preview.json()).toEqual({ seats: 5, nextInvoiceCents: 4000 });
  });

  it("answers 429 past an account's seat previews of the minute, since each asks the provider", async () => {
    const owner = await personWithCards(t, 1);
    const teamId = await teamOf(owner, 'Curious Co');
    const preview = (i: number) =>
      t.app.inject({
        url: `/api/teams/${teamId}/subscription/preview?seats=${(i % 5) + 1}`,
        headers: owner.headers,
        remoteAddress: `10.8.0.${i + 1}`,
      });
    for (let i = 0; i < SEAT_PREVIEWS_PER_MINUTE; i++) {
      expect((await preview(i)).statusCode, `preview ${i + 1}`).toBe(200);
    }
    const refused = await preview(SEAT_PREVIEWS_PER_MINUTE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COPY.tooManySeatPreviews);
  });

  it('refuses what it cannot do: a foreign returnUrl, a bad preview, a second subscription', async () => {
    const owner = await personWithCards(t, 1);
    const teamId = await teamOf(owner, 'Careful Co');
    const foreign = await call('POST', `/api/teams/${teamId}/subscription`, owner.headers, {
      returnUrl: 'https://evil.example/team/billing',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(COPY.returnUrlNotAllowed);
    for (const query of ['seats=0', 'seats=abc', '']) {
      const preview = await call(
        'GET',
        `/api/teams/${teamId}/subscription/preview?${query}`,
        owner.headers,
      );
      expect(preview.statusCode, query).toBe(400);
    }
    // Asking twice before paying answers the same payment.
    const first = await call('POST', `/api/teams/${teamId}/subscription`, owner.headers, RETURN);
    const again = await call('POST', `/api/teams/${teamId}/subscription`, owner.headers, RETURN);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);

    const { owner: paidOwner, teamId: paidTeam } = await subscribedTeam('Paid Co');
    const second = await call(
      'POST',
      `/api/teams/${paidTeam}/subscription`,
      paidOwner.headers,
      RETURN,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(COPY.teamAlreadySubscribed);
  });

  it('gives every active member Connect; joining adds a prorated seat, deactivating removes it at the period end', async () => {
    const { owner, teamId } = await subscribedTeam('Seat Co');
    const paid = await seats(teamId, owner);
    expect(paid).toMatchObject({ status: 'active', seats: 1, nextInvoiceCents: 800 });
    expect(await access(owner)).toBe('team');
    expect((await editProfile(owner)).statusCode).toBe(200);

    const member = await join(teamId, owner);
    expect(await access(member)).toBe('team');
    expect((await editProfile(member)).statusCode).toBe(200);
    expect(await storedQuantity(teamId)).toBe(2);
    // Two seats next month, and the added seat's share of this month (all of it: just paid).
    expect(await seats(teamId, owner)).toMatchObject({ seats: 2, nextInvoiceCents: 2400 });
    // The public page shows the paid profile, with the theme the member just chose.
    const page = await call('GET', `/api/card-profiles/public/${member.cards[0]!.uuid}`, {});
    expect(page.json()).toMatchObject({ active: true, theme: 'light' });

    const deactivated = await call(
      'POST',
      `/api/teams/${teamId}/members/${member.memberId}/deactivate`,
      owner.headers,
    );
    expect(deactivated.statusCode).toBe(200);
    expect(await access(member)).toBeNull();
    expect((await editProfile(member)).statusCode).toBe(402);
    // The seat is paid until the period ends: it stays on the subscription, and the next
    // invoice bills one seat (with the proration already owed for the one added).
    expect(await storedQuantity(teamId)).toBe(2);
    expect(await seats(teamId, owner)).toMatchObject({ seats: 1, nextInvoiceCents: 1600 });
    const after = await call('GET', `/api/card-profiles/public/${member.cards[0]!.uuid}`, {});
    expect(after.json()).toMatchObject({ active: false });

    // Back within the period: the seat is still paid for, so nothing is charged again.
    await call('POST', `/api/teams/${teamId}/members/${member.memberId}/reactivate`, owner.headers);
    expect(await access(member)).toBe('team');
    expect(await seats(teamId, owner)).toMatchObject({ seats: 2, nextInvoiceCents: 2400 });

    // Gone again, and the period's last day comes: the seat comes off before the renewal.
    await call('POST', `/api/teams/${teamId}/members/${member.memberId}/deactivate`, owner.headers);
    const startedAt = t.clock.now();
    const { currentPeriodEnd } = await seats(teamId, owner);
    t.clock.set(new Date(Date.parse(currentPeriodEnd) - 3_600_000));
    try {
      await reconcileTeamSeats(t.deps, { log: { warn: () => {} } });
      expect(await storedQuantity(teamId)).toBe(1);
    } finally {
      t.clock.set(startedAt);
    }
  });

  it('prorates a seat added later in the period by the share of it left', async () => {
    const now = t.clock.now();
    // Paid ten days ago (tokens of that day would have expired: the owner signs in again).
    t.clock.set(new Date(now.getTime() - 10 * 86_400_000));
    const { owner: early, teamId } = await subscribedTeam('Later Co');
    t.clock.set(now);
    const owner = {
      ...early,
      headers: bearer((await t.login(early.email, early.password)).accessToken),
    };
    const { currentPeriodEnd } = await seats(teamId, owner);
    const end = Date.parse(currentPeriodEnd);
    const start = new Date(end);
    start.setUTCMonth(start.getUTCMonth() - 1);
    await join(teamId, owner);
    expect(await storedQuantity(teamId)).toBe(2);
    // The share left is fractional (about two thirds): the proration is rounded to a cent.
    const share = (end - now.getTime()) / (end - start.getTime());
    expect(share).toBeLessThan(0.7);
    expect(await seats(teamId, owner)).toMatchObject({
      seats: 2,
      nextInvoiceCents: 1600 + Math.round(800 * share),
    });
  });

  it('never bills a member twice: one paying for their own Connect takes no seat until it ends', async () => {
    const { owner, teamId } = await subscribedTeam('Own Co');
    // One whose own renewal failed has Connect from the team, and is billed a seat.
    const pastDue = await personWithCards(t, 1);
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'past_due' })
      .where(eq(users.id, pastDue.id));
    const { memberId: pastDueMemberId } = await join(teamId, owner, pastDue);
    expect(await access(pastDue)).toBe('team');
    expect(await storedQuantity(teamId)).toBe(2);
    await call('POST', `/api/teams/${teamId}/members/${pastDueMemberId}/deactivate`, owner.headers);

    const payer = await personWithCards(t, 1);
    await t.subscribe(payer.id);
    await join(teamId, owner, payer);
    expect(await access(payer)).toBe('own');
    expect(await seats(teamId, owner)).toMatchObject({ seats: 1 });
    // The past-due member's seat, paid until the period ends, is still on it.
    expect(await storedQuantity(teamId)).toBe(2);

    // Their own subscription ends: the team covers them, and their seat is the paid one.
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, payer.id));
    expect(await access(payer)).toBe('team');
    expect(await seats(teamId, owner)).toMatchObject({ seats: 2, nextInvoiceCents: 2400 });
    // One more seat than is paid for: the recount raises it.
    const third = await personWithCards(t, 1);
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'canceled' })
      .where(eq(users.id, third.id));
    await join(teamId, owner, third);
    expect(await storedQuantity(teamId)).toBe(3);
    expect(await reconcileTeamSeats(t.deps, { log: { warn: () => {} } })).toBe(0);
  });

  it("ends the seat subscription with the team, and everyone's team access", async () => {
    const { owner, teamId } = await subscribedTeam('Gone Co');
    const member = await join(teamId, owner);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}`,
      headers: owner.headers,
      payload: { name: 'Gone Co' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.deps.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.teamId, teamId));
    expect(row?.status).toBe('canceled');
    expect(await access(owner)).toBeNull();
    expect(await access(member)).toBeNull();
  });
});

describe.each(databaseKinds)(
  'team seats when the paying owner deletes their account on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { APP_URL });
    });
    afterAll(() => t.close());
    const { call, teamOf } = teamFlows(() => t);

    it('ends the seat subscription of the team that goes with the account, and its customer', async () => {
      const owner = await personWithCards(t, 1);
      const teamId = await teamOf(owner, 'Solo Co');
      const started = await call(
        'POST',
        `/api/teams/${teamId}/subscription`,
        owner.headers,
        RETURN,
      );
      await call('POST', SANDBOX_CONFIRM_PATH, owner.headers, {
        clientSecret: started.json().clientSecret,
        ...GOOD_CARD,
      });
      const [paid] = await t.deps.database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.teamId, teamId));
      expect(paid?.status).toBe('active');
      const deleted = await call('POST', '/api/auth/delete-account', owner.headers, {
        password: owner.password,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      // The sandbox's customer is gone, and its subscriptions with it, as Stripe's deletion does.
      const [after] = await t.deps.database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, paid!.id));
      expect(after).toBeUndefined();
      const [customer] = await t.deps.database.db
        .select()
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.teamId, teamId));
      expect(customer).toBeUndefined();
    });
  },
);

describe.each(databaseKinds)('team seats through the Stripe SDK on %s', (kind) => {
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
  const { call, teamOf, join, access, seats, storedQuantity } = teamFlows(() => t);

  it('bills one seat price with quantity = active members, and changes it as people come and go', async () => {
    const owner = await personWithCards(t, 1);
    const teamId = await teamOf(owner, 'Stripe Co');
    const early = await join(teamId, owner);
    const started = await call('POST', `/api/teams/${teamId}/subscription`, owner.headers, RETURN);
    expect(started.statusCode, started.body).toBe(200);
    const [created] = stripe.requestsTo('POST', '/v1/subscriptions').slice(-1);
    expect(created!.params).toMatchObject({
      items: { '0': { price: 'price_team_seat_monthly', quantity: '2' } },
      metadata: { userId: owner.id, teamId },
      payment_behavior: 'default_incomplete',
    });
    // The team pays as a customer of its own, named after it.
    const [customer] = stripe.requestsTo('POST', '/v1/customers').slice(-1);
    expect(customer!.params).toMatchObject({ name: 'Stripe Co', metadata: { teamId } });

    // Paid: Stripe's webhook would say so; the Billing tab reads the provider while it settles.
    const subscriptionId = [...stripe.subscriptions.keys()].at(-1)!;
    stripe.setStatus(subscriptionId, 'active');
    expect(await seats(teamId, owner)).toMatchObject({
      status: 'active',
      seats: 2,
      seatPriceCents: 800,
      nextInvoiceCents: 1600,
    });
    expect(await access(early)).toBe('team');

    const later = await join(teamId, owner);
    const [added] = stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).slice(-1);
    expect(added!.params).toMatchObject({
      items: { '0': { quantity: '3' } },
      proration_behavior: 'create_prorations',
    });
    expect(await storedQuantity(teamId)).toBe(3);
    expect(await access(later)).toBe('team');

    const preview = await call(
      'GET',
      `/api/teams/${teamId}/subscription/preview?seats=4`,
      owner.headers,
    );
    const [asked] = stripe.requestsTo('POST', '/v1/invoices/create_preview').slice(-1);
    expect(asked!.params).toMatchObject({
      subscription: subscriptionId,
      subscription_details: { items: { '0': { quantity: '4' } } },
    });
    expect(preview.json().nextInvoiceCents).toBeGreaterThan(3 * 800);

    const updates = () => stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    const before = updates().length;
    await call('POST', `/api/teams/${teamId}/members/${later.memberId}/deactivate`, owner.headers);
    expect(await access(later)).toBeNull();
    // Paid until the period ends: nothing changes at Stripe yet.
    expect(updates()).toHaveLength(before);
    expect(await storedQuantity(teamId)).toBe(3);
    // In the period's last day the reconciliation takes it off, without a credit.
    const startedAt = t.clock.now();
    const { currentPeriodEnd } = await seats(teamId, owner);
    t.clock.set(new Date(Date.parse(currentPeriodEnd) - 3_600_000));
    try {
      await reconcileTeamSeats(t.deps, { log: { warn: () => {} } });
    } finally {
      t.clock.set(startedAt);
    }
    const [removed] = updates().slice(-1);
    expect(removed!.params).toMatchObject({
      items: { '0': { quantity: '2' } },
      proration_behavior: 'none',
    });
    expect(await storedQuantity(teamId)).toBe(2);
  });
});
