import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerSessionList } from '#shared/schemas/sessions';
import { api } from '#web/lib/api';

/** GET /api/auth/sessions: where the account is signed in, this device first. */
export async function getSessions(): Promise<OwnerSessionList> {
  return api.get('auth/sessions', OwnerSessionList);
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'sessions'], queryFn: getSessions });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
