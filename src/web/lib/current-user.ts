import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/schemas/auth';
import { api } from './api';
import { expectBody } from './api-client';

export async function getCurrentUser(): Promise<CurrentUser> {
  return expectBody(await api.get<CurrentUser>('auth/profile'));
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'current-user'], queryFn: getCurrentUser });
}

/** The signed-in owner; loaded by the session before any signed-in screen renders. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
