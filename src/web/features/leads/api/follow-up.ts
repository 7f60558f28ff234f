import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EventList } from '#shared/schemas/capture';
import {
  FollowUpResult,
  FollowUpTemplate,
  type FollowUpTemplateBody,
} from '#shared/schemas/follow-up';
import { api } from '#web/lib/api';
import { ALL_LEAD_LISTS } from './get-leads';

const TEMPLATE = ['follow-up', 'template'] as const;

/** GET /api/follow-up/template: the owner's template, or the default text. */
export function useFollowUpTemplate(enabled: boolean) {
  return useQuery({
    queryKey: TEMPLATE,
    queryFn: () => api.get('follow-up/template', FollowUpTemplate),
    enabled,
  });
}

/** PUT /api/follow-up/template: kept for the next send. */
export function useSaveFollowUpTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowUpTemplateBody) =>
      api.put('follow-up/template', body, FollowUpTemplate),
    onSuccess: (saved) => queryClient.setQueryData(TEMPLATE, saved),
  });
}

/** POST /api/messages/follow-up: the leads mailed are marked, so every list is read again. */
export function useSendFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadIds: string[]) => api.post('messages/follow-up', { leadIds }, FollowUpResult),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_LEAD_LISTS }),
  });
}

/** The owner's events, for the preview's `{event}` (the same list the capture screen reads). */
export function useEventNames(enabled: boolean) {
  return useQuery({
    queryKey: ['events'],
    queryFn: () => api.get('events', EventList),
    enabled,
    select: (events) => new Map(events.map((event) => [event.id, event.name])),
  });
}
