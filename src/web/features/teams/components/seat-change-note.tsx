import { seatChangeMessage } from '#shared/copy';
import { formatCents } from '#web/lib/subscription-state';
import { useSeatPreview, useTeamSubscription } from '../api/team-billing';

/**
 * Above the invite forms of a paid team: what one more person joining does to the next invoice
 * (the provider's own preview, prorated), so nobody adds a seat without seeing its price.
 */
export function SeatChangeNote({ teamId }: { teamId: string }) {
  const subscription = useTeamSubscription(teamId, { settling: false });
  const active = subscription.data?.status === 'active';
  const seats = subscription.data?.seats ?? 0;
  const preview = useSeatPreview(teamId, seats + 1, active);
  if (!active || !preview.data || !subscription.data) return null;
  return (
    <p className="mb-4 text-sm text-gray-700" data-testid="seat-change">
      {seatChangeMessage(
        formatCents(subscription.data.nextInvoiceCents),
        formatCents(preview.data.nextInvoiceCents),
      )}
    </p>
  );
}
