import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightHours, users } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// The owner's lists by event (docs/product.md#events): the lead list and its CSV, and a card's
// Insights over the event's days. An event that is not the owner's (nor their team's) is a 404,
// never an empty answer.

type Headers = Record<string, string>;

/** `days` after (before, when negative) today's UTC date, as YYYY-MM-DD. */
const dayFromToday = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)("the owner's event filters on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  /** An owner with a card, an event ten and nine days ago, and two leads at it, one not. */
  async function ownerAtAnEvent(status: 'active' | null = 'active') {
    const owner = await ownerWithHandle(t, { status });
    const now = t.clock.now();
    const first = dayFromToday(now, -10);
    const last = dayFromToday(now, -9);
    const event = (
      await post('/api/events', owner.headers, {
        name: '=Trade Fair',
        startsOn: first,
        endsOn: last,
      })
    ).json() as { id: string };
    const capture = async (payload: object) => {
      t.clock.advance(1000);
      const made = await post('/api/leads', owner.headers, {
        source: 'badge',
        clientId: randomUUID(),
        ...payload,
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json() as { id: string };
    };
    const early = await capture({
      firstName: 'Ada',
      phone: '+44 20 7946 0000',
      eventId: event.id,
      // Before the first day (set up the evening before): counted on the first.
      capturedAt: `${dayFromToday(now, -11)}T18:00:00Z`,
    });
    const onLastDay = await capture({
      firstName: 'Grace',
      email: 'grace@example.com',
      eventId: event.id,
      capturedAt: `${last}T11:00:00Z`,
    });
    const elsewhere = await capture({ firstName: 'Alan', email: 'alan@example.com' });
    return { owner, event, first, last, early, onLastDay, elsewhere, now };
  }

  it("lists and exports the event's leads, with the event and the capture time last", async () => {
    const { owner, event, first, last, early, onLastDay } = await ownerAtAnEvent();
    const listed = await get(`/api/messages?eventId=${event.id}`, owner.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((lead: { id: string }) => lead.id)).toEqual([onLastDay.id, early.id]);

    const csv = await get(`/api/messages/export.csv?eventId=${event.id}`, owner.headers);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Card","Name","Email","Phone","Company","Title","Message","Status","Note","Consent","Consented at","Source","Read","Event","Captured at"',
    );
    expect(lines).toHaveLength(3);
    // The event's name starts like a formula: kept as text.
    expect(lines[1]!.endsWith(`,"yes","'=Trade Fair","${last}T11:00:00.000Z"`)).toBe(true);
    expect(lines[2]).toContain('"Ada"');
    expect(lines[2]).not.toContain(first);

    // Unfiltered, the lead met elsewhere has no event.
    const all = await get('/api/messages/export.csv', owner.headers);
    const alan = all.body.split('\r\n').find((line) => line.includes('"Alan"'))!;
    expect(alan).toMatch(/,"yes","","\d{4}-\d\d-\d\dT[^"]+"$/);

    // A deleted event leaves its leads, without it: the filter then finds no such event.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/events/${event.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(204);
    const afterwards = await get('/api/messages/export.csv', owner.headers);
    const ada = afterwards.body.split('\r\n').find((line) => line.includes('"Ada"'))!;
    expect(ada).toMatch(/,"yes","","\d{4}-/);
    expect((await get(`/api/messages?eventId=${event.id}`, owner.headers)).statusCode).toBe(404);
  });

  it("refuses another owner's event, an unknown one and a malformed one, and the signed out", async () => {
    const { owner, event } = await ownerAtAnEvent();
    const stranger = await ownerWithHandle(t);
    const card = `/api/cards/${owner.card.id}/insights`;
    for (const url of ['/api/messages', '/api/messages/export.csv', card, `${card}.csv`]) {
      for (const id of [event.id, randomUUID()]) {
        const headers = id === event.id ? stranger.headers : owner.headers;
        const refused = await get(`${url}?eventId=${id}`, headers);
        // The stranger's own card is not theirs either: the card is 404 before the event.
        expect(refused.statusCode, `${url} ${id}`).toBe(404);
        if (!url.startsWith('/api/cards') || id !== event.id) {
          expect(refused.json().message, url).toBe(COPY.captureEventNotFound);
        }
      }
      const malformed = await get(`${url}?eventId=trade-fair`, owner.headers);
      expect(malformed.statusCode, url).toBe(400);
      expect(malformed.json().message, url).toBe(COPY.captureEventNotFound);
      expect((await get(`${url}?eventId=${event.id}`, {})).statusCode, url).toBe(401);
    }
    // The stranger's own card, filtered by the owner's event: the event is not theirs.
    const theirs = await get(
      `/api/cards/${stranger.card.id}/insights?eventId=${event.id}`,
      stranger.headers,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(COPY.captureEventNotFound);
  });

  it("counts a card's Insights over the event's days, its messages the leads captured there", async () => {
    const { owner, event, first, last, now } = await ownerAtAnEvent(null);
    const cardId = owner.card.id;
    const insights = (query: string) =>
      get(`/api/cards/${cardId}/insights?${query}`, owner.headers);
    // Without a subscription: 402, whichever period (the event checked first).
    expect((await insights(`eventId=${event.id}`)).statusCode).toBe(402);
    await t.deps.database.db
      .update(users)
      .set({ stripeSubscriptionStatus: 'active' })
      .where(eq(users.id, owner.user.id));

    await t.deps.database.db.insert(insightHours).values([
      // The two days before the event: the period it is compared with.
      { cardId, hour: new Date(`${dayFromToday(now, -12)}T12:00:00Z`), views: 2, messages: 1 },
      { cardId, hour: new Date(`${dayFromToday(now, -11)}T12:00:00Z`), views: 1 },
      { cardId, hour: new Date(`${first}T09:00:00Z`), views: 8, visitors: 5, saves: 3 },
      { cardId, hour: new Date(`${last}T23:00:00Z`), views: 4, clicks: 2, messages: 2 },
      { cardId, hour: new Date(`${dayFromToday(now, -8)}T12:00:00Z`), views: 50 },
    ]);
    const answer = await insights(`eventId=${event.id}&days=7&tz=UTC`);
    expect(answer.statusCode, answer.body).toBe(200);
    const counted = answer.json();
    expect({ from: counted.from, to: counted.to }).toEqual({ from: first, to: last });
    expect(counted.daily).toEqual([
      { date: first, views: 8, visitors: 5, saves: 3, clicks: 0, messages: 1 },
      { date: last, views: 4, visitors: 0, saves: 0, clicks: 2, messages: 1 },
    ]);
    expect(counted.totals).toEqual({ views: 12, visitors: 5, saves: 3, clicks: 2, messages: 2 });
    expect(counted.previous).toEqual({ views: 3, visitors: 0, saves: 0, clicks: 0, messages: 1 });

    // In Berlin the last day's 23:00 UTC hour is the day after: outside the event.
    const berlin = (await insights(`eventId=${event.id}&tz=Europe/Berlin`)).json();
    expect(berlin.totals).toMatchObject({ views: 8, clicks: 0, messages: 2 });

    // The CSV has the event's days.
    const csv = await get(
      `/api/cards/${cardId}/insights.csv?eventId=${event.id}&tz=UTC`,
      owner.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`insights-${first}-to-${last}.csv`);

    // Without it: the last 30 days, the visitors' messages.
    const month = (await insights('days=30&tz=UTC')).json();
    expect(month.totals).toMatchObject({ views: 65, messages: 3 });
  });
});
