import { useMutation } from '@tanstack/react-query';
import type { PasswordResetSendBody } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';

export async function sendPasswordReset(body: PasswordResetSendBody): Promise<void> {
  await api.post('password-reset/send', body, { anonymous: true });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
