import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import type { TeamSubscription } from '#shared/schemas/billing';
import type { Team } from '#shared/schemas/teams';
import { Alert } from '#web/components/ui/alert';
import { Panel } from '#web/components/ui/panel';
import { LoadingLine, QueryState } from '#web/components/ui/query-state';
import { PaymentForm } from '#web/features/subscribe/components/payment/payment-form';
import { useTeamPayment, useTeamSubscription } from '#web/features/teams/api/team-billing';
import { CancelTeamSubscription } from '#web/features/teams/components/cancel-team-subscription';
import { TeamArea } from '#web/features/teams/components/team-area';
import { TeamBillingDetailsPanel } from '#web/features/teams/components/team-billing-details-form';
import { TeamInvoices } from '#web/features/teams/components/team-invoices';
import { ApiError } from '#web/lib/api-client';
import { appConfig } from '#web/lib/app-config';
import { currentUserQueryOptions } from '#web/lib/current-user';
import { formatDate } from '#web/lib/format-date';
import { sentenceWith } from '#web/lib/sentence-with';
import { formatCents } from '#web/lib/subscription-state';

/** Statuses of a subscription still running: no second one is started. */
const RUNNING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

const isRunning = (state: TeamSubscription) => state.status !== null && RUNNING.has(state.status);

const STATUS_LABELS: Partial<Record<NonNullable<TeamSubscription['status']>, string>> = {
  active: COPY.appActive,
  trialing: COPY.appTrial,
  past_due: COPY.appPaymentFailedRetrying,
  unpaid: COPY.appUnpaid,
  incomplete: COPY.appWaitingForTheFirstPayment,
  incomplete_expired: COPY.appNotStarted,
  canceled: COPY.appEnded,
};

/**
 * /team/billing: the seats, their price and the next invoice; the owner starts the subscription.
 * Once paid: the invoices, the billing details on them, and cancelling at the period's end.
 */
export function TeamBillingPage() {
  return <TeamArea>{(team) => <Billing team={team} />}</TeamArea>;
}

function Billing({ team }: { team: Team }) {
  const [search] = useSearchParams();
  const settling = search.get('redirect_status') === 'succeeded';
  const subscription = useTeamSubscription(team.id, { settling });
  const queryClient = useQueryClient();
  const active = subscription.data?.status === 'active';
  // Paid: the owner's own Connect access now comes from the team.
  useEffect(() => {
    if (active) void queryClient.invalidateQueries(currentUserQueryOptions());
  }, [active, queryClient]);
  if (!subscription.isSuccess) return <QueryState query={subscription} />;
  const state = subscription.data;
  const running = isRunning(state);
  const owner = team.role === 'owner';
  // A subscription, even an unpaid one, means the team has a customer at the provider.
  const billed = state.status !== null;
  return (
    <div className="max-w-3xl space-y-6">
      {settling && active && <Alert tone="success">{COPY.teamPaymentConfirmed}</Alert>}
      <Panel title={COPY.appSeats}>
        <p className="mb-4 text-sm text-gray-700">{COPY.teamSeatsIntro}</p>
        <SeatSummary state={state} />
      </Panel>
      {!running &&
        (team.role === 'owner' ? (
          <Panel title={COPY.appStartTheTeamsSubscription}>
            {settling ? <LoadingLine /> : <TeamCheckout team={team} state={state} />}
          </Panel>
        ) : (
          <p className="text-sm text-gray-700">{COPY.onlyOwnerSubscribesTeam}</p>
        ))}
      {billed && (
        <>
          <Panel title={COPY.appInvoices}>
            <TeamInvoices teamId={team.id} />
          </Panel>
          <Panel title={COPY.appBillingDetails}>
            <TeamBillingDetailsPanel teamId={team.id} owner={owner} />
            {!owner && (
              <p className="mt-4 text-sm text-gray-700">{COPY.onlyOwnerChangesTeamBilling}</p>
            )}
          </Panel>
        </>
      )}
      {owner && active && !state.cancelAt && (
        <Panel title={COPY.appCancelTheSubscription}>
          <CancelTeamSubscription teamId={team.id} />
        </Panel>
      )}
    </div>
  );
}

function SeatSummary({ state }: { state: TeamSubscription }) {
  const running = isRunning(state);
  const rows: [string, string][] = [
    [
      COPY.appStatus,
      state.status ? (STATUS_LABELS[state.status] ?? state.status) : COPY.appNotStarted,
    ],
    [COPY.appSeats, String(state.seats)],
    [COPY.appPricePerSeat, COPY.appPricePerMonth(formatCents(state.seatPriceCents))],
    running
      ? [
          COPY.appNextInvoice,
          // Cancelled at the period's end: nothing more is billed.
          state.cancelAt
            ? COPY.appNone
            : state.currentPeriodEnd
              ? COPY.appAmountOnDate(
                  formatCents(state.nextInvoiceCents),
                  formatDate(state.currentPeriodEnd, 'day'),
                )
              : formatCents(state.nextInvoiceCents),
        ]
      : [COPY.appFirstPayment, formatCents(state.nextInvoiceCents)],
  ];
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-gray-600">{term}</dt>
            <dd className="font-semibold text-gray-900" data-testid={`seat-${term}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {state.cancelAt && (
        <p className="mt-4 text-sm text-gray-700">
          {sentenceWith(
            COPY.appSubscriptionEndsOn,
            <strong>{formatDate(state.cancelAt, 'day')}</strong>,
          )}
        </p>
      )}
    </>
  );
}

function TeamCheckout({ team, state }: { team: Team; state: TeamSubscription }) {
  const returnUrl = `${appConfig.appUrl}${ROUTES.teamBilling}`;
  const payment = useTeamPayment(team.id, returnUrl, true);
  if (!payment.isSuccess) {
    return (
      <QueryState
        query={payment}
        failed={(error) => (
          <Alert tone="error">
            {error instanceof ApiError && error.status === 409
              ? error.message
              : COPY.paymentFormLoadFailed}
          </Alert>
        )}
      />
    );
  }
  return (
    <PaymentForm
      clientSecret={payment.data.clientSecret}
      returnUrl={returnUrl}
      amountCents={state.nextInvoiceCents}
    />
  );
}

export default TeamBillingPage;
