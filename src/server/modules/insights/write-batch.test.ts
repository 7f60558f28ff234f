import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { cards, insightHours, insightLinks, insightSources, users } from '#server/db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '#tests/support/test-database';
import { pruneExpiredRows } from '../retention/prune-expired-rows';
import type { InsightEvent } from './recorder';
import { writeInsightBatch } from './write-batch';

const key = (name: string) => createHash('sha256').update(name).digest('hex');
const at = (iso: string) => Date.parse(iso);

describe.each(databaseKinds)('insight batches on %s', (kind) => {
  let test: TestDatabase;
  let db: Db;
  let cardId = 0;

  async function newCard(): Promise<number> {
    const [owner] = await db
      .insert(users)
      .values({ email: `o${Math.random()}@example.com`, firstName: 'O', lastName: 'W' })
      .returning();
    const [card] = await db
      .insert(cards)
      .values({ ownerId: owner!.id, shopifyProductTitle: 'Metal', firstName: 'A', lastName: 'B' })
      .returning();
    return card!.id;
  }

  const hoursOf = (id: number) =>
    db.select().from(insightHours).where(eq(insightHours.cardId, id)).orderBy(insightHours.hour);

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    db = test.database.db;
    cardId = await newCard();
  });
  afterAll(() => test.destroy());

  it('adds up views, visitors, saves, clicks and messages per hour, source and link', async () => {
    const batch: InsightEvent[] = [
      { cardId, kind: 'view', at: at('2026-03-01T10:05:00Z'), source: 'qr', visitor: key('a') },
      { cardId, kind: 'view', at: at('2026-03-01T10:06:00Z'), source: 'qr', visitor: key('a') },
      { cardId, kind: 'view', at: at('2026-03-01T10:07:00Z'), source: 'nfc', visitor: null },
      // Visitor b's first view is at 10:59, so b counts in that hour, not at 11:01.
      { cardId, kind: 'view', at: at('2026-03-01T10:59:00Z'), source: 'link', visitor: key('b') },
      { cardId, kind: 'view', at: at('2026-03-01T11:01:00Z'), source: 'link', visitor: key('b') },
      { cardId, kind: 'save', at: at('2026-03-01T11:02:00Z') },
      {
        cardId,
        kind: 'click',
        at: at('2026-03-01T11:03:00Z'),
        linkUrl: 'https://cal.example/',
        linkLabel: 'Book',
      },
      {
        cardId,
        kind: 'click',
        at: at('2026-03-01T11:04:00Z'),
        linkUrl: 'https://cal.example/',
        linkLabel: 'Book a call',
      },
      { cardId, kind: 'message', at: at('2026-03-01T11:05:00Z') },
    ];
    await writeInsightBatch(test, batch);
    expect(
      (await hoursOf(cardId)).map(({ hour, views, visitors, saves, clicks, messages }) => ({
        hour: hour.toISOString(),
        views,
        visitors,
        saves,
        clicks,
        messages,
      })),
    ).toEqual([
      {
        hour: '2026-03-01T10:00:00.000Z',
        views: 4,
        visitors: 2,
        saves: 0,
        clicks: 0,
        messages: 0,
      },
      {
        hour: '2026-03-01T11:00:00.000Z',
        views: 1,
        visitors: 0,
        saves: 1,
        clicks: 2,
        messages: 1,
      },
    ]);
    const sources = await db
      .select({ source: insightSources.source, views: insightSources.views })
      .from(insightSources)
      .where(eq(insightSources.cardId, cardId))
      .orderBy(insightSources.hour, insightSources.source);
    expect(sources).toEqual([
      { source: 'link', views: 1 },
      { source: 'nfc', views: 1 },
      { source: 'qr', views: 2 },
      { source: 'link', views: 1 },
    ]);
    const links = await db.select().from(insightLinks).where(eq(insightLinks.cardId, cardId));
    // The label the link had last.
    expect(links).toEqual([
      expect.objectContaining({ url: 'https://cal.example/', label: 'Book a call', clicks: 2 }),
    ]);
    const { rows } = (await db.execute(
      sql`select count(*)::int as events from insight_events where card_id = ${cardId}`,
    )) as unknown as { rows: Array<{ events: number }> };
    expect(rows[0]!.events).toBe(batch.length);
  });

  it('counts a visitor once a day across batches, and again the next day', async () => {
    const id = await newCard();
    const view = (iso: string, visitor: string): InsightEvent => ({
      cardId: id,
      kind: 'view',
      at: at(iso),
      source: 'qr',
      visitor,
    });
    await writeInsightBatch(test, [view('2026-03-02T09:00:00Z', key('c'))]);
    await writeInsightBatch(test, [
      view('2026-03-02T15:00:00Z', key('c')),
      view('2026-03-02T15:30:00Z', key('d')),
    ]);
    await writeInsightBatch(test, [view('2026-03-03T08:00:00Z', key('c'))]);
    expect((await hoursOf(id)).map((row) => [row.views, row.visitors])).toEqual([
      [1, 1],
      [2, 1],
      [1, 1],
    ]);
  });

  it('leaves out the events of a card that does not exist, and writes the rest', async () => {
    const id = await newCard();
    await writeInsightBatch(test, [
      { cardId: 2_000_000_000, kind: 'save', at: at('2026-03-04T10:00:00Z') },
      { cardId: id, kind: 'save', at: at('2026-03-04T10:00:00Z') },
    ]);
    expect((await hoursOf(id)).map((row) => row.saves)).toEqual([1]);
    const { rows } = (await db.execute(
      sql`select count(*)::int as events from insight_events where card_id = 2000000000`,
    )) as unknown as { rows: Array<{ events: number }> };
    expect(rows[0]!.events).toBe(0);
  });

  it("removes a deleted card's raw events and visitors in the retention job", async () => {
    const id = await newCard();
    const now = new Date();
    await writeInsightBatch(test, [
      { cardId: id, kind: 'view', at: now.getTime(), source: 'qr', visitor: key('e') },
      { cardId: id, kind: 'save', at: now.getTime() },
    ]);
    await db.delete(cards).where(eq(cards.id, id));
    const report = await pruneExpiredRows({
      database: test.database,
      clock: { now: () => now },
      config: { insightsRetentionDays: 90 },
    } as Parameters<typeof pruneExpiredRows>[0]);
    expect(report.insightEvents).toBeGreaterThanOrEqual(2);
    const { rows } = (await db.execute(sql`
      select (select count(*)::int from insight_events where card_id = ${id}) as events,
             (select count(*)::int from insight_visitors where card_id = ${id}) as visitors,
             (select count(*)::int from insight_hours where card_id = ${id}) as hours`)) as unknown as {
      rows: Array<{ events: number; visitors: number; hours: number }>;
    };
    expect(rows[0]).toEqual({ events: 0, visitors: 0, hours: 0 });
  });

  const rawOf = async (id: number) =>
    (
      (await db.execute(sql`
        select count(*)::int as events, count(distinct source)::int as sources
        from insight_events where card_id = ${id}`)) as unknown as {
        rows: Array<{ events: number; sources: number }>;
      }
    ).rows[0]!;

  it('keeps 20 referring domains per card and hour, across batches, and counts the rest as other', async () => {
    const id = await newCard();
    const fromSite = (site: number, iso: string): InsightEvent => ({
      cardId: id,
      kind: 'view',
      at: at(iso),
      source: `site${site}.example`,
      visitor: null,
    });
    // 15 domains, then 15 more and one already kept, then a tag: 20 domains are kept.
    await writeInsightBatch(
      test,
      Array.from({ length: 15 }, (_, i) => fromSite(i, '2026-03-05T10:00:00Z')),
    );
    await writeInsightBatch(test, [
      ...Array.from({ length: 15 }, (_, i) =>
        fromSite(100 + i, `2026-03-05T10:0${1 + (i % 5)}:00Z`),
      ),
      fromSite(3, '2026-03-05T10:30:00Z'),
      { ...fromSite(0, '2026-03-05T10:31:00Z'), source: 'qr' },
    ]);
    // The next hour starts again.
    await writeInsightBatch(test, [fromSite(200, '2026-03-05T11:00:00Z')]);
    const sources = await db
      .select()
      .from(insightSources)
      .where(eq(insightSources.cardId, id))
      .orderBy(insightSources.hour, insightSources.source);
    const tenOClock = sources.filter(
      (row) => row.hour.toISOString() === '2026-03-05T10:00:00.000Z',
    );
    const domains = tenOClock.filter((row) => row.source.endsWith('.example'));
    expect(domains).toHaveLength(20);
    // The first 5 of the second batch to arrive (10:01), then the rest are other.
    expect(domains.map((row) => row.source)).toEqual(
      expect.arrayContaining(['site100.example', 'site105.example', 'site110.example']),
    );
    expect(tenOClock.find((row) => row.source === 'site3.example')?.views).toBe(2);
    expect(tenOClock.find((row) => row.source === 'other')?.views).toBe(10);
    expect(tenOClock.find((row) => row.source === 'qr')?.views).toBe(1);
    expect(sources.filter((row) => row.hour.getUTCHours() === 11).map((row) => row.source)).toEqual(
      ['site200.example'],
    );
    // The raw rows keep the same 20 (and other, qr, and the next hour's one).
    expect((await rawOf(id)).sources).toBe(23);
  });

  it('writes at most 1 000 raw events per card and hour, and counts every event in the totals', async () => {
    const id = await newCard();
    const save = (minute: number): InsightEvent => ({
      cardId: id,
      kind: 'save',
      at: at(`2026-03-06T10:${String(minute).padStart(2, '0')}:00Z`),
    });
    await writeInsightBatch(
      test,
      Array.from({ length: 700 }, (_, i) => save(i % 60)),
    );
    await writeInsightBatch(
      test,
      Array.from({ length: 700 }, (_, i) => save(i % 60)),
    );
    await writeInsightBatch(test, [{ ...save(0), at: at('2026-03-06T11:00:00Z') }]);
    expect((await hoursOf(id)).map((row) => row.saves)).toEqual([1_400, 1]);
    expect((await rawOf(id)).events).toBe(1_001);
  });
});
