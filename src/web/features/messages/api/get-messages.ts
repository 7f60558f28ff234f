import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessageList, type MessageListQuery, type VisitorMessage } from '#shared/schemas/messages';
import { api } from '#web/lib/api';

/** The owner's leads as the list's search and status filter ask for them. */
export async function getMessages(query: MessageListQuery = {}): Promise<VisitorMessage[]> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  const search = params.toString();
  return api.get(search ? `messages?${search}` : 'messages', MessageList);
}

export function messagesQueryOptions(query: MessageListQuery = {}) {
  return queryOptions({
    queryKey: ['messages', query.q ?? '', query.status ?? ''],
    queryFn: () => getMessages(query),
  });
}

/** Every list of messages, whatever it was filtered by: what a change must read again. */
export const ALL_MESSAGE_LISTS = ['messages'] as const;

export function useMessages(query: MessageListQuery = {}) {
  return useQuery(messagesQueryOptions(query));
}
