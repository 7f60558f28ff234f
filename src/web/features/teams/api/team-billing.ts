import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PaymentIntentResponse,
  SeatPreview,
  TeamBillingDetails,
  TeamInvoiceList,
  TeamSubscription,
  type TeamBillingDetailsBody,
} from '#shared/schemas/billing';
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

/** The team's invoices, newest first (none before its first checkout). */
export function useTeamInvoices(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['team', teamId, 'subscription', 'invoices'],
    queryFn: () => api.get(`teams/${teamId}/invoices`, TeamInvoiceList),
    enabled,
  });
}

/** The billing e-mail, VAT number and card on the team's customer (after its first checkout). */
export function useTeamBillingDetails(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['team', teamId, 'subscription', 'billing-details'],
    queryFn: () => api.get(`teams/${teamId}/billing-details`, TeamBillingDetails),
    enabled,
  });
}

export function useSaveTeamBillingDetails(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamBillingDetailsBody) =>
      api.put(`teams/${teamId}/billing-details`, body, TeamBillingDetails),
    onSuccess: (saved) =>
      queryClient.setQueryData(['team', teamId, 'subscription', 'billing-details'], saved),
  });
}

/** Cancels the team's subscription at the end of the paid period. */
export function useCancelTeamSubscription(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`teams/${teamId}/subscription/cancel`, {}, TeamSubscription),
    onSuccess: (state) => queryClient.setQueryData(['team', teamId, 'subscription'], state),
  });
}
