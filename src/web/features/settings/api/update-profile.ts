import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUser, type UpdateProfileBody } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { currentUserQueryOptions } from '#web/lib/current-user';

export async function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  return api.post('auth/profile', body, CurrentUser);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
