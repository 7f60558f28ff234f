import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordBody } from '#shared/schemas/auth';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

export async function changePassword(body: ChangePasswordBody): Promise<OkResponse> {
  return api.post('auth/change-password', body, OkResponse);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
