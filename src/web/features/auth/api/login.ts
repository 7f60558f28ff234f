import { useMutation } from '@tanstack/react-query';
import { TokenPair, type LoginBody } from '#shared/schemas/auth';
import { api } from '#web/lib/api';

export async function login(body: LoginBody): Promise<TokenPair> {
  return api.post('auth/login', body, TokenPair);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
