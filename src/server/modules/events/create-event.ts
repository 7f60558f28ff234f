import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { events } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { Event, EventBody } from '#shared/schemas/capture';
import { toEvent } from './event-views';
import { eventForCapture } from './events-of';

/** POST /api/events: an event of the owner's own (a team's is made by its admins). */
export async function createEvent(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { userId, body }: { userId: string; body: EventBody },
): Promise<Event> {
  const [row] = await deps.database.db
    .insert(events)
    .values({ ...body, ownerId: userId, createdBy: userId, createdAt: deps.clock.now() })
    .returning();
  return toEvent(row!);
}

/**
 * DELETE /api/events/{id}: the owner's own event. Its leads stay, without it. A team's event is
 * refused here with 403 (its admins delete it on the team's route); any other is a 404.
 */
export async function deleteEvent(
  deps: Pick<AppDeps, 'database'>,
  { userId, eventId }: { userId: string; eventId: string },
): Promise<void> {
  const { db } = deps.database;
  const deleted = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.ownerId, userId)))
    .returning({ id: events.id });
  if (deleted.length > 0) return;
  // Not the owner's: their team's is refused, any other is not there (eventForCapture's 404).
  await eventForCapture(db, { userId, eventId });
  throw new AppError('FORBIDDEN', COPY.eventManagedByTeamAdmins);
}
