import type { AppDeps } from '#server/app-deps';
import type { Event, EventBody } from '#shared/schemas/capture';
import { recordTeamAudit } from '../audit/public';
import { createTeamEvent, deleteTeamEvent, listTeamEvents } from '../events/public';
import { teamTarget } from './audit-targets';
import type { TeamAccess } from './team-access';

/**
 * What the team's log keeps of an event: its name and days. The target is the team (the log's
 * kinds are fixed by the database; the event is named in the details).
 */
function eventDetails(event: Event) {
  return { eventId: event.id, event: event.name, firstDay: event.startsOn, lastDay: event.endsOn };
}

/** GET /api/teams/{id}/events: what every member captures at (docs/product.md#events). */
export function teamEvents(deps: Pick<AppDeps, 'database'>, access: TeamAccess): Promise<Event[]> {
  return listTeamEvents(deps.database.db, access.team.id);
}

/** POST /api/teams/{id}/events: an admin's event for the team, logged with it. */
export async function addTeamEvent(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, body }: { access: TeamAccess; body: EventBody },
): Promise<Event> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const event = await createTeamEvent(tx, {
      teamId: access.team.id,
      createdBy: access.member.userId,
      body,
      now,
    });
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'event.created',
      target: teamTarget(access.team),
      details: eventDetails(event),
    });
    return event;
  });
}

/** DELETE /api/teams/{id}/events/{eventId}: its leads stay, without it. */
export async function removeTeamEvent(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, eventId }: { access: TeamAccess; eventId: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const event = await deleteTeamEvent(tx, { teamId: access.team.id, eventId });
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'event.deleted',
      target: teamTarget(access.team),
      details: eventDetails(event),
    });
  });
}
