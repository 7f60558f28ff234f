import type { EventRow } from '#server/db/schema';
import type { Event } from '#shared/schemas/capture';

/** An event as the API answers it. */
export function toEvent(row: EventRow): Event {
  return {
    id: row.id,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    teamId: row.teamId,
  };
}
