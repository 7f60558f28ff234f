import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentIntentResponse, SeatPreview, TeamSubscription } from '#shared/schemas/billing';
import { api } from '#web/lib/api';

/**
 * The team's seat subscription; read every second while a payment just made settles. Under the
 * team's key, so every change of its members reads it again.
 */
export function useTeamSubscription(teamId: string, { settling }: { settling: boolean }) {
  return useQuery({
    queryKey: ['team', teamId, 'subscription'],
    queryFn: () => api.get(`teams/${teamId}/subscription`, TeamSubscription),
    // At most a minute: a payment that has not settled by then is shown as it stands.
    refetchInterval: (query) =>
      settling && query.state.data?.status !== 'active' && query.state.dataUpdateCount < 60
        ? 1_000
        : false,
  });
}

/** The next invoice with `seats` seats, shown before inviting people into a paid team. */
export function useSeatPreview(teamId: string, seats: number, enabled: boolean) {
  return useQuery({
    queryKey: ['team', teamId, 'subscription', 'preview', seats],
    queryFn: () => api.get(`teams/${teamId}/subscription/preview?seats=${seats}`, SeatPreview),
    enabled,
  });
}

/**
 * The first payment of the team's subscription, as the owner's upgrade asks for its own: the
 * server reuses the open one, so a reload shows the same payment; never cached across visits.
 */
export function useTeamPayment(teamId: string, returnUrl: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['team-payment', teamId, returnUrl],
      queryFn: () => api.post(`teams/${teamId}/subscription`, { returnUrl }, PaymentIntentResponse),
      retry: false,
      gcTime: 0,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      enabled,
    }),
  );
}
