import { useMutation } from '@tanstack/react-query';
import type { PasswordResetSendBody } from '#shared/schemas/accounts';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

export async function sendPasswordReset(body: PasswordResetSendBody): Promise<void> {
  await api.post('password-reset/send', body, OkResponse, { anonymous: true });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
