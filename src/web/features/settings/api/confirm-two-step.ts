import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TwoStepConfirmation, type ConfirmTwoStepBody } from '#shared/schemas/two-step';
import { api } from '#web/lib/api';
import { twoStepStatusQuery } from './two-step-status';

export function confirmTwoStep(body: ConfirmTwoStepBody): Promise<TwoStepConfirmation> {
  return api.post('auth/two-step/confirm', body, TwoStepConfirmation);
}

export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepStatusQuery.queryKey }),
  });
}
