import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody } from '#shared/schemas/accounts';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

export async function resetPassword(body: PasswordResetBody): Promise<void> {
  await api.post('password-reset/reset', body, OkResponse, { anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
