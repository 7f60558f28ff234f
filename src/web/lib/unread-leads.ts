import { queryOptions, useQuery } from '@tanstack/react-query';
import { UnreadCount } from '#shared/schemas/leads';
import { api } from './api';

/**
 * The header bell's number. Under the 'leads' key, so opening a lead (which refreshes
 * 'leads') refreshes it too; otherwise read again every minute and on returning to the tab.
 */
export function unreadLeadsQueryOptions() {
  return queryOptions({
    queryKey: ['leads', 'unread-count'],
    queryFn: () => api.get('messages/unread-count', UnreadCount),
    refetchInterval: 60_000,
  });
}

export function useUnreadLeads() {
  return useQuery(unreadLeadsQueryOptions());
}
