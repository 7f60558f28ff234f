import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cards, leads } from '#server/db/schema';
import type { InsightDays } from './insight-days';

/**
 * The local day in `tz` a lead was captured on, kept within the event's days: a lead typed in the
 * evening after the show, or on a phone whose clock was off, is still the event's, and counted on
 * its nearest day so the days add up to the total.
 */
function capturedDay(tz: string, { from, to }: InsightDays) {
  return sql<string>`to_char(greatest(least((coalesce(${leads.capturedAt}, ${leads.createdAt}) at time zone ${tz})::date, ${to}::date), ${from}::date), 'YYYY-MM-DD')`;
}

/**
 * The leads captured at an event on some cards (`ofCards`, a condition on `cards`), per local day
 * of the event: an event's Insights count these as its messages (docs/product.md#events), not the
 * visitors' messages of those days.
 */
export async function eventLeadsByDay(
  db: DbOrTx,
  {
    eventId,
    ofCards,
    period,
    tz,
  }: { eventId: string; ofCards: SQL; period: InsightDays; tz: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: capturedDay(tz, period), messages: sql<number>`count(*)::int` })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.eventId, eventId), ofCards))
    // By position: the same expression written twice would be two sets of parameters.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.date, row.messages]));
}

/** The same leads by the card's holder now (null: the pool), as a team's rows count views. */
export async function eventLeadsByHolder(
  db: DbOrTx,
  { eventId, ofCards }: { eventId: string; ofCards: SQL },
): Promise<Map<string | null, number>> {
  const rows = await db
    .select({ holderId: cards.ownerId, messages: sql<number>`count(*)::int` })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.eventId, eventId), ofCards))
    .groupBy(cards.ownerId);
  return new Map(rows.map((row) => [row.holderId, row.messages]));
}
