import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordBody): Promise<{ ok: boolean }> {
  return expectBody(await api.post<{ ok: boolean }>('auth/change-password', body));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
