import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessageList, type MessageListQuery, type VisitorMessage } from '#shared/schemas/messages';
import { api } from '#web/lib/api';

/** The owner's leads as the list's search and status filter ask for them. */
export async function getLeads(query: MessageListQuery = {}): Promise<VisitorMessage[]> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  const search = params.toString();
  return api.get(search ? `messages?${search}` : 'messages', MessageList);
}

export function leadsQueryOptions(query: MessageListQuery = {}) {
  return queryOptions({
    queryKey: ['messages', query.q ?? '', query.status ?? ''],
    queryFn: () => getLeads(query),
  });
}

/** Every list of messages, whatever it was filtered by: what a change must read again. */
export const ALL_LEAD_LISTS = ['messages'] as const;

export function useLeads(query: MessageListQuery = {}) {
  return useQuery(leadsQueryOptions(query));
}
