import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';
import { ALL_LEAD_LISTS } from './get-leads';

/** POST /api/messages/{id}/crm-retry: the lead sent to the CRM again now. */
export async function retryLeadCrm(id: string): Promise<void> {
  await api.post(`messages/${id}/crm-retry`, undefined, OkResponse);
}

export function useRetryLeadCrm(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryLeadCrm(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_LEAD_LISTS }),
  });
}
