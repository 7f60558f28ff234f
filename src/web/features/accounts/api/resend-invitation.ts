import { useMutation } from '@tanstack/react-query';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

/** 'Send me a new link': a fresh invitation to the address the expired one went to. */
export function useResendInvitation(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post('auth/resend-invitation', { token }, OkResponse, { anonymous: true }),
  });
}
