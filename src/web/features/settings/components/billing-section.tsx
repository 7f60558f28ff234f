import { Link } from 'react-router';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { ROUTES } from '#shared/routes';
import type { CurrentUser } from '#shared/schemas/auth';
import type { SubscriptionState } from '#shared/schemas/billing';
import { Button } from '#web/components/ui/button';
import { formatDate } from '#web/lib/format-date';
import { useSubscriptionState } from '#web/lib/subscription-state';
import { notify, SETTINGS_TOAST } from '#web/lib/toasts';
import { useCreateBillingPortalSession } from '../api/create-billing-portal-session';
import { CancelSubscriptionBox } from './cancel-subscription-box';
import { SettingsSection } from './settings-section';

/** What the owner's plan is doing: renewing, ending on a date, or not started. */
function PlanSummary({
  active,
  fromTeam,
  data,
}: {
  active: boolean;
  fromTeam: boolean;
  data: SubscriptionState | undefined;
}) {
  if (active && data?.cancelAt) {
    return (
      <p className="text-sm text-gray-700" data-testid="subscription-ends">
        {SCREENS.settingsSubscriptionEnds(formatDate(data.cancelAt, 'day'))}
      </p>
    );
  }
  if (active) {
    return (
      <p className="text-sm text-gray-700">
        {SCREENS.settingsPlanPrice(SUBSCRIPTION_PRICE_USD_PER_MONTH)}
        {data?.currentPeriodEnd && (
          <> &middot; {SCREENS.settingsNextPaymentOn(formatDate(data.currentPeriodEnd, 'day'))}</>
        )}
      </p>
    );
  }
  if (fromTeam) return <p className="text-sm text-gray-700">{COPY.connectFromTeam}</p>;
  return (
    <p className="text-sm text-gray-700">
      {SCREENS.settingsNotSubscribedSentence}{' '}
      <Link to={ROUTES.subscribe} className="font-semibold text-brand-700 hover:underline">
        {SCREENS.upgradeTitle}
      </Link>
    </p>
  );
}

/**
 * 'Manage Billing' opens the provider's portal in a new tab; the red box cancels
 * (docs/product.md#the-connect-subscription).
 */
export function BillingSection({ user }: { user: CurrentUser }) {
  const portal = useCreateBillingPortalSession();
  const subscription = useSubscriptionState();
  // The person's own subscription: the cancel box is about it, whatever their team gives them.
  const active = user.stripeSubscriptionStatus === 'active';
  const openPortal = async () => {
    // Open the tab inside the click so pop-up blockers allow it, then point it at the portal.
    const tab = window.open('', '_blank');
    try {
      const { url } = await portal.mutateAsync();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch {
      tab?.close();
      notify.error(COPY.failedToCreateBillingPortal, SETTINGS_TOAST);
    }
  };
  return (
    <SettingsSection title={SCREENS.settingsBilling} description={SCREENS.settingsBillingHint}>
      <div className="space-y-6">
        <PlanSummary
          active={active}
          fromTeam={user.connectAccess === 'team'}
          data={subscription.data}
        />
        <Button variant="secondary" onClick={openPortal} disabled={portal.isPending}>
          {SCREENS.settingsManageBilling}
        </Button>
        {active && !subscription.isPending && !subscription.data?.cancelAt && (
          <CancelSubscriptionBox />
        )}
      </div>
    </SettingsSection>
  );
}
