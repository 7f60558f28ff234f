import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import {
  cards,
  insightEvents,
  insightHours,
  insightLinks,
  insightSalts,
  insightSources,
  insightVisitors,
} from '#server/db/schema';
import type { InsightEvent } from './recorder';

/** Rows per INSERT: far below PostgreSQL's 65 535 parameters per statement. */
const ROWS_PER_STATEMENT = 1_000;

const HOUR_MS = 3_600_000;
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  }
  return out;
}

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

const counterKey = (cardId: number, hour: Date, extra = '') =>
  `${cardId}|${hour.getTime()}|${extra}`;

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

    for (const rows of chunks(events)) {
      await tx.insert(insightEvents).values(
        rows.map((event) => ({
          cardId: event.cardId,
          kind: event.kind,
          occurredAt: event.at,
          source: event.source ?? null,
          linkUrl: event.link?.url ?? null,
          linkLabel: event.link?.label ?? null,
        })),
      );
    }

    const hours = new Map<string, HourTotals>();
    const totalsOf = (event: InsightEvent) => {
      const hour = hourOf(event.at);
      const key = counterKey(event.cardId, hour);
      let totals = hours.get(key);
      if (!totals) {
        totals = {
          cardId: event.cardId,
          hour,
          views: 0,
          visitors: 0,
          saves: 0,
          clicks: 0,
          messages: 0,
        };
        hours.set(key, totals);
      }
      return totals;
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
      if (event.kind === 'view') {
        totals.views += 1;
        const source = event.source ?? 'link';
        const key = counterKey(event.cardId, totals.hour, source);
        const row = sources.get(key) ?? {
          cardId: event.cardId,
          hour: totals.hour,
          source,
          views: 0,
        };
        row.views += 1;
        sources.set(key, row);
      } else if (event.kind === 'save') totals.saves += 1;
      else if (event.kind === 'message') totals.messages += 1;
      else if (event.kind === 'click' && event.link) {
        totals.clicks += 1;
        const key = counterKey(event.cardId, totals.hour, event.link.url);
        const row = links.get(key) ?? {
          cardId: event.cardId,
          hour: totals.hour,
          url: event.link.url,
          label: event.link.label,
          clicks: 0,
        };
        row.clicks += 1;
        row.label = event.link.label;
        links.set(key, row);
      }
    }

    // Visitors: salted per UTC day; the first view of a visitor in this batch carries them.
    const salts = new Map<string, Buffer>();
    const firstViews = new Map<
      string,
      { cardId: number; day: string; hash: Buffer; event: InsightEvent }
    >();
    for (const event of events) {
      if (event.kind !== 'view' || !event.visitor) continue;
      const day = utcDay(event.at);
      let salt = salts.get(day);
      if (!salt) {
        salt = await saltOf(tx, day);
        salts.set(day, salt);
      }
      const hash = createHash('sha256').update(salt).update(event.visitor).digest().subarray(0, 16);
      const key = `${event.cardId}|${day}|${hash.toString('hex')}`;
      if (!firstViews.has(key)) firstViews.set(key, { cardId: event.cardId, day, hash, event });
    }
    for (const rows of chunks([...firstViews.values()])) {
      const inserted = await tx
        .insert(insightVisitors)
        .values(rows.map((row) => ({ cardId: row.cardId, day: row.day, visitorHash: row.hash })))
        .onConflictDoNothing()
        .returning({
          cardId: insightVisitors.cardId,
          day: insightVisitors.day,
          hash: insightVisitors.visitorHash,
        });
      for (const row of inserted) {
        const first = firstViews.get(`${row.cardId}|${row.day}|${row.hash.toString('hex')}`);
        if (first) totalsOf(first.event).visitors += 1;
      }
    }

    for (const rows of chunks([...hours.values()])) {
      await tx
        .insert(insightHours)
        .values(rows)
        .onConflictDoUpdate({
          target: [insightHours.cardId, insightHours.hour],
          set: {
            views: sql`${insightHours.views} + excluded.views`,
            visitors: sql`${insightHours.visitors} + excluded.visitors`,
            saves: sql`${insightHours.saves} + excluded.saves`,
            clicks: sql`${insightHours.clicks} + excluded.clicks`,
            messages: sql`${insightHours.messages} + excluded.messages`,
          },
        });
    }
    for (const rows of chunks([...sources.values()])) {
      await tx
        .insert(insightSources)
        .values(rows)
        .onConflictDoUpdate({
          target: [insightSources.cardId, insightSources.hour, insightSources.source],
          set: { views: sql`${insightSources.views} + excluded.views` },
        });
    }
    for (const rows of chunks([...links.values()])) {
      await tx
        .insert(insightLinks)
        .values(rows)
        .onConflictDoUpdate({
          target: [insightLinks.cardId, insightLinks.hour, insightLinks.url],
          set: {
            clicks: sql`${insightLinks.clicks} + excluded.clicks`,
            label: sql`excluded.label`,
          },
        });
    }
  });
}
