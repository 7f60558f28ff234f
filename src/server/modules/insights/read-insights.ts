import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '#server/app-deps';
import type { Db } from '#server/db/client';
import {
  cards,
  insightHours,
  insightLinks,
  insightSources,
  type EventRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { CardInsights, InsightPeriod, InsightsSummary } from '#shared/schemas/insights';
import { UNKNOWN_SOURCE } from './counted-request';
import { eventLeadsByDay } from './event-leads';
import { addCounts, ZERO } from './insight-counts';
import { addDays, eventDays, lastDays } from './insight-days';

const DAY_MS = 86_400_000;
/** Most-clicked links listed. */
const TOP_LINKS = 10;
/** Sources listed at most: the most-viewed, then `other` holding the rest. */
export const TOP_SOURCES = 20;

/** Hours from the local midnight starting `from` to the one starting `end` (exclusive), in tz. */
export function hoursBetween(column: PgColumn, from: string, end: string, tz: string): SQL {
  return and(
    gte(column, sql`(${from}::timestamp at time zone ${tz})`),
    lt(column, sql`(${end}::timestamp at time zone ${tz})`),
  )!;
}

export const counts = {
  views: sql<number>`coalesce(sum(${insightHours.views}), 0)::int`,
  visitors: sql<number>`coalesce(sum(${insightHours.visitors}), 0)::int`,
  saves: sql<number>`coalesce(sum(${insightHours.saves}), 0)::int`,
  clicks: sql<number>`coalesce(sum(${insightHours.clicks}), 0)::int`,
  messages: sql<number>`coalesce(sum(${insightHours.messages}), 0)::int`,
};

/**
 * The sources of the period, most views first: at most TOP_SOURCES, the rest added to `other`
 * (which always sorts into the rest), so the listed views still add up to the period's views.
 */
function topSources(db: Db, cardId: number, period: SQL) {
  const bySource = db
    .select({
      source: insightSources.source,
      views: sql<number>`sum(${insightSources.views})::int`.as('views'),
    })
    .from(insightSources)
    .where(and(eq(insightSources.cardId, cardId), period))
    .groupBy(insightSources.source)
    .as('by_source');
  const ranked = db
    .select({
      source: bySource.source,
      views: bySource.views,
      place:
        sql<number>`row_number() over (order by ${bySource.source} = ${UNKNOWN_SOURCE}, ${bySource.views} desc, ${bySource.source})`.as(
          'place',
        ),
      count: sql<number>`count(*) over ()`.as('count'),
    })
    .from(bySource)
    .as('ranked');
  return db
    .select({
      source: sql<string>`case when ${ranked.count} > ${TOP_SOURCES} and ${ranked.place} >= ${TOP_SOURCES} then ${UNKNOWN_SOURCE} else ${ranked.source} end`,
      views: sql<number>`sum(${ranked.views})::int`,
    })
    .from(ranked)
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`), asc(sql`1`));
}

/** SQLSTATE invalid_parameter_value: what PostgreSQL raises for a time zone it does not know. */
const UNKNOWN_TIME_ZONE = '22023';

/**
 * The queries' result, or a 400 when PostgreSQL does not know the time zone: the schema checks
 * `tz` with Node's list, which has names the database's lacks (US/Pacific-New).
 */
export async function inTimeZone<T>(queries: Promise<T>): Promise<T> {
  try {
    return await queries;
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      if ((e as { code?: unknown }).code === UNKNOWN_TIME_ZONE) {
        throw new AppError('BAD_REQUEST', COPY.insightsTimeZoneInvalid);
      }
    }
    throw error;
  }
}

/**
 * A card's Insights for the last `days` calendar days in the owner's time zone, today included,
 * read from the running hourly totals (never from the raw events). An hour is counted on the
 * local day it starts in. With `event`, the period is the event's days instead, and its messages
 * are the card's leads captured at it (event-leads.ts); `previous` is the as many days before.
 * Whose card and event it is was checked before (read-card-insights.ts).
 */
export async function queryCardInsights(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    cardId,
    days: lastOnes,
    tz,
    event,
  }: { cardId: number; days: InsightPeriod; tz: string; event?: EventRow },
): Promise<CardInsights> {
  const { db } = deps.database;
  const period = event ? eventDays(event) : lastDays(deps.clock.now(), tz, lastOnes);
  const { from, to, days } = period;
  const end = addDays(to, 1);
  const previousFrom = addDays(from, -days);
  const ofCard = eq(insightHours.cardId, cardId);
  const localDate = sql<string>`to_char((${insightHours.hour} at time zone ${tz})::date, 'YYYY-MM-DD')`;

  const [dailyRows, [previous], sources, links, eventLeads] = await inTimeZone(
    Promise.all([
      db
        .select({ date: localDate, ...counts })
        .from(insightHours)
        .where(and(ofCard, hoursBetween(insightHours.hour, from, end, tz)))
        .groupBy(sql`1`),
      db
        .select(counts)
        .from(insightHours)
        .where(and(ofCard, hoursBetween(insightHours.hour, previousFrom, from, tz))),
      topSources(db, cardId, hoursBetween(insightSources.hour, from, end, tz)),
      db
        .select({
          url: insightLinks.url,
          // The label the link had most recently.
          label: sql<string>`(array_agg(${insightLinks.label} order by ${insightLinks.hour} desc))[1]`,
          clicks: sql<number>`sum(${insightLinks.clicks})::int`,
        })
        .from(insightLinks)
        .where(and(eq(insightLinks.cardId, cardId), hoursBetween(insightLinks.hour, from, end, tz)))
        .groupBy(insightLinks.url)
        .orderBy(desc(sql`3`), asc(insightLinks.url))
        .limit(TOP_LINKS),
      event
        ? eventLeadsByDay(db, { eventId: event.id, ofCards: eq(cards.id, cardId), period, tz })
        : undefined,
    ]),
  );

  const byDate = new Map(dailyRows.map((row) => [row.date, row]));
  const daily = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const row = byDate.get(date);
    return {
      date,
      views: row?.views ?? 0,
      visitors: row?.visitors ?? 0,
      saves: row?.saves ?? 0,
      clicks: row?.clicks ?? 0,
      messages: eventLeads ? (eventLeads.get(date) ?? 0) : (row?.messages ?? 0),
    };
  });
  const totals = daily.reduce((sum, { date: _date, ...row }) => addCounts(sum, row), ZERO);
  return { from, to, totals, previous: previous ?? ZERO, daily, sources, links };
}

/** Views and saves of the last 30 days (UTC hours) for each of the owner's cards. */
export async function readInsightsSummary(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  ownerId: string,
): Promise<InsightsSummary> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const owned = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.ownerId, ownerId))
    .orderBy(asc(cards.id));
  if (owned.length === 0) return { cards: [] };
  const rows = await db
    .select({ cardId: insightHours.cardId, views: counts.views, saves: counts.saves })
    .from(insightHours)
    .where(
      and(
        inArray(
          insightHours.cardId,
          owned.map((card) => card.id),
        ),
        gte(insightHours.hour, new Date(now.getTime() - 30 * DAY_MS)),
      ),
    )
    .groupBy(insightHours.cardId);
  const byCard = new Map(rows.map((row) => [row.cardId, row]));
  return {
    cards: owned.map(({ id }) => ({
      cardId: id,
      views: byCard.get(id)?.views ?? 0,
      saves: byCard.get(id)?.saves ?? 0,
    })),
  };
}
