import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TokenPair } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { TokenPairAnswer } from '#web/lib/token-storage';

export async function login(body: LoginBody): Promise<TokenPair> {
  return api.post('auth/login', body, TokenPairAnswer);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
