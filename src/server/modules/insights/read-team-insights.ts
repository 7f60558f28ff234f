import { and, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import {
  cards,
  insightDays,
  insightHours,
  teamInsightHours,
  type EventRow,
} from '#server/db/schema';
import type { InsightCounts, InsightPeriod } from '#shared/schemas/insights';
import { dailyOfCards } from './daily-of-cards';
import { eventLeadsByDay, eventLeadsByHolder } from './event-leads';
import { addCounts, ZERO } from './insight-counts';
import { addDays, eventDays, lastDays } from './insight-days';
import { inTimeZone } from './read-insights';

/** The counts of one holder of a team's cards (null: the pool) over a period, and per day. */
export interface HolderInsights {
  holderId: string | null;
  totals: InsightCounts;
}

export interface TeamInsightCounts {
  from: string;
  to: string;
  totals: InsightCounts;
  holders: HolderInsights[];
  daily: Array<InsightCounts & { date: string }>;
}

/** The five counts summed over a rollup's (or a subquery's) columns. */
function sums(columns: Record<keyof InsightCounts, SQLWrapper>) {
  const sum = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::int`;
  return {
    views: sum(columns.views),
    visitors: sum(columns.visitors),
    saves: sum(columns.saves),
    clicks: sum(columns.clicks),
    messages: sum(columns.messages),
  };
}

/** The five count columns of a table, to select. */
function countsOf<T extends Record<keyof InsightCounts, AnyPgColumn>>(table: T) {
  return {
    views: table.views,
    visitors: table.visitors,
    saves: table.saves,
    clicks: table.clicks,
    messages: table.messages,
  };
}

/**
 * A team's Insights for the last `days` local days (decision 043), from the two
 * rollups the database keeps beside the hourly totals (migration 0022), in two indexed queries:
 *
 * - the holders' rows: each team card's UTC days that lie wholly inside the period
 *   (insight_days, 90 rows a card for 90 days) and the hours of the two partial UTC days at its
 *   edges (insight_hours), summed by the card's current holder; pooled cards are one row of
 *   their own (`holderId` null);
 * - the daily series: the team's own hourly totals (team_insight_hours, 2 160 rows for 90 days),
 *   put on their local day.
 *
 * The triggers keep team_insight_hours equal to the sum of the hours of the cards the team holds
 * now, so the holders' rows, the days and the totals add up exactly, as they did when both were
 * read from every card's every hour (216 000 rows for 100 cards and 90 days).
 */
export async function queryTeamInsights(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    teamId,
    days,
    tz,
    cardsOf,
    event,
  }: {
    teamId: string;
    days: InsightPeriod;
    tz: string;
    /** A condition on `cards` counting only some of the team's (a department's). */
    cardsOf?: SQL;
    /**
     * The event's days instead of the last `days`, its messages being the leads captured at it
     * on the same cards (docs/product.md#events).
     */
    event?: EventRow;
  },
): Promise<TeamInsightCounts> {
  const { db } = deps.database;
  const period = event ? eventDays(event) : lastDays(deps.clock.now(), tz, days);
  const { from, to } = period;
  const end = addDays(to, 1);
  // The period's instants, and the UTC midnights inside it: the first at or after its start,
  // the last at or before its end (the first may come after the last in a period under a day).
  const start = sql`(${from}::timestamp at time zone ${tz})`;
  const stop = sql`(${end}::timestamp at time zone ${tz})`;
  const firstDay = sql`(((${start} - interval '1 microsecond') at time zone 'UTC')::date + 1)`;
  const stopDay = sql`((${stop} at time zone 'UTC')::date)`;
  const firstMidnight = sql`(${firstDay}::timestamp at time zone 'UTC')`;
  const stopMidnight = sql`(${stopDay}::timestamp at time zone 'UTC')`;

  const teamCards = db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.teamId, teamId), cardsOf));
  const wholeDays = db
    .select({ cardId: insightDays.cardId, ...countsOf(insightDays) })
    .from(insightDays)
    .where(
      and(
        inArray(insightDays.cardId, teamCards),
        gte(insightDays.day, sql`${firstDay}`),
        lt(insightDays.day, sql`${stopDay}`),
      ),
    );
  const edgeHours = (after: SQL, before: SQL) =>
    db
      .select({ cardId: insightHours.cardId, ...countsOf(insightHours) })
      .from(insightHours)
      .where(
        and(
          inArray(insightHours.cardId, teamCards),
          gte(insightHours.hour, after),
          lt(insightHours.hour, before),
        ),
      );
  const perCard = unionAll(
    wholeDays,
    edgeHours(start, sql`least(${firstMidnight}, ${stop})`),
    edgeHours(sql`greatest(${stopMidnight}, ${firstMidnight})`, stop),
  ).as('per_card');
  const localDate = (hour: SQLWrapper) =>
    sql<string>`to_char((${hour} at time zone ${tz})::date, 'YYYY-MM-DD')`;
  // The team's series is its own rollup; some of its cards' (a department's, whose members
  // change) is their UTC days and the hours of the time zone's offset (decision 060).
  const dailyRows = (tx: Tx) =>
    cardsOf
      ? dailyOfCards(tx, { cardIds: sql`${teamCards}`, from, to, tz })
      : tx
          .select({ date: localDate(teamInsightHours.hour), ...sums(countsOf(teamInsightHours)) })
          .from(teamInsightHours)
          .where(
            and(
              eq(teamInsightHours.teamId, teamId),
              gte(teamInsightHours.hour, start),
              lt(teamInsightHours.hour, stop),
            ),
          )
          // By position: the same expression written twice would be two sets of parameters.
          .groupBy(sql`1`);

  // The leads captured at the event on the same cards, by holder and by day.
  const ofCards = and(eq(cards.teamId, teamId), cardsOf)!;
  const eventLeads = (tx: Tx) =>
    event
      ? Promise.all([
          eventLeadsByHolder(tx, { eventId: event.id, ofCards }),
          eventLeadsByDay(tx, { eventId: event.id, ofCards, period, tz }),
        ])
      : undefined;

  // One snapshot for every read, so a batch committing between them cannot make the holders'
  // rows and the days disagree.
  const [counted, dates, captured] = await inTimeZone(
    db.transaction(
      async (tx) => {
        const byHolder = await tx
          .select({ holderId: cards.ownerId, ...sums(perCard) })
          .from(perCard)
          .innerJoin(cards, eq(cards.id, perCard.cardId))
          .groupBy(cards.ownerId);
        const byDate = await dailyRows(tx);
        return [byHolder, byDate, await eventLeads(tx)] as const;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  );
  const holders = captured ? withEventLeads(counted, captured[0]) : counted;
  const byDate = new Map(dates.map(({ date, ...row }) => [date, row]));
  return {
    from,
    to,
    totals: holders.reduce<InsightCounts>(
      (total, { holderId: _, ...row }) => addCounts(total, row),
      ZERO,
    ),
    holders: holders.map(({ holderId, ...row }) => ({ holderId, totals: row })),
    daily: Array.from({ length: period.days }, (_, i) => {
      const date = addDays(from, i);
      const row = byDate.get(date) ?? ZERO;
      return captured ? { date, ...row, messages: captured[1].get(date) ?? 0 } : { date, ...row };
    }),
  };
}

/**
 * The holders' rows with the leads captured at the event as their messages, a holder with leads
 * and no views included.
 */
function withEventLeads(
  rows: ReadonlyArray<InsightCounts & { holderId: string | null }>,
  leadsOf: ReadonlyMap<string | null, number>,
): Array<InsightCounts & { holderId: string | null }> {
  const seen = new Set(rows.map((row) => row.holderId));
  return [
    ...rows.map((row) => ({ ...row, messages: leadsOf.get(row.holderId) ?? 0 })),
    ...[...leadsOf]
      .filter(([holderId]) => !seen.has(holderId))
      .map(([holderId, messages]) => ({ ...ZERO, holderId, messages })),
  ];
}
