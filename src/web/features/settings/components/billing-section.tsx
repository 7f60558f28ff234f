import { MESSAGES } from '../../../../shared/messages';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/button';
import { notify, SETTINGS_TOAST } from '../../../lib/toasts';
import { useCreateBillingPortalSession } from '../api/create-billing-portal-session';
import { SettingsSection } from './settings-section';

/** 'Manage Billing' opens the provider's portal in a new tab (SPEC §2, §7). */
export function BillingSection({ user }: { user: CurrentUser }) {
  const portal = useCreateBillingPortalSession();
  const openPortal = async () => {
    // Open the tab inside the click so pop-up blockers allow it, then point it at the portal.
    const tab = window.open('', '_blank');
    try {
      const { url } = await portal.mutateAsync();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      notify.error(MESSAGES.failedToCreateBillingPortal, SETTINGS_TOAST);
    }
  };
  return (
    <SettingsSection
      title="Billing"
      description="Your Catalyst Connect subscription, invoices and payment method."
    >
      <div className="space-y-6">
        <Button variant="secondary" onClick={openPortal} disabled={portal.isPending}>
          Manage Billing
        </Button>
        {user.stripeSubscriptionStatus === 'active' && (
          <div
            className="rounded-md border border-red-200 bg-red-50 p-4"
            data-testid="cancel-subscription-box"
          >
            <h3 className="text-sm font-semibold text-red-800">Cancel subscription</h3>
            <p className="mt-1 text-sm text-red-700">
              Your Connect profile stays live until the end of the period you have paid for.
            </p>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
