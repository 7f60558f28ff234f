import { useMutation } from '@tanstack/react-query';
import type { EmailChangeConfirmation } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

/** Sent without a session: the link may be opened on any device; its token is the proof. */
export async function confirmEmail(token: string): Promise<EmailChangeConfirmation> {
  return expectBody(
    await api.post<EmailChangeConfirmation>('auth/confirm-email', { token }, { anonymous: true }),
  );
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
