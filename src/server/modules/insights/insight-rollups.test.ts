import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { cards, insightHours, teams, users } from '#server/db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/support/test-database';
import { queryTeamInsights } from './read-team-insights';
import type { InsightEvent } from './recorder';
import { writeInsightBatch } from './write-batch';

// The rollups (migration 0022) against what they sum: after every kind of change to the hourly
// totals or to which team holds a card, insight_days must equal insight_hours per card and UTC
// day, and team_insight_hours the hours of the cards each team holds now.

const visitor = (name: string) => createHash('sha256').update(name).digest('hex');
const HOUR = 3_600_000;

describe.each(databaseKinds)('insight rollups on %s', (kind) => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    db = test.database.db;
  });
  afterAll(() => test.destroy());

  async function ownerWithCards(n: number, teamId: string | null = null) {
    const [owner] = await db
      .insert(users)
      .values({ email: `o${Math.random()}@example.com`, firstName: 'O', lastName: 'W' })
      .returning();
    const made = await db
      .insert(cards)
      .values(
        Array.from({ length: n }, () => ({
          ownerId: owner!.id,
          shopifyProductTitle: 'Metal',
          teamId,
          teamContributorId: teamId ? owner!.id : null,
        })),
      )
      .returning();
    return { owner: owner!, cards: made };
  }

  async function team(name: string) {
    const [row] = await db
      .insert(teams)
      .values({ name, slug: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}` })
      .returning();
    return row!;
  }

  /** Events on each card every 7 hours over `days` days before `end`, with new visitors. */
  function traffic(cardIds: number[], end: number, days: number): InsightEvent[] {
    const events: InsightEvent[] = [];
    for (const cardId of cardIds) {
      for (let at = end - days * 24 * HOUR; at < end; at += 7 * HOUR) {
        events.push({ cardId, kind: 'view', at, source: 'qr', visitor: visitor(`${cardId}${at}`) });
        if (at % 3 === 0) events.push({ cardId, kind: 'save', at });
      }
    }
    return events;
  }

  async function expectRollupsRight() {
    const drift = await db.execute(sql`
      with by_day as (
        select card_id, (hour at time zone 'UTC')::date as day, sum(views) as views,
               sum(visitors) as visitors, sum(saves) as saves, sum(clicks) as clicks,
               sum(messages) as messages
        from insight_hours group by 1, 2
      ), by_team as (
        select c.team_id, h.hour, sum(h.views) as views, sum(h.visitors) as visitors,
               sum(h.saves) as saves, sum(h.clicks) as clicks, sum(h.messages) as messages
        from insight_hours as h join cards as c on c.id = h.card_id
        where c.team_id is not null group by 1, 2
      )
      select 'day' as what from by_day full join insight_days as d using (card_id, day)
        where (coalesce(by_day.views, 0), coalesce(by_day.visitors, 0), coalesce(by_day.saves, 0))
          is distinct from (coalesce(d.views, 0), coalesce(d.visitors, 0), coalesce(d.saves, 0))
      union all
      select 'team' from by_team full join team_insight_hours as t using (team_id, hour)
        where (coalesce(by_team.views, 0), coalesce(by_team.visitors, 0),
               coalesce(by_team.saves, 0))
          is distinct from (coalesce(t.views, 0), coalesce(t.visitors, 0), coalesce(t.saves, 0))`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  }

  it('follows batches, cards entering and leaving teams, wiped hours and deleted cards', async () => {
    const acme = await team('Acme');
    const globex = await team('Globex');
    const inAcme = await ownerWithCards(3, acme.id);
    const personal = await ownerWithCards(2);
    const now = Date.parse('2026-03-10T12:30:00Z');
    const all = [...inAcme.cards, ...personal.cards].map((card) => card.id);
    await writeInsightBatch({ database: test.database }, traffic(all, now, 5));
    // A second batch into the same hours: updates, not inserts.
    await writeInsightBatch({ database: test.database }, traffic(all, now, 2));
    await expectRollupsRight();

    // A personal card enters Acme, an Acme card moves to Globex, another leaves every team.
    const [joining] = personal.cards;
    const [moving, leaving] = inAcme.cards;
    await db.update(cards).set({ teamId: acme.id }).where(eq(cards.id, joining!.id));
    await db.update(cards).set({ teamId: globex.id }).where(eq(cards.id, moving!.id));
    await db.update(cards).set({ teamId: null }).where(eq(cards.id, leaving!.id));
    await expectRollupsRight();

    // A hand-written fix that moves a row to another hour and card.
    await db.execute(sql`
      update insight_hours set hour = hour + interval '1 day', card_id = ${moving!.id}
      where card_id = ${joining!.id} and hour = (
        select min(hour) from insight_hours where card_id = ${joining!.id})
        and not exists (select 1 from insight_hours as taken
          where taken.card_id = ${moving!.id}
            and taken.hour = insight_hours.hour + interval '1 day')`);
    await expectRollupsRight();

    // Hours wiped (an account deleted), a card deleted, then more traffic.
    await db.delete(insightHours).where(eq(insightHours.cardId, joining!.id));
    await db.delete(cards).where(eq(cards.id, inAcme.cards[2]!.id));
    await writeInsightBatch({ database: test.database }, traffic([moving!.id], now + HOUR, 1));
    await expectRollupsRight();

    // A team deleted for good: its rollup goes with it.
    await db
      .update(cards)
      .set({ teamId: null })
      .where(inArray(cards.teamId, [globex.id]));
    await db.delete(teams).where(eq(teams.id, globex.id));
    await expectRollupsRight();
  });

  // Only PostgreSQL runs two transactions at once (PGlite has one connection).
  it.runIf(kind === 'postgres')(
    'adds a batch to the new team of a card whose move commits while the batch is written',
    async () => {
      const from = await team('From');
      const into = await team('Into');
      const { cards: held } = await ownerWithCards(1, from.id);
      const card = held[0]!;
      const now = Date.parse('2026-04-02T08:00:00Z');
      await writeInsightBatch({ database: test.database }, traffic([card.id], now, 1));
      const mover = await test.database.pool!.connect();
      try {
        await mover.query('begin');
        await mover.query('update cards set team_id = $1 where id = $2', [into.id, card.id]);
        // The batch reaches the card's row while the move holds it, and waits for it.
        const batch = writeInsightBatch({ database: test.database }, traffic([card.id], now, 1));
        await new Promise((resolve) => setTimeout(resolve, 300));
        await mover.query('commit');
        await batch;
      } finally {
        mover.release();
      }
      await expectRollupsRight();
    },
  );

  it("answers a team's period the same as summing every card's hours, in any time zone", async () => {
    const team_ = await team('Zones');
    const { cards: held } = await ownerWithCards(4, team_.id);
    const now = Date.parse('2026-06-30T23:10:00Z');
    await writeInsightBatch(
      { database: test.database },
      traffic(
        held.map((card) => card.id),
        now,
        35,
      ),
    );
    const clock = { now: () => new Date(now) };
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      for (const days of [7, 30] as const) {
        const answer = await queryTeamInsights(
          { database: test.database, clock },
          { teamId: team_.id, days, tz },
        );
        const expected = await db.execute(sql`
          select coalesce(sum(h.views), 0)::int as views, coalesce(sum(h.saves), 0)::int as saves
          from insight_hours as h join cards as c on c.id = h.card_id
          where c.team_id = ${team_.id}
            and h.hour >= (${answer.from}::timestamp at time zone ${tz})
            and h.hour < ((${answer.to}::date + 1)::timestamp at time zone ${tz})`);
        const [row] = (expected as unknown as { rows: Array<{ views: number; saves: number }> })
          .rows;
        expect(answer.totals, `${tz} ${days}`).toMatchObject(row!);
        const daily = answer.daily.reduce((sum, day) => sum + day.views, 0);
        expect(daily, `${tz} ${days}`).toBe(row!.views);
      }
    }
  });
});
