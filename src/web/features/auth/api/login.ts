import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TokenPair } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function login(body: LoginBody): Promise<TokenPair> {
  return expectBody(await api.post<TokenPair>('auth/login', body));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
