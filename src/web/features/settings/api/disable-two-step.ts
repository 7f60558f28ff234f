import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '#shared/schemas/common';
import type { DisableTwoStepBody } from '#shared/schemas/two-step';
import { api } from '#web/lib/api';
import { twoStepStatusQuery } from './two-step-status';

export function disableTwoStep(body: DisableTwoStepBody): Promise<OkResponse> {
  return api.request('auth/two-step', OkResponse, { method: 'DELETE', body });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepStatusQuery.queryKey }),
  });
}
