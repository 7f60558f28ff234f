import { useMutation } from '@tanstack/react-query';
import { TwoStepSetup } from '#shared/schemas/two-step';
import { api } from '#web/lib/api';

export function setUpTwoStep(): Promise<TwoStepSetup> {
  return api.post('auth/two-step/setup', {}, TwoStepSetup);
}

export function useSetUpTwoStep() {
  return useMutation({ mutationFn: setUpTwoStep });
}
