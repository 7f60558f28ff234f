import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, leads, webhookDeliveries } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// Leads met in person (docs/product.md#capture): POST /api/leads and the events they carry.

describe.each(databaseKinds)('capture in person on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const capture = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/leads', headers, payload });
  const person = () => ({
    firstName: 'Lin',
    lastName: 'Okafor',
    email: 'lin@northwind.example',
    company: 'Northwind',
    title: 'Buyer',
    source: 'scan',
    consent: true,
    clientId: randomUUID(),
  });
  const newEvent = (headers: Record<string, string>, name = 'Hannover Messe') =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: { name, startsOn: '2026-04-20', endsOn: '2026-04-24' },
    });

  it('files a lead of today under the first card at an event, once per clientId', async () => {
    const owner = await ownerWithHandle(t);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: owner.headers,
      payload: { url: 'https://hooks.example/in', events: ['lead.created'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const event = await newEvent(owner.headers);
    expect(event.statusCode, event.body).toBe(201);
    const { id: eventId } = event.json() as { id: string };
    expect(event.json()).toEqual({
      id: eventId,
      name: 'Hannover Messe',
      startsOn: '2026-04-20',
      endsOn: '2026-04-24',
      teamId: null,
    });

    const body = { ...person(), eventId, capturedAt: '2026-04-21T09:30:00+02:00' };
    const [first, second] = await Promise.all([
      capture(owner.headers, body),
      capture(owner.headers, body),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    expect(first!.json()).toEqual(second!.json());
    const lead = first!.json();
    expect(lead).toMatchObject({
      cardId: owner.card.id,
      name: 'Lin Okafor',
      email: 'lin@northwind.example',
      phone: '',
      company: 'Northwind',
      source: 'scan',
      eventId,
      capturedAt: '2026-04-21T07:30:00.000Z',
      consentText: COPY.consentGivenInPerson,
      status: 'new',
    });
    const again = await capture(owner.headers, { ...body, firstName: 'Changed' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(lead.id);

    const stored = await t.deps.database.db
      .select()
      .from(leads)
      .where(eq(leads.clientId, body.clientId));
    expect(stored).toHaveLength(1);
    const deliveries = await t.deps.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadId, lead.id));
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.body)).toMatchObject({
      type: 'lead.created',
      data: { id: lead.id, source: 'scan', eventId },
    });

    const listed = await t.app.inject({
      url: `/api/messages?eventId=${eventId}`,
      headers: owner.headers,
    });
    expect(listed.json().map((l: { id: string }) => l.id)).toEqual([lead.id]);
    const otherEvent = (await newEvent(owner.headers, 'CES')).json() as { id: string };
    const none = await t.app.inject({
      url: `/api/messages?eventId=${otherEvent.id}`,
      headers: owner.headers,
    });
    expect(none.json()).toEqual([]);
  });

  it('files under the card named, and refuses what is not the owner’s', async () => {
    const owner = await ownerWithHandle(t);
    const other = await ownerWithHandle(t);
    const [second] = await t.deps.database.db
      .insert(cards)
      .values({ ownerId: owner.user.id, shopifyProductTitle: 'Metal' })
      .returning();
    const named = await capture(owner.headers, { ...person(), cardId: second!.id });
    expect(named.statusCode).toBe(201);
    expect(named.json().cardId).toBe(second!.id);

    const foreignCard = await capture(owner.headers, { ...person(), cardId: other.card.id });
    expect(foreignCard.statusCode).toBe(404);
    expect(foreignCard.json().message).toBe(COPY.captureCardNotFound);
    const foreignEvent = (await newEvent(other.headers)).json() as { id: string };
    const atForeign = await capture(owner.headers, { ...person(), eventId: foreignEvent.id });
    expect(atForeign.statusCode).toBe(404);
    expect(atForeign.json().message).toBe(COPY.captureEventNotFound);
    // The other owner's clientId space is their own: the same id is a new lead here.
    const shared = person();
    expect((await capture(other.headers, shared)).statusCode).toBe(201);
    expect((await capture(owner.headers, shared)).statusCode).toBe(201);
  });

  it('answers 400 for a missing name or contact, a bad e-mail or a future time; 401 signed out', async () => {
    const owner = await ownerWithHandle(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...person(), firstName: '', lastName: ' ' }, COPY.captureNameRequired],
      [{ ...person(), email: '', phone: '' }, COPY.captureContactRequired],
      [{ ...person(), email: 'lin@' }, COPY.invalidEmail],
      [
        { ...person(), capturedAt: new Date(Date.now() + 3_600_000).toISOString() },
        COPY.capturedInTheFuture,
      ],
    ];
    for (const [payload, message] of cases) {
      const refused = await capture(owner.headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body).toContain(message);
    }
    const noClientId = await capture(owner.headers, { ...person(), clientId: 'abc' });
    expect(noClientId.statusCode).toBe(400);
    const phoneOnly = await capture(owner.headers, {
      ...person(),
      email: '',
      phone: '+49 30 1234',
    });
    expect(phoneOnly.statusCode).toBe(201);
    expect((await capture({}, person())).statusCode).toBe(401);
  });

  it('lists, refuses and deletes events; deleting one keeps its leads', async () => {
    const owner = await ownerWithHandle(t);
    const other = await ownerWithHandle(t);
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.headers,
      payload: { name: 'Web Summit', startsOn: '2026-11-12', endsOn: '2026-11-10' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(COPY.eventDaysInOrder);
    const nameless = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.headers,
      payload: { name: ' ', startsOn: '2026-11-10', endsOn: '2026-11-12' },
    });
    expect(nameless.body).toContain(COPY.eventNameRequired);

    const event = (await newEvent(owner.headers)).json() as { id: string };
    await newEvent(other.headers, 'Not mine');
    const listed = await t.app.inject({ url: '/api/events', headers: owner.headers });
    expect(listed.json().map((e: { name: string }) => e.name)).toEqual(['Hannover Messe']);
    const lead = (await capture(owner.headers, { ...person(), eventId: event.id })).json();

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(204);
    const [kept] = await t.deps.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(kept?.eventId).toBeNull();
    expect((await t.app.inject({ url: '/api/events' })).statusCode).toBe(401);
  });
});
