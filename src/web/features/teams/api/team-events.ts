import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Event, EventList, type EventBody } from '#shared/schemas/capture';
import { api } from '#web/lib/api';
import { EVENTS_KEY } from '#web/lib/events';

/** GET /api/teams/{id}/events: the team's events, the latest first. */
export function teamEventsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'events'],
    queryFn: () => api.get(`teams/${teamId}/events`, EventList),
  });
}

export function useTeamEvents(teamId: string) {
  return useQuery(teamEventsQueryOptions(teamId));
}

/** A change reads the team's list again, and every member's own (the filters, the capture screen). */
function useTeamEventChange<T, R>(teamId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['team', teamId, 'events'] }),
        queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
      ]),
  });
}

export function useCreateTeamEvent(teamId: string) {
  return useTeamEventChange(teamId, (body: EventBody) =>
    api.post(`teams/${teamId}/events`, body, Event),
  );
}

/** DELETE answers 204, no body; the event's leads stay, without it. */
export function useDeleteTeamEvent(teamId: string) {
  return useTeamEventChange(teamId, (eventId: string) =>
    api.request(`teams/${teamId}/events/${eventId}`, z.null(), { method: 'DELETE' }),
  );
}
