import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';
import { ALL_LEAD_LISTS } from './get-leads';

export async function markLeadRead(id: string): Promise<string> {
  await api.post(`messages/${id}/read`, undefined, OkResponse);
  return id;
}

export function useMarkLeadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLeadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_LEAD_LISTS }),
  });
}
