import { useMutation } from '@tanstack/react-query';
import { EmailChangeConfirmation } from '#shared/schemas/accounts';
import { api } from '#web/lib/api';

/** Sent without a session: the link may be opened on any device; its token is the proof. */
export async function confirmEmail(token: string): Promise<EmailChangeConfirmation> {
  return api.post('auth/confirm-email', { token }, EmailChangeConfirmation, { anonymous: true });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
