import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Lead, type UpdateLeadBody } from '#shared/schemas/leads';
import { api } from '#web/lib/api';
import { ALL_LEAD_LISTS } from './get-leads';

/** PATCH /api/messages/{id}: the lead's status or note; every list is read again. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLeadBody) => api.patch(`messages/${id}`, body, Lead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_LEAD_LISTS }),
  });
}

/** DELETE /api/messages/{id}: the lead erased (a visitor asked to be forgotten). */
export function useDeleteLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`messages/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_LEAD_LISTS }),
  });
}
