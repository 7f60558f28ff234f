import { queryOptions } from '@tanstack/react-query';
import { EventList, type Event } from '#shared/schemas/capture';
import { api } from '#web/lib/api';

/** GET /api/events: the owner's events and their team's, the latest first. */
export function getEvents(): Promise<Event[]> {
  return api.get('events', EventList);
}

export function eventsQueryOptions() {
  return queryOptions({ queryKey: ['events'], queryFn: getEvents });
}
