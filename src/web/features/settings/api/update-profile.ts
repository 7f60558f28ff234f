import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateProfileBody } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';

export async function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  return expectBody(await api.post<CurrentUser>('auth/profile', body));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
