import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightHours, users } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { freshIp } from '#tests/security/helpers';
import { callAs, invitationTokenFor, personWithCards } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// A team's insights and leads by department (docs/product.md#departments, decision 060): the
// filter, the arithmetic of the rows, and a department admin kept to theirs.

const HOUR_MS = 3_600_000;
const FIELDS = ['views', 'visitors', 'saves', 'clicks', 'messages'] as const;
type Counts = Record<(typeof FIELDS)[number], number>;
type Row = Counts & { memberId: string | null; departmentId: string | null; name: string };

describe.each(databaseKinds)("a team's figures and leads by department on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  /**
   * Sales (Alice, who holds a card, and Dana, who runs it and holds none), Support (Bob, a
   * card) and Empty (nobody); Carol holds a card in no department; one card stays pooled.
   */
  async function teamInDepartments() {
    const owner = await personWithCards(t, 4);
    const teamId = (await call('POST', '/api/teams', owner.headers, { name: 'Figures Co' })).json()
      .id as string;
    const base = `/api/teams/${teamId}`;
    const department = async (name: string) => {
      const made = await call('POST', `${base}/departments`, owner.headers, { name });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().id as string;
    };
    const sales = await department('Sales');
    const support = await department('Support');
    const empty = await department('Empty');
    const join = async (firstName: string, departmentId: string | null) => {
      const person = await personWithCards(t);
      const invited = await call('POST', `${base}/members`, owner.headers, {
        email: person.email,
        firstName,
        lastName: 'Example',
      });
      const memberId = invited.json().id as string;
      const token = await invitationTokenFor(t, person.email);
      expect((await call('POST', '/api/teams/join', person.headers, { token })).statusCode).toBe(
        200,
      );
      if (departmentId) {
        const moved = await call('PATCH', `${base}/members/${memberId}`, owner.headers, {
          departmentId,
        });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      // An active subscription: the card's page takes messages.
      await t.deps.database.db
        .update(users)
        .set({ stripeSubscriptionStatus: 'active' })
        .where(eq(users.id, person.id));
      return { ...person, memberId };
    };
    const alice = await join('Alice', sales);
    const bob = await join('Bob', support);
    const carol = await join('Carol', null);
    const dana = await join('Dana', sales);
    const runs = await call('PUT', `${base}/departments/${sales}/admins`, owner.headers, {
      memberIds: [dana.memberId],
    });
    expect(runs.statusCode, runs.body).toBe(200);
    const [aliceCard, bobCard, carolCard, pooled] = owner.cards;
    await call('POST', `${base}/cards`, owner.headers, { cardIds: owner.cards.map((c) => c.id) });
    for (const [card, holder] of [
      [aliceCard!, alice],
      [bobCard!, bob],
      [carolCard!, carol],
    ] as const) {
      const assigned = await call('POST', `${base}/cards/${card.id}/assign`, owner.headers, {
        memberId: holder.memberId,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }
    return {
      owner,
      base,
      sales,
      support,
      empty,
      alice,
      bob,
      carol,
      dana,
      cards: { alice: aliceCard!, bob: bobCard!, carol: carolCard!, pooled: pooled! },
    };
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
      clicks: 1,
      messages: 0,
    });
  }

  function sum(rows: Counts[]): Counts {
    return Object.fromEntries(
      FIELDS.map((field) => [field, rows.reduce((total, row) => total + row[field], 0)]),
    ) as Counts;
  }

  /** The members' rows and the days add up to the totals; each department to its members. */
  function expectArithmetic(body: {
    totals: Counts;
    members: Row[];
    departments: Array<Counts & { departmentId: string }>;
    daily: Counts[];
  }) {
    expect(sum(body.members)).toEqual(body.totals);
    expect(sum(body.daily)).toEqual(body.totals);
    for (const department of body.departments) {
      const {
        departmentId: _,
        name: __,
        ...counts
      } = department as typeof department & {
        name: string;
      };
      expect(counts, department.departmentId).toEqual(
        sum(body.members.filter((row) => row.departmentId === department.departmentId)),
      );
    }
  }

  async function seenTeam() {
    const team = await teamInDepartments();
    await counted(team.cards.alice.id, 1, 5, 2);
    await counted(team.cards.alice.id, 30, 3);
    await counted(team.cards.bob.id, 2, 7, 1);
    await counted(team.cards.carol.id, 3, 11);
    await counted(team.cards.pooled.id, 4, 13);
    return team;
  }

  it('answers a row per department beside the members, each the sum of its members', async () => {
    const { owner, base, sales, support, empty, alice, carol } = await seenTeam();
    const answer = await call('GET', `${base}/insights?days=7&tz=UTC`, owner.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.totals).toMatchObject({ views: 39, saves: 3, clicks: 5 });
    expectArithmetic(body);
    // Every department, by name, zeros included.
    expect(
      body.departments.map((row: Row & { name: string }) => [
        row.departmentId,
        row.name,
        row.views,
      ]),
    ).toEqual([
      [empty, 'Empty', 0],
      [sales, 'Sales', 8],
      [support, 'Support', 7],
    ]);
    const rows = body.members as Row[];
    expect(rows.find((row) => row.memberId === alice.memberId)?.departmentId).toBe(sales);
    expect(rows.find((row) => row.memberId === carol.memberId)).toMatchObject({
      departmentId: null,
      views: 11,
    });
    expect(rows.find((row) => row.memberId === null)).toMatchObject({
      name: COPY.teamCardPool,
      departmentId: null,
      views: 13,
    });
  });

  it("answers one department's figures when asked, with its members only and no pool", async () => {
    const { owner, base, sales, support, empty, alice, dana } = await seenTeam();
    const answer = await call(
      'GET',
      `${base}/insights?days=30&tz=Europe/Berlin&departmentId=${sales.toUpperCase()}`,
      owner.headers,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.totals).toMatchObject({ views: 8, visitors: 8, saves: 2, clicks: 2 });
    expect(body.daily).toHaveLength(30);
    expectArithmetic(body);
    expect((body.members as Row[]).map((row) => [row.memberId, row.views])).toEqual([
      [alice.memberId, 8],
      [dana.memberId, 0],
    ]);
    expect(body.departments).toEqual([expect.objectContaining({ departmentId: sales, views: 8 })]);

    const none = (
      await call('GET', `${base}/insights?departmentId=${empty}`, owner.headers)
    ).json();
    expect(none.totals).toMatchObject({ views: 0 });
    expect(none.members).toEqual([]);
    expect(none.daily.every((day: Counts) => day.views === 0)).toBe(true);

    // A card counts for the department its holder is in now: Alice moves, her figures go along.
    const moved = await call('PATCH', `${base}/members/${alice.memberId}`, owner.headers, {
      departmentId: support,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (
      await call('GET', `${base}/insights?departmentId=${support}`, owner.headers)
    ).json();
    expect(after.totals.views).toBe(15);
    expectArithmetic(after);
  });

  it("puts a department's views on the same local days as the team's own series, in any time zone", async () => {
    const { owner, base, sales, alice, cards } = await teamInDepartments();
    // Alice, in Sales, holds every held card: the department's series is then the team's.
    for (const card of [cards.bob, cards.carol]) {
      await call('POST', `${base}/cards/${card.id}/assign`, owner.headers, {
        memberId: alice.memberId,
      });
    }
    for (let hoursAgo = 1; hoursAgo < 24 * 8; hoursAgo += 5) {
      await counted(cards.alice.id, hoursAgo, hoursAgo % 7);
      await counted(cards.bob.id, hoursAgo + 2, 1);
    }
    for (const tz of [
      'UTC',
      'Europe/Berlin',
      'America/New_York',
      'Asia/Kolkata',
      'Pacific/Chatham',
    ]) {
      const query = `days=7&tz=${encodeURIComponent(tz)}`;
      const team = (await call('GET', `${base}/insights?${query}`, owner.headers)).json();
      const department = (
        await call('GET', `${base}/insights?${query}&departmentId=${sales}`, owner.headers)
      ).json();
      expect(department.daily, tz).toEqual(team.daily);
      expect(department.totals, tz).toEqual(team.totals);
      expect(sum(department.daily), tz).toEqual(department.totals);
    }
  });

  it('refuses a department that is not the team’s, and a malformed one', async () => {
    const { owner, base } = await teamInDepartments();
    const other = await teamInDepartments();
    for (const path of ['insights', 'leads', 'leads.csv']) {
      for (const departmentId of [other.sales, '00000000-0000-4000-8000-000000000000']) {
        const refused = await call(
          'GET',
          `${base}/${path}?departmentId=${departmentId}`,
          owner.headers,
        );
        expect(refused.statusCode, path).toBe(404);
        expect(refused.json().message).toBe(COPY.departmentNotFound);
      }
      const malformed = await call('GET', `${base}/${path}?departmentId=sales`, owner.headers);
      expect(malformed.statusCode, path).toBe(400);
      expect(malformed.json().message).toBe(COPY.departmentNotFound);
    }
  });

  it("keeps a department admin to their department's figures, 404 for another", async () => {
    const { base, sales, support, dana, alice, bob } = await seenTeam();
    const own = await call('GET', `${base}/insights?days=7&tz=UTC`, dana.headers);
    expect(own.statusCode, own.body).toBe(200);
    const body = own.json();
    expect(body.totals.views).toBe(8);
    expectArithmetic(body);
    const seen = (body.members as Row[]).map((row) => row.memberId);
    expect(seen).toContain(alice.memberId);
    expect(seen).not.toContain(bob.memberId);
    expect(seen).not.toContain(null);
    expect(body.departments.map((row: Row) => row.departmentId)).toEqual([sales]);
    expect(
      (await call('GET', `${base}/insights?departmentId=${sales}`, dana.headers)).statusCode,
    ).toBe(200);
    const other = await call('GET', `${base}/insights?departmentId=${support}`, dana.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COPY.departmentNotFound);
    // A member who runs nothing reads no figures at all.
    expect((await call('GET', `${base}/insights`, alice.headers)).statusCode).toBe(403);
  });

  /** A visitor's message through the card's public page. */
  async function visitorWrites(uuid: string, name: string) {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${uuid}/send-message`,
      remoteAddress: freshIp(),
      payload: {
        name,
        email: `${name.toLowerCase()}@visitor.example`,
        phone: '555',
        message: 'Hi',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }

  async function teamWithLeads() {
    const team = await teamInDepartments();
    await visitorWrites(team.cards.alice.uuid, 'Ann');
    await visitorWrites(team.cards.bob.uuid, 'Ben');
    await visitorWrites(team.cards.carol.uuid, 'Cat');
    return team;
  }

  const names = (body: { leads: Array<{ name: string }> }) =>
    body.leads.map((lead) => lead.name).sort();

  it("lists each lead with its member's department, and filters by it", async () => {
    const { owner, base, sales, support } = await teamWithLeads();
    const all = (await call('GET', `${base}/leads`, owner.headers)).json();
    const byName = new Map(
      all.leads.map((lead: { name: string; department: unknown }) => [lead.name, lead.department]),
    );
    expect(Object.fromEntries(byName)).toEqual({
      Ann: { id: sales, name: 'Sales' },
      Ben: { id: support, name: 'Support' },
      Cat: null,
    });
    const filtered = await call('GET', `${base}/leads?departmentId=${sales}`, owner.headers);
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(names(filtered.json())).toEqual(['Ann']);
    // With the other filters, and a page at a time.
    expect(
      names(
        (await call('GET', `${base}/leads?departmentId=${support}&q=ann`, owner.headers)).json(),
      ),
    ).toEqual([]);
    expect(
      names(
        (await call('GET', `${base}/leads?departmentId=${support}&limit=1`, owner.headers)).json(),
      ),
    ).toEqual(['Ben']);
  });

  it('writes the department in the CSV and exports one department when asked', async () => {
    const { owner, base, sales } = await teamWithLeads();
    const csv = await call('GET', `${base}/leads.csv`, owner.headers);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.split('\r\n').filter(Boolean);
    expect(header).toMatch(/^\uFEFF"Received","Card","Member","Member email","Department","Name",/);
    expect(lines.find((line) => line.includes('"Ann"'))).toContain('"Sales","Ann"');
    expect(lines.find((line) => line.includes('"Cat"'))).toContain('"","Cat"');
    const one = await call('GET', `${base}/leads.csv?departmentId=${sales}`, owner.headers);
    expect(one.statusCode).toBe(200);
    const rows = one.body.split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('"Ann"');
  });

  it("keeps a department admin to their department's leads and CSV, 404 for another", async () => {
    const { base, sales, support, dana, cards } = await teamWithLeads();
    const own = await call('GET', `${base}/leads`, dana.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(names(own.json())).toEqual(['Ann']);
    expect(
      names((await call('GET', `${base}/leads?departmentId=${sales}`, dana.headers)).json()),
    ).toEqual(['Ann']);
    // Another department's card named in the filter finds nothing of it.
    expect(
      names((await call('GET', `${base}/leads?cardId=${cards.bob.id}`, dana.headers)).json()),
    ).toEqual([]);
    for (const path of ['leads', 'leads.csv']) {
      const other = await call('GET', `${base}/${path}?departmentId=${support}`, dana.headers);
      expect(other.statusCode, path).toBe(404);
      expect(other.json().message).toBe(COPY.departmentNotFound);
    }
    const csv = await call('GET', `${base}/leads.csv`, dana.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"Ann"');
    expect(csv.body).not.toContain('"Ben"');
    expect(csv.body).not.toContain('"Cat"');
  });
});
