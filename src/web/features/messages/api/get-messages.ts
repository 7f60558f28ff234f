import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessageList, type VisitorMessage } from '#shared/schemas/messages';
import { api } from '#web/lib/api';

export async function getMessages(): Promise<VisitorMessage[]> {
  return api.get('messages', MessageList);
}

export function messagesQueryOptions() {
  return queryOptions({ queryKey: ['messages'], queryFn: getMessages });
}

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
