import {
  bigserial,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { oneOf } from './columns';
import { teams } from './teams';

/** What the public paths count for a card's Insights (decision 021). */
export const INSIGHT_KINDS = ['view', 'save', 'click', 'message'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** Bytes as a Buffer whichever driver read them (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Every counted event, as written by the recorder's batches, kept INSIGHTS_RETENTION_DAYS. No
 * visitor identity at all: unique visitors are counted once per day in insight_visitors.
 *
 * card_id has no foreign key, here and in insight_visitors: a key is checked row by row, and
 * these two tables take a row per event and per visitor (the check doubled the cost of a batch).
 * The batch writes only cards that exist; rows of a card deleted later are removed by the
 * retention job (prune-expired-rows.ts), not by a cascade.
 */
export const insightEvents = pgTable(
  'insight_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id').notNull(),
    kind: text('kind', { enum: INSIGHT_KINDS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Views: qr, nfc, wallet, email, link, other, or the referring site's domain. */
    source: text('source'),
    /** Clicks: the link followed, as the page showed it. */
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
  },
  (table) => [
    // Written ten thousand rows a second at peak and read only by the retention job (Insights
    // reads the totals): one small BRIN index (rows arrive in time order) instead of b-trees.
    index('insight_events_time_brin').using('brin', table.occurredAt),
    oneOf('insight_events_kind_check', table.kind, INSIGHT_KINDS),
  ],
);

/** The five running counts of an Insights total: the hours' and both rollups' columns. */
const insightCounters = () => ({
  views: integer('views').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  saves: integer('saves').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  messages: integer('messages').notNull().default(0),
});

/**
 * Running totals per card and UTC hour, added to by every batch: what Insights reads. Its key,
 * and the keys of the two tables below, carry the counters (INCLUDE, migration 0010, which
 * drizzle cannot declare), so a card's 90 days are an index-only scan.
 */
export const insightHours = pgTable(
  'insight_hours',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...insightCounters(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.hour] })],
);

/**
 * The hourly totals summed per card and UTC day (decision 043: a team's 90 days read 9 000 rows
 * instead of 216 000). Kept by triggers on insight_hours (migration 0022), never written here.
 */
export const insightDays = pgTable(
  'insight_days',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...insightCounters(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.day] })],
);

/**
 * The hourly totals of the cards a team holds now, summed per team and hour: the team's daily
 * series without reading each card's hours. Kept by triggers (migration 0022): an insight_hours
 * change adds to the team of its card, and a card entering or leaving a team takes its hours
 * along, so it always equals the sum over the team's current cards.
 */
export const teamInsightHours = pgTable(
  'team_insight_hours',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...insightCounters(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.hour] })],
);

/** Views per card, UTC hour and source. */
export const insightSources = pgTable(
  'insight_sources',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.hour, table.source] })],
);

/** Clicks per card, UTC hour and link (the label is the latest one shown). */
export const insightLinks = pgTable(
  'insight_links',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    url: text('url').notNull(),
    label: text('label').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.hour, table.url] })],
);

/**
 * The visitors of a card on one UTC day, each as a hash of that day's salt with what the
 * browser sent; deleted with the salt once the day is over, so no hash outlives its day.
 */
export const insightVisitors = pgTable(
  'insight_visitors',
  {
    cardId: integer('card_id').notNull(),
    day: date('day').notNull(),
    visitorHash: bytea('visitor_hash').notNull(),
    /** The UTC hour of the visitor's first view that day: the hour Insights counts them in. */
    firstHour: timestamp('first_hour', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.day, table.visitorHash] })],
);

/** One random salt per UTC day, shared by every process; yesterday's and older are deleted. */
export const insightSalts = pgTable('insight_salts', {
  day: date('day').primaryKey(),
  salt: bytea('salt').notNull(),
});
