import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnreadCount } from '#shared/schemas/leads';
import { api } from './api';

/**
 * The header bell's number. Under the 'messages' key, so opening a message (which refreshes
 * 'messages') refreshes it too; otherwise read again every minute and on returning to the tab.
 */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['messages', 'unread-count'],
    queryFn: () => api.get('messages/unread-count', UnreadCount),
    refetchInterval: 60_000,
  });
}

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions());
}
