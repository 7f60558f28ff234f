import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { events, type EventRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { Event, EventBody } from '#shared/schemas/capture';
import { toEvent } from './event-views';

// A team's events, made and deleted by its admins (docs/product.md#events). The teams module
// checks the caller's role and writes the team's audit log in the same transaction; this module
// knows nothing of teams (the teams module files leads, which depend on this one).

/** GET /api/teams/{id}/events: the team's events, the latest first. */
export async function listTeamEvents(db: DbOrTx, teamId: string): Promise<Event[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.teamId, teamId))
    .orderBy(desc(events.startsOn), desc(events.createdAt))
    .limit(500);
  return rows.map(toEvent);
}

/** POST /api/teams/{id}/events: an event every member of the team captures at. */
export async function createTeamEvent(
  db: DbOrTx,
  {
    teamId,
    createdBy,
    body,
    now,
  }: { teamId: string; createdBy: string | null; body: EventBody; now: Date },
): Promise<Event> {
  const [row] = await db
    .insert(events)
    .values({ ...body, teamId, createdBy, createdAt: now })
    .returning();
  return toEvent(row!);
}

/** DELETE /api/teams/{id}/events/{eventId}: the team's event, or a 404. Its leads stay. */
export async function deleteTeamEvent(
  db: DbOrTx,
  { teamId, eventId }: { teamId: string; eventId: string },
): Promise<Event> {
  const [deleted] = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.teamId, teamId)))
    .returning();
  if (!deleted) throw new AppError('NOT_FOUND', COPY.captureEventNotFound);
  return toEvent(deleted);
}

/**
 * The event a team's list, CSV or insights filters by: the team's own, or the caller's own (the
 * leads they captured on the team's cards at it), else a 404, never an empty list.
 */
export async function eventOfTeam(
  db: DbOrTx,
  { teamId, userId, eventId }: { teamId: string; userId: string | null; eventId: string },
): Promise<EventRow> {
  const theTeams = eq(events.teamId, teamId);
  const [found] = await db
    .select()
    .from(events)
    .where(
      and(eq(events.id, eventId), userId ? or(theTeams, eq(events.ownerId, userId)) : theTeams),
    );
  if (!found) throw new AppError('NOT_FOUND', COPY.captureEventNotFound);
  return found;
}
