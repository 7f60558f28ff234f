import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightHours } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { callAs, teamWithAssignedCard } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// A team's events (docs/product.md#events): its admins make and delete them, its members capture
// at them, and the team's leads, their CSV and the team's Insights filter by one.

type Headers = Record<string, string>;

/** `days` after (before, when negative) today's UTC date, as YYYY-MM-DD. */
const dayFromToday = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)("a team's events on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  const del = (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });
  const expo = { name: 'Expo Berlin', startsOn: '2026-03-10', endsOn: '2026-03-12' };

  it('admins create and delete them, members list them, and nobody else reaches them', async () => {
    const { admin, member, teamId, memberId } = await teamWithAssignedCard(t, { name: 'Expo Co' });
    const base = `/api/teams/${teamId}/events`;

    // Signed out, a member, an outsider, a bad body: refused before anything is made.
    expect((await t.app.inject({ method: 'POST', url: base, payload: expo })).statusCode).toBe(401);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    const byMember = await call('POST', base, member.headers, expo);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(COPY.teamAdminsOnly);
    const outsider = await teamWithAssignedCard(t, { name: 'Rival Co' });
    const byOutsider = await call('POST', base, outsider.admin.headers, expo);
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json().message).toBe(COPY.teamNotFound);
    const backwards = await call('POST', base, admin.headers, {
      ...expo,
      startsOn: '2026-03-12',
      endsOn: '2026-03-10',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(COPY.eventDaysInOrder);
    expect((await call('GET', base, admin.headers)).json()).toEqual([]);

    const made = await call('POST', base, admin.headers, expo);
    expect(made.statusCode, made.body).toBe(201);
    const event = made.json() as { id: string };
    expect(event).toEqual({ id: expect.any(String), ...expo, teamId });

    // Every member sees it, on the team's list and among their own events.
    expect((await call('GET', base, member.headers)).json()).toEqual([event]);
    expect((await call('GET', '/api/events', member.headers)).json()).toContainEqual(event);
    expect((await call('GET', base, outsider.admin.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/events', outsider.admin.headers)).json()).not.toContainEqual(
      event,
    );
    // The member's own delete route refuses the team's; the team's routes are the admins'.
    const ownRoute = await del(`/api/events/${event.id}`, member.headers);
    expect(ownRoute.statusCode).toBe(403);
    expect(ownRoute.json().message).toBe(COPY.eventManagedByTeamAdmins);
    const memberDelete = await del(`${base}/${event.id}`, member.headers);
    expect(memberDelete.statusCode).toBe(403);
    expect(memberDelete.json().message).toBe(COPY.teamAdminsOnly);
    expect((await del(`${base}/${event.id}`, {})).statusCode).toBe(401);
    expect((await del(`${base}/${event.id}`, outsider.admin.headers)).statusCode).toBe(404);
    // Another team's event, an owner's own, and a malformed id: not this team's.
    const theirs = await call(
      'POST',
      `/api/teams/${outsider.teamId}/events`,
      outsider.admin.headers,
      {
        ...expo,
        name: 'Rival Expo',
      },
    );
    const personal = await call('POST', '/api/events', admin.headers, { ...expo, name: 'Mine' });
    for (const id of [theirs.json().id, personal.json().id, randomUUID()]) {
      const refused = await del(`${base}/${id}`, admin.headers);
      expect(refused.statusCode, id).toBe(404);
      expect(refused.json().message).toBe(COPY.captureEventNotFound);
    }
    // A path id that cannot name an event is not found, as everywhere in the API.
    const malformed = await del(`${base}/not-an-id`, admin.headers);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(COPY.captureEventNotFound);

    // A member who leaves stops seeing the team's events.
    const deactivated = await call(
      'POST',
      `/api/teams/${teamId}/members/${memberId}/deactivate`,
      admin.headers,
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await call('GET', '/api/events', member.headers)).json()).not.toContainEqual(event);
    const capture = await call('POST', '/api/leads', member.headers, {
      firstName: 'Lin',
      phone: '+49 30 1234567',
      source: 'manual',
      eventId: event.id,
      clientId: randomUUID(),
    });
    expect(capture.statusCode).toBe(404);

    const gone = await del(`${base}/${event.id}`, admin.headers);
    expect(gone.statusCode).toBe(204);
    expect((await call('GET', base, admin.headers)).json()).toEqual([]);
    expect((await del(`${base}/${event.id}`, admin.headers)).statusCode).toBe(404);
  });

  it("filters the team's leads, their CSV and Insights by event, and 404s another's", async () => {
    const team = await teamWithAssignedCard(t, { name: 'Filter Co' });
    const { admin, member, teamId, heldId } = team;
    const now = t.clock.now();
    const first = dayFromToday(now, -10);
    const last = dayFromToday(now, -9);
    const event = (
      await call('POST', `/api/teams/${teamId}/events`, admin.headers, {
        name: 'Fair "2026"',
        startsOn: first,
        endsOn: last,
      })
    ).json() as { id: string };
    // Each arrives a second after the one before: the lists are newest first.
    const capture = (payload: object) => {
      t.clock.advance(1000);
      return call('POST', '/api/leads', member.headers, {
        cardId: heldId,
        source: 'manual',
        clientId: randomUUID(),
        ...payload,
      });
    };
    const atStand = await capture({
      firstName: 'Ines',
      phone: '+49 30 1111111',
      eventId: event.id,
      capturedAt: `${first}T10:00:00Z`,
    });
    expect(atStand.statusCode, atStand.body).toBe(201);
    // Typed in two days after the show: still the event's, counted on its last day.
    const later = await capture({
      firstName: 'Omar',
      email: 'omar@example.com',
      eventId: event.id,
      capturedAt: `${dayFromToday(now, -7)}T09:00:00Z`,
    });
    expect(later.statusCode, later.body).toBe(201);
    const elsewhere = await capture({ firstName: 'Noor', email: 'noor@example.com' });
    expect(elsewhere.statusCode).toBe(201);

    const base = `/api/teams/${teamId}`;
    const listed = await call('GET', `${base}/leads?eventId=${event.id}`, admin.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().leads.map((lead: { name: string }) => lead.name)).toEqual([
      'Omar',
      'Ines',
    ]);
    expect(
      (await call('GET', `${base}/leads`, admin.headers))
        .json()
        .leads.map((l: { name: string }) => l.name),
    ).toEqual(['Noor', 'Omar', 'Ines']);

    // Another owner's event, an unknown one, a malformed one: never an empty list.
    const stranger = await teamWithAssignedCard(t, { name: 'Stranger Co' });
    const foreign = (
      await call('POST', '/api/events', stranger.admin.headers, {
        name: 'Elsewhere',
        startsOn: first,
        endsOn: last,
      })
    ).json() as { id: string };
    for (const path of ['leads', 'leads.csv', 'insights']) {
      for (const id of [foreign.id, randomUUID()]) {
        const refused = await call('GET', `${base}/${path}?eventId=${id}`, admin.headers);
        expect(refused.statusCode, `${path} ${id}`).toBe(404);
        expect(refused.json().message).toBe(COPY.captureEventNotFound);
      }
      const malformed = await call('GET', `${base}/${path}?eventId=fair`, admin.headers);
      expect(malformed.statusCode, path).toBe(400);
    }
    // The admin's own event filters the team's leads too (those they captured on its cards).
    const own = (
      await call('POST', '/api/events', admin.headers, {
        name: 'Own',
        startsOn: first,
        endsOn: last,
      })
    ).json() as { id: string };
    const ownList = await call('GET', `${base}/leads?eventId=${own.id}`, admin.headers);
    expect(ownList.statusCode).toBe(200);
    expect(ownList.json().leads).toEqual([]);

    // The CSV: the event's leads, with the event's name and the capture time as the last columns.
    const csv = await call('GET', `${base}/leads.csv?eventId=${event.id}`, admin.headers);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Card","Member","Member email","Department","Name","Email","Phone","Company","Title","Message","Status","Note","Consent","Consented at","Source","Event","Captured at"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('"Ines"');
    expect(lines[2]!.endsWith(`"Fair ""2026""","${first}T10:00:00.000Z"`)).toBe(true);
    const everything = await call('GET', `${base}/leads.csv`, admin.headers);
    const noor = everything.body.split('\r\n').find((line) => line.includes('"Noor"'))!;
    // No event: an empty cell; captured on the phone all the same.
    expect(noor).toMatch(/,"","\d{4}-\d\d-\d\dT[^"]+"$/);

    // Insights: the event's days, in the time zone asked for; its messages are its leads.
    await t.deps.database.db.insert(insightHours).values([
      { cardId: heldId, hour: new Date(`${first}T03:00:00Z`), views: 4, visitors: 2 },
      { cardId: heldId, hour: new Date(`${first}T12:00:00Z`), views: 5, saves: 1, messages: 3 },
      { cardId: heldId, hour: new Date(`${last}T12:00:00Z`), views: 6 },
      { cardId: heldId, hour: new Date(`${dayFromToday(now, -8)}T12:00:00Z`), views: 7 },
      { cardId: team.pooledId, hour: new Date(`${last}T15:00:00Z`), views: 1 },
    ]);
    const insights = await call(
      'GET',
      `${base}/insights?eventId=${event.id}&days=90&tz=UTC`,
      admin.headers,
    );
    expect(insights.statusCode, insights.body).toBe(200);
    const counted = insights.json();
    expect({ from: counted.from, to: counted.to }).toEqual({ from: first, to: last });
    expect(counted.totals).toEqual({ views: 16, visitors: 2, saves: 1, clicks: 0, messages: 2 });
    expect(counted.daily).toEqual([
      { date: first, views: 9, visitors: 2, saves: 1, clicks: 0, messages: 1 },
      { date: last, views: 7, visitors: 0, saves: 0, clicks: 0, messages: 1 },
    ]);
    const memberRow = counted.members.find(
      (row: { memberId: string }) => row.memberId === team.memberId,
    );
    expect(memberRow).toMatchObject({ views: 15, messages: 2 });
    expect(counted.members.find((row: { memberId: null }) => row.memberId === null)).toMatchObject({
      views: 1,
      messages: 0,
    });
    // New York: the first day's 03:00 UTC hour is the evening before, outside the event.
    const newYork = await call(
      'GET',
      `${base}/insights?eventId=${event.id}&tz=America/New_York`,
      admin.headers,
    );
    expect(newYork.json().totals).toMatchObject({ views: 12, messages: 2 });
    // Without the event: the last 30 days and the visitors' messages, as before.
    const month = await call('GET', `${base}/insights?days=30&tz=UTC`, admin.headers);
    expect(month.json().totals).toMatchObject({ views: 23, messages: 3 });
    expect(month.json().daily).toHaveLength(30);
    // A member is not the team's admin: the team's filters stay closed to them.
    expect(
      (await call('GET', `${base}/leads?eventId=${event.id}`, member.headers)).statusCode,
    ).toBe(403);
  });
});
