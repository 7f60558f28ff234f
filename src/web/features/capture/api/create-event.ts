import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Event, type EventBody } from '#shared/schemas/capture';
import { api } from '#web/lib/api';
import { eventsQueryOptions } from './get-events';

/** POST /api/events: an event of the owner's own, listed at once. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventBody) => api.post('events', body, Event),
    onSuccess: (created) => {
      // Listed at once (the select chooses it), then read again from the server.
      const { queryKey } = eventsQueryOptions();
      queryClient.setQueryData(queryKey, (events) => [created, ...(events ?? [])]);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
