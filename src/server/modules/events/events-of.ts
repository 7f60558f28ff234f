import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { events, teamMembers, type EventRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { Event } from '#shared/schemas/capture';
import { toEvent } from './event-views';

/**
 * The events an owner captures at: their own, and those of the team they are active in (an
 * account is active in at most one). A member who leaves the team no longer sees its events.
 */
async function visibleTo(db: DbOrTx, userId: string): Promise<SQL> {
  // Read here, not through the teams module, which files leads and so depends on this one.
  const [membership] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  const own = eq(events.ownerId, userId);
  return membership ? or(own, eq(events.teamId, membership.teamId))! : own;
}

/** GET /api/events: the owner's and their team's events, the latest first. */
export async function listEvents(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<Event[]> {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(events)
    .where(await visibleTo(db, userId))
    .orderBy(desc(events.startsOn), desc(events.createdAt))
    .limit(500);
  return rows.map(toEvent);
}

/** One event the owner may file a lead under, or a 404 (another owner's is not there). */
export async function eventForCapture(
  db: DbOrTx,
  { userId, eventId }: { userId: string; eventId: string },
): Promise<EventRow> {
  const [found] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), await visibleTo(db, userId)));
  if (!found) throw new AppError('NOT_FOUND', COPY.captureEventNotFound);
  return found;
}
