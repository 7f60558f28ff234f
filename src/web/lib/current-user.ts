import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentUser } from '#shared/schemas/auth';
import { api } from './api';

export async function getCurrentUser(): Promise<CurrentUser> {
  return api.get('auth/profile', CurrentUser);
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'current-user'], queryFn: getCurrentUser });
}

/** The signed-in owner; loaded by the session before any signed-in screen renders. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
