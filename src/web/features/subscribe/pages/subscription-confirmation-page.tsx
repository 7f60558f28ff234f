import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SUBSCRIPTION_MANUAL_RETURN_AFTER_MS, SUBSCRIPTION_POLL_MS } from '#shared/constants';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { ROUTES } from '#shared/routes';
import { Alert } from '#web/components/ui/alert';
import { markConnectUnlocked } from '#web/lib/connect-unlocked';
import { currentUserQueryOptions } from '#web/lib/current-user';
import { subscriptionStateQueryOptions } from '#web/lib/subscription-state';
import { notify } from '#web/lib/toasts';

/**
 * /subscribe/confirmation (docs/product.md#screens): where the payment form returns. Polls the
 * status every second (errors are retried) until it is active, then refreshes the session's user,
 * says so (a toast, and home's one-time 'Your Connect profile is unlocked' banner) and goes home.
 * After a minute it offers the way home by hand.
 */
export function SubscriptionConfirmationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const failed = params.get('redirect_status') === 'failed';
  const [slow, setSlow] = useState(false);
  const state = useQuery({
    ...subscriptionStateQueryOptions(),
    enabled: !failed,
    staleTime: 0,
    retry: true,
    retryDelay: SUBSCRIPTION_POLL_MS,
    refetchInterval: (query) =>
      query.state.data?.status === 'active' ? false : SUBSCRIPTION_POLL_MS,
  });
  const active = state.data?.status === 'active';

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SUBSCRIPTION_MANUAL_RETURN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!active) return;
    void queryClient
      .invalidateQueries({ queryKey: currentUserQueryOptions().queryKey })
      .then(() => {
        notify.success(COPY.subscriptionConfirmed);
        markConnectUnlocked();
        navigate(ROUTES.home, { replace: true });
      });
  }, [active, navigate, queryClient]);

  if (failed) {
    return (
      <div className="mx-auto max-w-md py-12 text-center">
        <Alert tone="error">{COPY.failedToConfirmSubscription}</Alert>
        <Link to={ROUTES.subscribe} className="mt-6 inline-block font-semibold text-brand-700">
          {SCREENS.upgradeTryAgain}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md py-12 text-center" aria-live="polite">
      <div
        className="mx-auto h-8 w-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p className="mt-4 text-lg font-semibold text-gray-900">{SCREENS.upgradeConfirming}</p>
      {slow && (
        <p className="mt-4 text-sm text-gray-700">
          {SCREENS.upgradeConfirmingSlowly}{' '}
          <Link to={ROUTES.home} className="font-semibold text-brand-700 hover:underline">
            {SCREENS.upgradeReturnHome}
          </Link>
        </p>
      )}
    </div>
  );
}

export default SubscriptionConfirmationPage;
