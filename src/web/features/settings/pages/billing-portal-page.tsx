import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import { ROUTES } from '#shared/routes';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { formatDate } from '#web/lib/format-date';
import { useSubscriptionState } from '#web/lib/subscription-state';
import { CancelSubscriptionBox } from '../components/cancel-subscription-box';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  incomplete: 'Waiting for the first payment',
  incomplete_expired: 'Expired before payment',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
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
      <PageHeader title="Billing portal" breadcrumbs={[{ label: 'Billing portal' }]} />
      <p className="mb-6 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        Test mode: sandbox payments. No real card is charged.
      </p>
      <QueryState query={subscription} />
      {data && (
        <div className="rounded-lg bg-white px-6 py-4 shadow-sm ring-1 ring-gray-900/5">
          <dl className="divide-y divide-gray-100">
            <Row label="Plan">Catalyst Connect, ${SUBSCRIPTION_PRICE_USD_PER_MONTH} / month</Row>
            <Row label="Status">{data.status ? STATUS_LABELS[data.status] : 'Not subscribed'}</Row>
            {data.status === 'active' && data.currentPeriodEnd && !data.cancelAt && (
              <Row label="Next payment">{formatDate(data.currentPeriodEnd, 'day')}</Row>
            )}
            {data.cancelAt && <Row label="Ends on">{formatDate(data.cancelAt, 'day')}</Row>}
          </dl>
          <div className="mt-4">
            {data.status === 'active' && !data.cancelAt ? (
              <CancelSubscriptionBox />
            ) : (
              data.status !== 'active' && (
                <Link to={ROUTES.subscribe} className="text-sm font-semibold text-brand-700">
                  Upgrade To Catalyst Connect
                </Link>
              )
            )}
          </div>
        </div>
      )}
      <p className="mt-6 text-sm">
        <Link to={ROUTES.settings} className="font-semibold text-brand-700 hover:underline">
          Back to Settings
        </Link>
      </p>
    </>
  );
}

export default BillingPortalPage;
