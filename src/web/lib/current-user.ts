import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth';
import { api } from './api';

/**
 * The profile, checked against its schema. The schema (and zod with it) loads only when there is
 * a session to check: a signed-out visitor's first screen never needs it (decision 038).
 */
export async function getCurrentUser(): Promise<CurrentUser> {
  const { CurrentUser } = await import('#shared/schemas/auth');
  return api.get('auth/profile', CurrentUser);
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'current-user'], queryFn: getCurrentUser });
}

/** The signed-in owner; loaded by the session before any signed-in screen renders. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * Whether the person has Catalyst Connect (the profile editor, Insights, the Connect address),
 * from their own subscription or a seat of their team's: the one gate of the web app.
 */
export function hasConnect(user: Pick<CurrentUser, 'connectAccess'> | undefined): boolean {
  return user?.connectAccess != null;
}
