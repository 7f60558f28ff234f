import { crmFailedMessage, COPY } from '#shared/copy';
import type { Lead } from '#shared/schemas/leads';
import { Button } from '#web/components/ui/button';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useRetryLeadCrm } from '../api/retry-lead-crm';

const DOTS = { synced: 'bg-green-500', pending: 'bg-gray-400', failed: 'bg-red-500' } as const;

/**
 * A lead's way to HubSpot (docs/product.md#integrations): 'Sent to HubSpot', 'Waiting', or 'Failed:
 * {reason}' with 'Retry', which sends it again now. Nothing for a lead no CRM was connected for.
 */
export function CrmStatus({ lead }: { lead: Lead }) {
  const retry = useMutationForm(useRetryLeadCrm(lead.id));
  const crm = lead.crm;
  if (!crm) return null;
  const sendAgain = async () => {
    await retry.run(undefined, () => {
      notify.success(COPY.crmRetryQueued);
    });
  };
  const text =
    crm.status === 'synced'
      ? 'Sent to HubSpot'
      : crm.status === 'pending'
        ? 'Waiting'
        : crmFailedMessage(crm.error ?? COPY.crmContactRefused);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p
        className={`flex min-w-0 items-center gap-2 ${crm.status === 'failed' ? 'text-red-700' : 'text-gray-700'}`}
      >
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOTS[crm.status]}`} />
        {crm.status !== 'synced' && <span className="sr-only">HubSpot: </span>}
        <span className="break-words">{text}</span>
      </p>
      {crm.status === 'pending' && crm.error && (
        <p className="text-xs text-gray-600">{crm.error}</p>
      )}
      {crm.status === 'failed' && (
        <Button
          variant="secondary"
          className="px-3 py-1"
          disabled={retry.busy}
          onClick={() => void sendAgain()}
        >
          Retry
        </Button>
      )}
    </div>
  );
}
