import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';
import { ALL_MESSAGE_LISTS } from './get-messages';

export async function markMessageRead(id: string): Promise<string> {
  await api.post(`messages/${id}/read`, undefined, OkResponse);
  return id;
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_MESSAGE_LISTS }),
  });
}
