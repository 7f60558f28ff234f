import { useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { useCancelTeamSubscription } from '../api/team-billing';

/** The owner cancels the team's subscription at the end of the period already paid. */
export function CancelTeamSubscription({ teamId }: { teamId: string }) {
  const [asking, setAsking] = useState(false);
  const cancel = useMutationForm(useCancelTeamSubscription(teamId));
  const confirm = async () => {
    await cancel.run();
    setAsking(false);
  };
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-4">
      <p className="text-sm text-red-700">{COPY.teamCancelAtPeriodEndIntro}</p>
      <Button variant="danger" className="mt-4" onClick={() => setAsking(true)}>
        {SCREENS.teamCancelAtPeriodEnd}
      </Button>
      <ConfirmDialog
        open={asking}
        title={SCREENS.teamCancelSubscriptionTitle}
        question={SCREENS.teamCancelRenewalQuestion}
        confirmLabel={SCREENS.teamYesCancelAtPeriodEnd}
        busy={cancel.busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        <p className="mt-3 text-sm text-gray-600">{COPY.teamCancelAtPeriodEndIntro}</p>
      </ConfirmDialog>
    </div>
  );
}
