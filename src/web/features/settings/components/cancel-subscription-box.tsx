import { useState } from 'react';
import { CANCEL_RELOAD_DELAY_MS } from '#shared/constants';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { notify, SETTINGS_TOAST } from '#web/lib/toasts';
import { useCancelSubscription } from '../api/cancel-subscription';

/**
 * The red cancel box (docs/product.md#the-connect-subscription): asks for confirmation, cancels at
 * the end of the paid period, then reloads after 2 s so the whole session sees the new state.
 */
export function CancelSubscriptionBox() {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelSubscription();
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      setAsking(false);
      notify.success(COPY.subscriptionCanceled, SETTINGS_TOAST);
      window.setTimeout(() => window.location.reload(), CANCEL_RELOAD_DELAY_MS);
    } catch {
      setAsking(false);
      notify.error(COPY.failedToCancelSubscription, SETTINGS_TOAST);
    }
  };
  return (
    <div
      className="rounded-md border border-red-200 bg-red-50 p-4"
      data-testid="cancel-subscription-box"
    >
      <h3 className="text-sm font-semibold text-red-800">{SCREENS.settingsCancelSubscription}</h3>
      <p className="mt-1 text-sm text-red-700">{COPY.cancelSubscriptionConsequences}</p>
      <Button variant="danger" className="mt-4" onClick={() => setAsking(true)}>
        {SCREENS.settingsCancelSubscriptionButton}
      </Button>
      <ConfirmDialog
        open={asking}
        title={SCREENS.settingsCancelSubscription}
        question={COPY.cancelSubscriptionQuestion}
        confirmLabel={SCREENS.settingsYesCancel}
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        {/* What changes, said where the owner decides (docs/product.md#the-connect-subscription). */}
        <p className="mt-3 text-sm text-gray-600">{COPY.cancelSubscriptionConsequences}</p>
      </ConfirmDialog>
    </div>
  );
}
