import { queryOptions, useQuery } from '@tanstack/react-query';
import { TwoStepStatus } from '#shared/schemas/two-step';
import { api } from '#web/lib/api';

export const twoStepStatusQuery = queryOptions({
  queryKey: ['two-step'],
  queryFn: () => api.get('auth/two-step', TwoStepStatus),
});

export function useTwoStepStatus() {
  return useQuery(twoStepStatusQuery);
}
