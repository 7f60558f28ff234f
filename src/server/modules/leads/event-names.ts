import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { events } from '#server/db/schema';

/** The names of the events some leads were captured at, by event id (the CSVs' 'Event'). */
export async function eventNamesOf(
  db: DbOrTx,
  leads: ReadonlyArray<{ eventId: string | null }>,
): Promise<Map<string, string>> {
  const ids = [...new Set(leads.map((lead) => lead.eventId).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
