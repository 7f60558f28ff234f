import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, insightHours } from '#server/db/schema';
import type { InsightCounts, InsightPeriod } from '#shared/schemas/insights';
import { addCounts, ZERO } from './insight-counts';
import { addDays, counts, hoursBetween, inTimeZone, localDay } from './read-insights';

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

/**
 * A team's Insights for the last `days` local days (issue 31): one indexed pass over the hourly
 * totals of the team's cards (cards_team_idx, then each card's hours by the primary key) that
 * sums them two ways at once (GROUPING SETS): by the card's current holder, and by hour, the
 * hours then put on their local day (2 160 aggregated rows for 90 days, instead of converting
 * every card's every hour: a third of the time). Both ways sum every row, so the holders' rows,
 * the daily series and the totals add up exactly. A card counts for whoever holds it now; pooled
 * cards are one row of their own (`holderId` null).
 */
export async function queryTeamInsights(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { teamId, days, tz }: { teamId: string; days: InsightPeriod; tz: string },
): Promise<TeamInsightCounts> {
  const { db } = deps.database;
  const to = localDay(deps.clock.now(), tz);
  const from = addDays(to, -(days - 1));
  const end = addDays(to, 1);
  // 1 on the by-hour rows (the holder summed away), 0 on the by-holder rows.
  const byHour = sql<number>`grouping(${cards.ownerId})`;
  const localDate = sql<
    string | null
  >`case when ${byHour} = 1 then to_char((${insightHours.hour} at time zone ${tz})::date, 'YYYY-MM-DD') end`;
  const grouped = await inTimeZone(
    db
      .select({ holderId: cards.ownerId, date: localDate, ...counts })
      .from(insightHours)
      .innerJoin(cards, eq(cards.id, insightHours.cardId))
      .where(and(eq(cards.teamId, teamId), hoursBetween(insightHours.hour, from, end, tz)))
      .groupBy(sql`grouping sets ((${cards.ownerId}), (${insightHours.hour}))`),
  );
  const byHolder = new Map<string | null, InsightCounts>();
  const byDate = new Map<string, InsightCounts>();
  let totals = ZERO;
  for (const { holderId, date, ...row } of grouped) {
    if (date !== null) {
      byDate.set(date, addCounts(byDate.get(date) ?? ZERO, row));
      continue;
    }
    byHolder.set(holderId, addCounts(byHolder.get(holderId) ?? ZERO, row));
    totals = addCounts(totals, row);
  }
  return {
    from,
    to,
    totals,
    holders: [...byHolder].map(([holderId, counted]) => ({ holderId, totals: counted })),
    daily: Array.from({ length: days }, (_, i) => {
      const date = addDays(from, i);
      return { date, ...(byDate.get(date) ?? ZERO) };
    }),
  };
}
