import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventList } from '#shared/schemas/capture';
import { api } from './api';

/** Every query of events, the owner's and a team's: what a change to one reads again. */
export const EVENTS_KEY = ['events'] as const;

/**
 * GET /api/events: the owner's events and their team's, the latest first (docs/product.md#events):
 * what the lead lists and Insights filter by, and what the team's routes accept from an admin.
 */
export function eventsQueryOptions() {
  return queryOptions({
    queryKey: [...EVENTS_KEY, 'mine'],
    queryFn: () => api.get('events', EventList),
  });
}

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
