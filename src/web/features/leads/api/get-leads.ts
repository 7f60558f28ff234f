import { queryOptions, useQuery } from '@tanstack/react-query';
import { LeadList, type LeadListQuery, type Lead } from '#shared/schemas/leads';
import { api } from '#web/lib/api';

/** The owner's leads as the list's search, status and event filters ask for them. */
export async function getLeads(query: LeadListQuery = {}): Promise<Lead[]> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.eventId) params.set('eventId', query.eventId);
  const search = params.toString();
  return api.get(search ? `messages?${search}` : 'messages', LeadList);
}

export function leadsQueryOptions(query: LeadListQuery = {}) {
  return queryOptions({
    queryKey: ['leads', query.q ?? '', query.status ?? '', query.eventId ?? ''],
    queryFn: () => getLeads(query),
  });
}

/** Every list of leads, whatever it was filtered by: what a change must read again. */
export const ALL_LEAD_LISTS = ['leads'] as const;

export function useLeads(query: LeadListQuery = {}) {
  return useQuery(leadsQueryOptions(query));
}
