import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitorMessage } from '../../../../shared/schemas/messages';
import { api } from '../../../lib/api';

export async function getMessages(): Promise<VisitorMessage[]> {
  return (await api.get<VisitorMessage[]>('messages')) ?? [];
}

export function messagesQueryOptions() {
  return queryOptions({ queryKey: ['messages'], queryFn: getMessages });
}

export function useMessages() {
  return useQuery(messagesQueryOptions());
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.post(`messages/${id}/read`);
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
  });
}

/** The CSV comes through the API client (bearer token, refresh), then is saved as a file. */
export async function downloadMessagesCsv(): Promise<void> {
  const csv = await api.request<string>('messages/export.csv', { method: 'GET' });
  if (typeof csv !== 'string') return;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'catalyst-connect-messages.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
