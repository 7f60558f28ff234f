import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightHours } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { freshIp } from '#tests/security/helpers';
import { callAs, personWithCards, teamWithAssignedCard } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

const HOUR_MS = 3_600_000;

describe.each(databaseKinds)("a team's insights and leads on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  /**
   * The admin pools two cards: one goes to the member (whose subscription is active, so its page
   * takes messages), one stays pooled; a second member holds no card.
   */
  async function teamWithTraffic() {
    const team = await teamWithAssignedCard(t, { subscribed: true });
    const idle = await personWithCards(t);
    await call('POST', `/api/teams/${team.teamId}/members`, team.admin.headers, {
      email: idle.email,
      firstName: 'Idle',
      lastName: 'Colleague',
    });
    return { ...team, idle };
  }

  /** Hourly totals as the recorder leaves them, `hoursAgo` before the test clock's now. */
  async function counted(cardId: number, hoursAgo: number, views: number, saves = 0) {
    await t.deps.database.db.insert(insightHours).values({
      cardId,
      hour: new Date(
        Math.floor((t.clock.now().getTime() - hoursAgo * HOUR_MS) / HOUR_MS) * HOUR_MS,
      ),
      views,
      visitors: views,
      saves,
      clicks: 0,
      messages: 0,
    });
  }

  it('answers a row per active member and one for the pool, adding up to the totals', async () => {
    const { admin, teamId, held, pooled, memberId } = await teamWithTraffic();
    await counted(held.id, 1, 5, 2);
    await counted(held.id, 30, 3);
    await counted(pooled.id, 2, 4, 1);
    // Older than 7 days: only in the 30-day period.
    await counted(held.id, 24 * 10, 100);

    const week = await call('GET', `/api/teams/${teamId}/insights?days=7&tz=UTC`, admin.headers);
    expect(week.statusCode, week.body).toBe(200);
    const body = week.json();
    expect(body.totals).toMatchObject({ views: 12, visitors: 12, saves: 3 });
    expect(body.daily).toHaveLength(7);
    const rows = body.members as Array<{ memberId: string | null; name: string; views: number }>;
    expect(rows.map((row) => [row.memberId, row.views])).toEqual([
      [memberId, 8],
      [null, 4],
      [expect.any(String), 0],
    ]);
    expect(rows[1]?.name).toBe(COPY.teamCardPool);
    // Everyone active is listed, with zeros: the admin (holding nothing) and the member.
    expect(rows.filter((row) => row.memberId !== null)).toHaveLength(2);
    for (const field of ['views', 'visitors', 'saves', 'clicks', 'messages'] as const) {
      const sumRows = (body.members as Array<Record<string, number>>).reduce(
        (s, r) => s + r[field]!,
        0,
      );
      const sumDays = (body.daily as Array<Record<string, number>>).reduce(
        (s, d) => s + d[field]!,
        0,
      );
      expect(sumRows, field).toBe(body.totals[field]);
      expect(sumDays, field).toBe(body.totals[field]);
    }
    const month = await call('GET', `/api/teams/${teamId}/insights?days=30`, admin.headers);
    expect(month.json().totals.views).toBe(112);

    for (const query of ['days=5', 'tz=Mars/Base', 'days=abc']) {
      const refused = await call('GET', `/api/teams/${teamId}/insights?${query}`, admin.headers);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  /** A visitor's message through the card's public page. */
  async function visitorWrites(
    uuid: string,
    name: string,
    message = 'Hello there',
    { source }: { source?: string } = {},
  ) {
    const email = `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@visitor.example`;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${uuid}/send-message`,
      remoteAddress: freshIp(),
      payload: { name, email, phone: '555', message, ...(source ? { source } : {}) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }

  it("lists the team's leads newest first, a page at a time, and keeps them when the member leaves", async () => {
    const { admin, member, teamId, memberId, held } = await teamWithTraffic();
    for (const [index, name] of ['Alice', 'Bob', 'Carol'].entries()) {
      t.clock.advance(1_000 * (index + 1));
      await visitorWrites(held.uuid, name);
    }
    const first = await call('GET', `/api/teams/${teamId}/leads?limit=2`, admin.headers);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.leads.map((lead: { name: string }) => lead.name)).toEqual(['Carol', 'Bob']);
    expect(page.leads[0]).toMatchObject({
      cardId: held.id,
      member: { memberId, email: member.email },
      email: 'carol@visitor.example',
    });
    const next = await call(
      'GET',
      `/api/teams/${teamId}/leads?limit=2&cursor=${page.nextCursor}`,
      admin.headers,
    );
    expect(next.json()).toMatchObject({ leads: [{ name: 'Alice' }], nextCursor: null });
    for (const query of ['cursor=bm9wZQ', 'limit=0', 'limit=101']) {
      const refused = await call('GET', `/api/teams/${teamId}/leads?${query}`, admin.headers);
      expect(refused.statusCode, query).toBe(400);
    }
    expect(
      (await call('GET', `/api/teams/${teamId}/leads?cursor=bm9wZQ`, admin.headers)).json().message,
    ).toBe(COPY.teamLeadsCursorInvalid);

    // The member sees them while holding the card; once deactivated, only the team has them.
    expect((await call('GET', '/api/messages', member.headers)).json()).toHaveLength(3);
    await call('POST', `/api/teams/${teamId}/members/${memberId}/deactivate`, admin.headers);
    expect((await call('GET', '/api/messages', member.headers)).json()).toHaveLength(0);
    const kept = await call('GET', `/api/teams/${teamId}/leads`, admin.headers);
    expect(kept.json().leads).toHaveLength(3);
  });

  it('exports the leads as CSV for a spreadsheet, formulas kept as text', async () => {
    const { admin, teamId, held } = await teamWithTraffic();
    await visitorWrites(held.uuid, 'Dana', '=HYPERLINK("http://evil.example")', {
      source: 'nfc',
    });
    const csv = await call('GET', `/api/teams/${teamId}/leads.csv`, admin.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="northwind.*-leads\.csv"$/,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Received","Card","Member","Member email","Department","Name","Email","Phone","Company","Title","Message","Status","Note","Consent","Consented at","Source","Event","Captured at"',
    );
    expect(lines[1]).toContain(
      '"Dana","dana@visitor.example","555","","","\'=HYPERLINK(""http://evil.example"")","New"',
    );
    // The source reads as Insights says it (docs/product.md#messages); a visitor's message was
    // captured at no event, and not on a phone.
    expect(lines[1]).toMatch(/"NFC tap","",""$/);
  });

  it("filters the team's leads as the owner's list does: search, status and card", async () => {
    const { admin, member, teamId, held, pooled } = await teamWithTraffic();
    for (const name of ['Alice', 'Bob']) await visitorWrites(held.uuid, name);
    const names = async (query: string) =>
      (await call('GET', `/api/teams/${teamId}/leads?${query}`, admin.headers))
        .json()
        .leads.map((lead: { name: string }) => lead.name)
        .sort();
    expect(await names('q=ALI')).toEqual(['Alice']);
    // Accents and case do not count (docs/product.md#messages).
    await visitorWrites(held.uuid, 'Ángela');
    expect(await names(`q=${encodeURIComponent('ANGELA')}`)).toEqual(['Ángela']);
    expect(await names(`q=${encodeURIComponent('àngèla')}`)).toEqual(['Ángela']);
    expect(await names('q=bob%40visitor')).toEqual(['Bob']);
    expect(await names(`cardId=${pooled.id}`)).toEqual([]);
    expect(await names(`cardId=${held.id}`)).toEqual(['Alice', 'Bob', 'Ángela']);
    // Archived by the member who holds the card: out of the list, still in the CSV.
    const [bob] = (await call('GET', `/api/teams/${teamId}/leads?q=bob`, admin.headers)).json()
      .leads;
    const archived = await call('PATCH', `/api/messages/${bob.id}`, member.headers, {
      status: 'archived',
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await names('')).toEqual(['Alice', 'Ángela']);
    expect(await names('status=archived')).toEqual(['Bob']);
    expect(
      (await call('GET', `/api/teams/${teamId}/leads?status=won`, admin.headers)).statusCode,
    ).toBe(400);
    const csv = await call('GET', `/api/teams/${teamId}/leads.csv`, admin.headers);
    expect(csv.body).toContain('"Bob"');
    expect(csv.body).toContain('"Archived"');
    const onlyAlice = await call('GET', `/api/teams/${teamId}/leads.csv?q=alice`, admin.headers);
    expect(onlyAlice.body).not.toContain('"Bob"');
  });

  it('refuses a card id past 32 bits in the leads and their CSV with a 400 that says why', async () => {
    const { admin, teamId } = await teamWithAssignedCard(t, { subscribed: true });
    for (const path of ['leads', 'leads.csv']) {
      for (const cardId of ['2147483648', '99999999999']) {
        const url = `/api/teams/${teamId}/${path}?cardId=${cardId}`;
        const refused = await call('GET', url, admin.headers);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().message).toContain(COPY.cardNotFound);
      }
    }
  });
});
