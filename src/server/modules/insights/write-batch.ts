import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { cards, insightSalts } from '#server/db/schema';
import type { InsightEvent } from './recorder';

const HOUR_MS = 3_600_000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * One array parameter: a whole column of the batch in one value, so a batch of any size is one
 * short statement per table (`unnest`), not thousands of parameters to build, send and plan.
 */
const column = (values: unknown[]) => sql.param(values);

/** The day's salt, made by whichever process needs it first (the others read that one). */
async function saltOf(tx: Tx, day: string): Promise<Buffer> {
  await tx
    .insert(insightSalts)
    .values({ day, salt: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(insightSalts).where(eq(insightSalts.day, day));
  if (!row) throw new Error(`no insights salt for ${day}`);
  return row.salt;
}

interface HourTotals {
  cardId: number;
  hour: Date;
  views: number;
  visitors: number;
  saves: number;
  clicks: number;
  messages: number;
}

/** The row of `key` in `rows`, made by `make` on first use. */
function rowOf<T>(rows: Map<string, T>, key: string, make: () => T): T {
  let row = rows.get(key);
  if (!row) {
    row = make();
    rows.set(key, row);
  }
  return row;
}

/**
 * Writes one batch in one transaction: the raw events, the day's visitors (a visitor is new when
 * its salted hash was not yet stored for that card and day), and the running totals per hour,
 * source and link, each added to (never recomputed). Events of cards deleted meanwhile are left
 * out rather than failing the batch.
 */
export async function writeInsightBatch(db: Db, batch: InsightEvent[]): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = [...new Set(batch.map((event) => event.cardId))];
    const existing = new Set(
      (await tx.select({ id: cards.id }).from(cards).where(inArray(cards.id, ids))).map(
        (row) => row.id,
      ),
    );
    const events = batch.filter((event) => existing.has(event.cardId));
    if (events.length === 0) return;

    await tx.execute(sql`
      insert into insight_events (card_id, kind, occurred_at, source, link_url, link_label)
      select * from unnest(
        ${column(events.map((event) => event.cardId))}::int[],
        ${column(events.map((event) => event.kind))}::text[],
        ${column(events.map((event) => event.at.toISOString()))}::timestamptz[],
        ${column(events.map((event) => event.source ?? null))}::text[],
        ${column(events.map((event) => event.link?.url ?? null))}::text[],
        ${column(events.map((event) => event.link?.label ?? null))}::text[])`);

    const hours = new Map<string, HourTotals>();
    const totalsOf = (event: InsightEvent) => {
      const hour = hourOf(event.at);
      return rowOf(hours, `${event.cardId}|${hour.getTime()}`, () => ({
        cardId: event.cardId,
        hour,
        views: 0,
        visitors: 0,
        saves: 0,
        clicks: 0,
        messages: 0,
      }));
    };
    const sources = new Map<
      string,
      { cardId: number; hour: Date; source: string; views: number }
    >();
    const links = new Map<
      string,
      { cardId: number; hour: Date; url: string; label: string; clicks: number }
    >();
    for (const event of events) {
      const totals = totalsOf(event);
      const { cardId, hour } = totals;
      if (event.kind === 'view') {
        totals.views += 1;
        const source = event.source ?? 'link';
        rowOf(sources, `${cardId}|${hour.getTime()}|${source}`, () => ({
          cardId,
          hour,
          source,
          views: 0,
        })).views += 1;
      } else if (event.kind === 'save') totals.saves += 1;
      else if (event.kind === 'message') totals.messages += 1;
      else if (event.kind === 'click' && event.link) {
        totals.clicks += 1;
        const { url, label } = event.link;
        const row = rowOf(links, `${cardId}|${hour.getTime()}|${url}`, () => ({
          cardId,
          hour,
          url,
          label,
          clicks: 0,
        }));
        row.clicks += 1;
        row.label = label;
      }
    }

    // Visitors: salted per UTC day; the first view of a visitor in this batch carries them.
    const salts = new Map<string, Buffer>();
    const firstViews = new Map<
      string,
      { cardId: number; day: string; hash: string; event: InsightEvent }
    >();
    for (const event of events) {
      if (event.kind !== 'view' || !event.visitor) continue;
      const day = utcDay(event.at);
      let salt = salts.get(day);
      if (!salt) {
        salt = await saltOf(tx, day);
        salts.set(day, salt);
      }
      const hash = createHash('sha256')
        .update(salt)
        .update(event.visitor)
        .digest('hex')
        .slice(0, 32);
      const key = `${event.cardId}|${day}|${hash}`;
      if (!firstViews.has(key)) firstViews.set(key, { cardId: event.cardId, day, hash, event });
    }
    if (firstViews.size > 0) {
      const candidates = [...firstViews.values()];
      const inserted = (await tx.execute(sql`
        insert into insight_visitors (card_id, day, visitor_hash)
        select card_id, day, decode(hash, 'hex') from unnest(
          ${column(candidates.map((row) => row.cardId))}::int[],
          ${column(candidates.map((row) => row.day))}::date[],
          ${column(candidates.map((row) => row.hash))}::text[]) as v(card_id, day, hash)
        on conflict do nothing
        returning card_id, to_char(day, 'YYYY-MM-DD') as day, encode(visitor_hash, 'hex') as hash`)) as unknown as {
        rows: Array<{ card_id: number; day: string; hash: string }>;
      };
      for (const row of inserted.rows) {
        const first = firstViews.get(`${row.card_id}|${row.day}|${row.hash}`);
        if (first) totalsOf(first.event).visitors += 1;
      }
    }

    const hourRows = [...hours.values()];
    await tx.execute(sql`
      insert into insight_hours (card_id, hour, views, visitors, saves, clicks, messages)
      select * from unnest(
        ${column(hourRows.map((row) => row.cardId))}::int[],
        ${column(hourRows.map((row) => row.hour.toISOString()))}::timestamptz[],
        ${column(hourRows.map((row) => row.views))}::int[],
        ${column(hourRows.map((row) => row.visitors))}::int[],
        ${column(hourRows.map((row) => row.saves))}::int[],
        ${column(hourRows.map((row) => row.clicks))}::int[],
        ${column(hourRows.map((row) => row.messages))}::int[])
      on conflict (card_id, hour) do update set
        views = insight_hours.views + excluded.views,
        visitors = insight_hours.visitors + excluded.visitors,
        saves = insight_hours.saves + excluded.saves,
        clicks = insight_hours.clicks + excluded.clicks,
        messages = insight_hours.messages + excluded.messages`);
    const sourceRows = [...sources.values()];
    if (sourceRows.length > 0) {
      await tx.execute(sql`
        insert into insight_sources (card_id, hour, source, views)
        select * from unnest(
          ${column(sourceRows.map((row) => row.cardId))}::int[],
          ${column(sourceRows.map((row) => row.hour.toISOString()))}::timestamptz[],
          ${column(sourceRows.map((row) => row.source))}::text[],
          ${column(sourceRows.map((row) => row.views))}::int[])
        on conflict (card_id, hour, source) do update set
          views = insight_sources.views + excluded.views`);
    }
    const linkRows = [...links.values()];
    if (linkRows.length > 0) {
      await tx.execute(sql`
        insert into insight_links (card_id, hour, url, label, clicks)
        select * from unnest(
          ${column(linkRows.map((row) => row.cardId))}::int[],
          ${column(linkRows.map((row) => row.hour.toISOString()))}::timestamptz[],
          ${column(linkRows.map((row) => row.url))}::text[],
          ${column(linkRows.map((row) => row.label))}::text[],
          ${column(linkRows.map((row) => row.clicks))}::int[])
        on conflict (card_id, hour, url) do update set
          clicks = insight_links.clicks + excluded.clicks, label = excluded.label`);
    }
  });
}
