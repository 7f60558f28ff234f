import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, leads } from '#server/db/schema';
import { LEAD_LIMITS } from '#server/modules/leads/capture-lead';
import type { SubscriptionStatus } from '#shared/schemas/auth';
import { PublicProfile } from '#shared/schemas/profiles';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('public profiles and messages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
  });
  afterAll(() => t.close());

  let counter = 0;
  /** Grace's card; with an active subscription, a profile under a handle of its own. */
  async function owner(status: SubscriptionStatus | null = 'active') {
    counter += 1;
    const handle = `grace-${kind}-${counter}`;
    const profile = {
      aliasSlug: handle,
      slogan: 'Compilers!',
      buttons: [{ uuid: crypto.randomUUID(), text: 'Docs', url: 'https://docs.example' }],
    };
    const made = await t.ownerWithCard({
      user: { stripeSubscriptionStatus: status, firstName: 'Grace' },
      card: {
        firstName: 'Grace',
        lastName: 'Hopper',
        workTitle: 'Admiral',
        workOrganization: 'Navy',
      },
      ...(status === 'active' ? { profile } : {}),
    });
    return { ...made, handle };
  }
  const view = (key: string) =>
    t.app.inject({ method: 'GET', url: `/api/card-profiles/public/${key}` });
  const send = (key: string, payload: object, remoteAddress = '10.50.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      payload,
      remoteAddress,
    });
  const visitor = {
    name: 'Visitor',
    email: 'visitor@example.com',
    phone: '+1 555 0199',
    message: 'Great to meet you!',
  };

  it('serves the full profile by handle and by uuid while the subscription is active', async () => {
    const { card, handle } = await owner();
    for (const key of [handle, handle.toUpperCase(), card.uuid]) {
      const response = await view(key);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        uuid: card.uuid,
        active: true,
        name: 'Grace Hopper',
        slogan: 'Compilers!',
        buttons: [{ text: 'Docs' }],
      });
    }
  });

  it('answers exactly the PublicProfile shape: no handle, no card configuration, no owner data', async () => {
    const { card, handle } = await owner();
    const body = (await view(handle)).json();
    expect(PublicProfile.strict().safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('aliasSlug');
    expect(body).not.toHaveProperty('CardConfiguration');
    expect(JSON.stringify(body)).not.toContain(card.ownerId);
  });

  it('serves a card whose profile was never opened by its uuid, with the defaults', async () => {
    const { card } = await t.subscribedOwner();
    const response = await view(card.uuid);
    expect(response.statusCode).toBe(200);
    // The slogan the owner never wrote is left out rather than printed as 'My Slogan'
    // (docs/product.md#connect-profile-editor).
    expect(response.json()).toMatchObject({ active: true, name: 'Ada', slogan: null });
    const page = await t.app.inject({ method: 'GET', url: `/u/${card.uuid}` });
    expect(page.body).not.toContain('My Slogan');
  });

  it("shows the card's company slogan, the owner's own words, when the profile has none", async () => {
    const { card } = await t.subscribedOwner({ card: { companySlogan: 'Engines that think' } });
    expect((await view(card.uuid)).json()).toMatchObject({ slogan: 'Engines that think' });
  });

  it('answers 304 to a revisit until the profile or the subscription changes', async () => {
    const { user, card, handle, headers } = await owner();
    const first = await view(handle);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const revisit = await t.app.inject({
      method: 'GET',
      url: `/api/card-profiles/public/${handle}`,
      headers: { 'if-none-match': etag },
    });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.body).toBe('');

    t.clock.advance(1000);
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/profile`,
      headers,
      payload: { slogan: 'Nanoseconds!' },
    });
    const changed = await t.app.inject({
      method: 'GET',
      url: `/api/card-profiles/public/${card.uuid}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().slogan).toBe('Nanoseconds!');

    const latest = changed.headers.etag as string;
    await t.deps.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update users set stripe_subscription_status = 'past_due' where id = ${user.id}`,
    );
    // Written beside the app, not through a request: its change reaches the cache a moment later.
    expect(await t.app.publicCache.settle()).toBe(true);
    const lapsed = await t.app.inject({
      method: 'GET',
      url: `/api/card-profiles/public/${card.uuid}`,
      headers: { 'if-none-match': latest },
    });
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.json().active).toBe(false);
  });

  // This changed on purpose: the lapsed owner's handle opens the same basics instead of
  // 404 (it is still theirs, and printed somewhere; decision 031).
  it('without an active subscription: the uuid and the handle show only the card basics', async () => {
    const { user, card, handle } = await owner();
    await t.deps.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update users set stripe_subscription_status = 'canceled' where id = ${user.id}`,
    );
    expect(await t.app.publicCache.settle()).toBe(true);
    const byHandle = await view(handle);
    expect(byHandle.statusCode).toBe(200);
    const basics = await view(card.uuid);
    expect(byHandle.json()).toEqual(basics.json());
    expect(basics.json()).toMatchObject({
      active: false,
      name: 'Grace Hopper',
      title: 'Admiral',
      company: 'Navy',
      slogan: null,
      buttons: [],
      websiteUrl: null,
    });
  });

  it('answers 404 for unknown keys', async () => {
    for (const key of ['no-such-handle', '00000000-0000-4000-8000-000000000000', '<script>']) {
      const response = await view(encodeURIComponent(key));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'profile_not_found', message: 'Profile not found' });
    }
  });

  it('stores a message and queues the owner e-mail with reply-to the visitor', async () => {
    const { user, card, handle } = await owner();
    const response = await send(handle, visitor, '10.51.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, contactToken: expect.any(String) });
    const stored = await t.deps.database.db.select().from(leads).where(eq(leads.cardId, card.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Great to meet you!',
      readAt: null,
    });
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, user.email));
    expect(mail).toMatchObject({
      replyTo: 'visitor@example.com',
      subject: 'New message from Visitor via Catalyst Connect',
    });
    expect(mail!.textBody).toContain('Great to meet you!');
  });

  it('keeps the message when the mail server is down; the mail goes out later', async () => {
    const { user, card, handle } = await owner();
    t.mailbox.failWith(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    expect((await send(handle, visitor, '10.52.0.1')).statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    expect(
      await t.deps.database.db.select().from(leads).where(eq(leads.cardId, card.id)),
    ).toHaveLength(1);
    const [pending] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, user.email));
    expect(pending!.status).toBe('pending');
    t.mailbox.failWith(null);
    t.clock.advance(60_000);
    await t.deps.jobs.runOnce();
    t.clock.set(new Date());
    expect(
      t.mailbox.sent.some((m) => m.to === user.email && m.replyTo === 'visitor@example.com'),
    ).toBe(true);
  });

  it('accepts and drops a message whose honeypot is filled', async () => {
    const { card, handle } = await owner();
    const response = await send(
      handle,
      { ...visitor, website: 'https://spam.example' },
      '10.53.0.1',
    );
    expect(response.statusCode).toBe(200);
    expect(
      await t.deps.database.db.select().from(leads).where(eq(leads.cardId, card.id)),
    ).toHaveLength(0);
  });

  it('validates every field (400), refuses profiles without a subscription (403) and unknown ones (404)', async () => {
    const { handle } = await owner();
    for (const payload of [
      { ...visitor, name: '' },
      { ...visitor, email: 'nope' },
      { ...visitor, phone: '' },
      { ...visitor, message: '   ' },
      { ...visitor, message: 'x'.repeat(5001) },
      { ...visitor, name: 'Evil\r\nBcc: everyone@example.com' },
    ]) {
      expect((await send(handle, payload, '10.54.0.1')).statusCode).toBe(400);
    }
    const inactive = await owner(null);
    const refused = await send(inactive.card.uuid, visitor, '10.54.0.2');
    expect(refused.statusCode).toBe(403);
    expect((await send('no-such-handle', visitor, '10.54.0.3')).statusCode).toBe(404);
  });

  it('rate-limits messages per address and card, never per profile alone (429)', async () => {
    // Decision 028: a venue's one address is many visitors, and a budget per profile alone
    // would let anyone switch a paying owner's form off.
    const { handle } = await owner();
    for (let i = 0; i < LEAD_LIMITS.perAddressAndCard; i += 1)
      expect((await send(handle, visitor, '10.55.0.1')).statusCode).toBe(200);
    const limited = await send(handle, visitor, '10.55.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'too_many_messages',
      message: 'Too many messages. Please try again later.',
    });
    // Other addresses still reach that owner.
    for (let i = 0; i < 30; i += 1)
      expect((await send(handle, visitor, `10.56.${i}.1`)).statusCode).toBe(200);
  });

  it('lists the owner messages newest first, marks them read, and exports a safe CSV', async () => {
    const me = await owner();
    const stranger = await owner();
    await send(me.handle, { ...visitor, name: 'First' }, '10.57.0.1');
    t.clock.advance(1000);
    await send(
      me.handle,
      { ...visitor, name: '=HYPERLINK("http://evil.example","click")', message: '+SUM(A1)' },
      '10.57.0.2',
    );
    t.clock.set(new Date());
    const list = await t.app.inject({ method: 'GET', url: '/api/messages', headers: me.headers });
    expect(list.statusCode).toBe(200);
    const items = list.json();
    expect(items.map((m: { name: string }) => m.name)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'First',
    ]);
    expect(items[0]).toMatchObject({ cardId: me.card.id, cardName: 'Grace Hopper', readAt: null });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/messages', headers: stranger.headers })
      ).json(),
    ).toEqual([]);

    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${items[0].id}/read`,
      headers: stranger.headers,
    });
    expect(stolen.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${items[0].id}/read`,
      headers: me.headers,
    });
    expect(read.statusCode).toBe(200);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/messages?cardId=${me.card.id}`,
        headers: me.headers,
      })
    ).json();
    expect(after[0].readAt).not.toBeNull();

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/messages/export.csv',
      headers: me.headers,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv.body).toContain(`"'+SUM(A1)"`);
    expect(csv.body).not.toMatch(/(^|,)"[=+\-@]/m);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });
});
