import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { LEAD_LIMITS } from './capture-lead';

/**
 * The public page's contact form without script (decision 018): it posts urlencoded to the
 * send-message endpoint, which answers 303 back to the page's outcome notice. The honeypot,
 * validation and budgets hold exactly as on the JSON path (decision 028).
 */
describe.each(databaseKinds)('send-message as a form post on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
  });
  afterAll(() => t.close());

  let counter = 0;
  async function subscribedOwner() {
    counter += 1;
    const handle = `ada-form-${kind}-${counter}`;
    const { card } = await t.subscribedOwner({ profile: { aliasSlug: handle } });
    return { card, handle };
  }
  const visitor = {
    name: 'Visitor',
    email: 'visitor@example.com',
    phone: '+1 555 0199',
    message: 'Met you at the fair & loved the demo!',
    website: '',
  };
  const post = (key: string, fields: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });
  const stored = (cardId: number) =>
    t.deps.database.db.select().from(leads).where(eq(leads.cardId, cardId));

  it('stores the message and answers 303 back to the page at "Message sent!"', async () => {
    const { card, handle } = await subscribedOwner();
    const response = await post(handle, visitor, '10.70.0.1');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/u/${handle}#message-sent`);
    expect(response.body).toBe('');
    const [message] = await stored(card.id);
    expect(message).toMatchObject({
      name: 'Visitor',
      email: 'visitor@example.com',
      message: 'Met you at the fair & loved the demo!',
    });
  });

  it('goes back to the page by the key it was posted to (uuid too)', async () => {
    const { card } = await subscribedOwner();
    const response = await post(card.uuid, visitor, '10.70.0.2');
    expect(response.headers.location).toBe(`/u/${card.uuid}#message-sent`);
  });

  it('looks like success to a bot that fills the honeypot, and stores nothing', async () => {
    const { card, handle } = await subscribedOwner();
    const response = await post(
      handle,
      { ...visitor, website: 'https://spam.example' },
      '10.70.0.3',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/u/${handle}#message-sent`);
    expect(await stored(card.id)).toHaveLength(0);
  });

  it('sends an invalid form back to "Failed to send message" and stores nothing', async () => {
    const { card, handle } = await subscribedOwner();
    for (const fields of [
      { ...visitor, email: 'nope' },
      { ...visitor, message: '' },
      { ...visitor, name: 'Evil\r\nBcc: everyone@example.com' },
      { name: 'Visitor' },
    ]) {
      const response = await post(handle, fields, '10.70.0.4');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/u/${handle}#message-failed`);
    }
    expect(await stored(card.id)).toHaveLength(0);
  });

  it('sends a repeated field (an array) and an oversized body back to the failure notice', async () => {
    const { card, handle } = await subscribedOwner();
    const repeated = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${handle}/send-message`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(visitor).toString()}&name=Second`,
      remoteAddress: '10.70.0.5',
    });
    expect(repeated.headers.location).toBe(`/u/${handle}#message-failed`);
    const huge = await post(handle, { ...visitor, message: 'x'.repeat(200_000) }, '10.70.0.5');
    expect(huge.statusCode).toBe(303);
    expect(huge.headers.location).toBe(`/u/${handle}#message-failed`);
    expect(await stored(card.id)).toHaveLength(0);
  });

  it('holds the per-address-and-card budget on form posts and says so on the page', async () => {
    const { card, handle } = await subscribedOwner();
    const limit = LEAD_LIMITS.perAddressAndCard;
    const sent = await Promise.all(
      Array.from({ length: limit }, () => post(handle, visitor, '10.71.0.1')),
    );
    expect(sent.every((response) => /#message-sent$/.test(response.headers.location ?? ''))).toBe(
      true,
    );
    const limited = await post(handle, visitor, '10.71.0.1');
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toBe(`/u/${handle}#message-limited`);
    expect(await stored(card.id)).toHaveLength(limit);
    // The JSON path counts against the same budget and still answers 429 with its message.
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${handle}/send-message`,
      payload: visitor,
      remoteAddress: '10.71.0.1',
    });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toEqual({ code: 'too_many_messages', message: COPY.tooManyMessages });
  });

  it('answers an unknown profile with the API 404, and a profile without a subscription goes back to the failure notice', async () => {
    const unknown = await post('no-such-handle', visitor, '10.70.0.6');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'profile_not_found', message: COPY.profileNotFound });
    const { card } = await t.ownerWithCard({
      user: { stripeSubscriptionStatus: null },
      card: { firstName: 'Bo' },
    });
    const refused = await post(card.uuid, visitor, '10.70.0.7');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`/u/${card.uuid}#message-failed`);
  });
});
