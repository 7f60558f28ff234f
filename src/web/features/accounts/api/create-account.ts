import { useMutation } from '@tanstack/react-query';
import type { CreateAccountBody } from '#shared/schemas/accounts';
import { OkResponse } from '#shared/schemas/common';
import { api } from '#web/lib/api';

export async function createAccount(body: CreateAccountBody): Promise<void> {
  await api.post('auth/create-account', body, OkResponse);
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
