import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Db } from '#server/db/client';
import { insightSalts } from '#server/db/schema';
import { TAGGED_SOURCES, UNKNOWN_SOURCE, UNTAGGED_SOURCE } from './counted-request';
import type { InsightEvent } from './recorder';

const DAY_MS = 86_400_000;

/** The UTC days (YYYY-MM-DD) the batch's events happened on: usually one, two around midnight. */
function daysOf(batch: InsightEvent[]): string[] {
  const days = new Set<number>();
  for (const event of batch) days.add(Math.floor(event.at / DAY_MS));
  return [...days].map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
}

/** The days whose salt this process knows is stored, per database. */
const saltedDays = new WeakMap<Db, Set<string>>();

/**
 * Stores a salt for each day that has none yet: made by whichever process needs it first, the
 * others keep that one (the batch statement reads it). Once per day and process, not per batch.
 */
async function ensureSalts(db: Db, days: string[]): Promise<void> {
  let known = saltedDays.get(db);
  if (!known) saltedDays.set(db, (known = new Set()));
  const missing = days.filter((day) => !known.has(day));
  if (missing.length === 0) return;
  await db
    .insert(insightSalts)
    .values(missing.map((day) => ({ day, salt: randomBytes(32) })))
    .onConflictDoNothing();
  // A short memory: today and yesterday are all that new events need.
  if (known.size > 4) known.clear();
  for (const day of missing) known.add(day);
}

/** Referring domains kept per card and hour; views from further ones count as `other`. */
export const MAX_DOMAINS_PER_HOUR = 20;
/**
 * Raw events kept per card and hour (all kinds): past it the hour's totals still count, the raw
 * rows are not written. Nothing reads them but the retention job; they are the bulk of the bytes.
 */
export const MAX_RAW_EVENTS_PER_HOUR = 1_000;

/** The sources that are not a referring domain (counted-request.ts), as a SQL list. */
const NOT_DOMAIN_LIST = [...TAGGED_SOURCES, UNTAGGED_SOURCE, UNKNOWN_SOURCE]
  .map((source) => `'${source}'`)
  .join(', ');
const NOT_DOMAINS = sql.raw(NOT_DOMAIN_LIST);
/** A view's source as stored: `other` for a domain past the hour's MAX_DOMAINS_PER_HOUR. */
const SOURCE_KEPT = sql.raw(`case when source not in (${NOT_DOMAIN_LIST})
      and (select keys from overflow) ? (card_id || ' ' || hour_no || ' ' || source)
      then '${UNKNOWN_SOURCE}' else source end`);

/**
 * Writes one batch in one statement (all or nothing): the batch is one parameter, the JSON of its
 * events, which PostgreSQL reads with json_to_recordset, so building it is one JSON.stringify
 * and the grouping, hashing and de-duplicating happen in the database, off the event loop that
 * serves pages (decision 021, "Writing"). It writes the raw events, the day's visitors (a
 * visitor is new when its salted hash was not yet stored for that card and day, and counts in
 * the hour of its first view), and the running totals per hour, source and link, each added to
 * (never recomputed). Events of cards deleted meanwhile are left out rather than failing the
 * batch.
 *
 * What one card can be made to store is bounded (decision 029): a card and hour keeps
 * MAX_DOMAINS_PER_HOUR referring domains (the first to arrive; later ones count as `other`, in
 * the totals and the raw rows alike) and MAX_RAW_EVENTS_PER_HOUR raw events. Both are decided
 * here, against what the database already holds, so they hold whichever process wrote before.
 * The look-ups are index probes per (card, hour) or per new domain, and what they found is
 * handed on as one jsonb value (an InitPlan, read once) rather than by joining CTEs, whose sizes
 * the planner cannot know.
 */
export async function writeInsightBatch(
  deps: Pick<AppDeps, 'database'>,
  batch: InsightEvent[],
): Promise<void> {
  if (batch.length === 0) return;
  const { db } = deps.database;
  await ensureSalts(db, daysOf(batch));
  await db.execute(sql`
    with live as materialized (
      select e."cardId" as card_id, e.kind, to_timestamp(e.at / 1000.0) as at,
             to_timestamp(floor(e.at / 3600000.0) * 3600) as hour,
             floor(e.at / 3600000.0)::bigint as hour_no,
             (to_timestamp(e.at / 1000.0) at time zone 'UTC')::date as day,
             e.source, e."linkUrl" as link_url, e."linkLabel" as link_label, e.visitor
      from json_to_recordset(${JSON.stringify(batch)}::json) as e(
        "cardId" int, kind text, at bigint, source text, "linkUrl" text, "linkLabel" text,
        visitor text)
      where exists (select 1 from cards where cards.id = e."cardId")
    ),
    -- The batch's referring domains not yet kept for their card and hour, numbered after the
    -- ones kept, in the order they first came.
    new_domains as (
      select card_id, hour_no, source,
             row_number() over (partition by card_id, hour_no order by min(at), source)
               + (select count(*) from insight_sources as kept
                  where kept.card_id = live.card_id and kept.hour = live.hour
                    and kept.source not in (${NOT_DOMAINS})) as place
      from live
      where kind = 'view' and source not in (${NOT_DOMAINS})
        and not exists (select 1 from insight_sources as kept
                        where kept.card_id = live.card_id and kept.hour = live.hour
                          and kept.source = live.source)
      group by card_id, hour_no, hour, source
    ),
    overflow as (
      select coalesce(jsonb_object_agg(card_id || ' ' || hour_no || ' ' || source, true), '{}')
               as keys
      from new_domains where place > ${MAX_DOMAINS_PER_HOUR}
    ),
    -- The events each card and hour of the batch had before it (the totals count every one).
    earlier as (
      select coalesce(jsonb_object_agg(card_id || ' ' || hour_no, (
               select h.views + h.saves + h.clicks + h.messages from insight_hours as h
               where h.card_id = pairs.card_id and h.hour = pairs.hour)), '{}') as counts
      from (select distinct card_id, hour, hour_no from live) as pairs
    ),
    raw as (
      insert into insight_events (card_id, kind, occurred_at, source, link_url, link_label)
      select card_id, kind, at, ${SOURCE_KEPT}, link_url, link_label
      from (select live.*, row_number() over (partition by card_id, hour_no order by at) as place
            from live) as numbered
      where place + coalesce(((select counts from earlier) ->> (card_id || ' ' || hour_no))::int, 0)
            <= ${MAX_RAW_EVENTS_PER_HOUR}
    ),
    -- Each distinct visitor once, with the hour of its first view in the batch; new ones come
    -- back with that hour. No CTE is joined to another: their row counts are unknown to the
    -- planner, which would pick a nested loop over two 20 000-row sets.
    new_visitors as (
      insert into insight_visitors (card_id, day, visitor_hash, first_hour)
      select live.card_id, live.day,
             substring(sha256(salts.salt || decode(live.visitor, 'hex')) from 1 for 16),
             min(live.hour)
      from live join insight_salts as salts on salts.day = live.day
      where live.kind = 'view' and live.visitor is not null
      group by 1, 2, 3
      on conflict do nothing
      returning card_id, first_hour as hour
    ),
    hours as (
      insert into insight_hours (card_id, hour, views, visitors, saves, clicks, messages)
      select card_id, hour, sum(views), sum(visitors), sum(saves), sum(clicks), sum(messages)
      from (
        select card_id, hour, (kind = 'view')::int as views, 0 as visitors,
               (kind = 'save')::int as saves,
               (kind = 'click' and link_url is not null)::int as clicks,
               (kind = 'message')::int as messages
        from live
        union all
        select card_id, hour, 0, 1, 0, 0, 0 from new_visitors
      ) as counted
      group by card_id, hour
      on conflict (card_id, hour) do update set
        views = insight_hours.views + excluded.views,
        visitors = insight_hours.visitors + excluded.visitors,
        saves = insight_hours.saves + excluded.saves,
        clicks = insight_hours.clicks + excluded.clicks,
        messages = insight_hours.messages + excluded.messages
    ),
    sources as (
      insert into insight_sources (card_id, hour, source, views)
      select card_id, hour, ${SOURCE_KEPT}, count(*)::int
      from live where kind = 'view' group by 1, 2, 3
      on conflict (card_id, hour, source) do update set
        views = insight_sources.views + excluded.views
    )
    insert into insight_links (card_id, hour, url, label, clicks)
    select card_id, hour, link_url, (array_agg(link_label order by at desc))[1], count(*)::int
    from live where kind = 'click' and link_url is not null
    group by card_id, hour, link_url
    on conflict (card_id, hour, url) do update set
      clicks = insight_links.clicks + excluded.clicks, label = excluded.label`);
}
