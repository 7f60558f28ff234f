import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import { SCREENS } from '#shared/copy/screens';
import { ROUTES } from '#shared/routes';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { formatDate } from '#web/lib/format-date';
import { useSubscriptionState } from '#web/lib/subscription-state';
import { CancelSubscriptionBox } from '../components/cancel-subscription-box';

const STATUS_LABELS: Record<string, string> = {
  active: SCREENS.settingsActive,
  trialing: SCREENS.settingsTrial,
  past_due: SCREENS.settingsPaymentOverdue,
  incomplete: SCREENS.settingsWaitingForTheFirstPayment,
  incomplete_expired: SCREENS.settingsExpiredBeforePayment,
  canceled: SCREENS.settingsCanceled,
  unpaid: SCREENS.settingsUnpaid,
  paused: SCREENS.settingsPaused,
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-900">{label}</dt>
      <dd className="mt-1 text-sm text-gray-700 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * The sandbox provider's billing portal (what 'Manage Billing' opens when Stripe is not
 * configured): the plan, the next payment date and a cancel button. Clearly test mode.
 */
export function BillingPortalPage() {
  const subscription = useSubscriptionState();
  const data = subscription.data;
  return (
    <>
      <PageHeader
        title={SCREENS.settingsBillingPortal}
        breadcrumbs={[{ label: SCREENS.settingsBillingPortal }]}
      />
      <p className="mb-6 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        {SCREENS.settingsSandboxNotice}
      </p>
      <QueryState query={subscription} />
      {data && (
        <div className="rounded-lg bg-white px-6 py-4 shadow-sm ring-1 ring-gray-900/5">
          <dl className="divide-y divide-gray-100">
            <Row label={SCREENS.settingsPlan}>
              {SCREENS.settingsPlanPrice(SUBSCRIPTION_PRICE_USD_PER_MONTH)}
            </Row>
            <Row label={SCREENS.settingsStatus}>
              {data.status ? STATUS_LABELS[data.status] : SCREENS.settingsNotSubscribed}
            </Row>
            {data.status === 'active' && data.currentPeriodEnd && !data.cancelAt && (
              <Row label={SCREENS.settingsNextPayment}>
                {formatDate(data.currentPeriodEnd, 'day')}
              </Row>
            )}
            {data.cancelAt && (
              <Row label={SCREENS.settingsEndsOn}>{formatDate(data.cancelAt, 'day')}</Row>
            )}
          </dl>
          <div className="mt-4">
            {data.status === 'active' && !data.cancelAt ? (
              <CancelSubscriptionBox />
            ) : (
              data.status !== 'active' && (
                <Link to={ROUTES.subscribe} className="text-sm font-semibold text-brand-700">
                  {SCREENS.upgradeTitle}
                </Link>
              )
            )}
          </div>
        </div>
      )}
      <p className="mt-6 text-sm">
        <Link to={ROUTES.settings} className="font-semibold text-brand-700 hover:underline">
          {SCREENS.settingsBackToSettings}
        </Link>
      </p>
    </>
  );
}

export default BillingPortalPage;
