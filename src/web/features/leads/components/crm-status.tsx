import { crmFailedMessage, COPY } from '#shared/copy';
import { crmSentences } from '#shared/copy/crm';
import { CRM_LABELS, type LeadCrmSync } from '#shared/schemas/integrations';
import type { Lead } from '#shared/schemas/leads';
import { Button } from '#web/components/ui/button';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useRetryLeadCrm } from '../api/retry-lead-crm';

const DOTS = { synced: 'bg-green-500', pending: 'bg-gray-400', failed: 'bg-red-500' } as const;

/** One CRM's line: 'Sent to Salesforce', 'Waiting', or 'Failed: {the CRM's reason}'. */
function SyncLine({ sync }: { sync: LeadCrmSync }) {
  const copy = crmSentences(sync.provider);
  const text =
    sync.status === 'synced'
      ? copy.sent
      : sync.status === 'pending'
        ? 'Waiting'
        : crmFailedMessage(sync.error ?? copy.recordRefused);
  return (
    <>
      <p
        className={`flex min-w-0 items-center gap-2 ${sync.status === 'failed' ? 'text-red-700' : 'text-gray-700'}`}
      >
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOTS[sync.status]}`} />
        {sync.status !== 'synced' && <span className="sr-only">{CRM_LABELS[sync.provider]}: </span>}
        <span className="break-words">{text}</span>
      </p>
      {sync.status === 'pending' && sync.error && (
        <p className="text-xs text-gray-600">{sync.error}</p>
      )}
    </>
  );
}

/**
 * A lead's way to each CRM it was queued for (docs/product.md#integrations), one line each;
 * 'Retry' sends the failed ones again now. Nothing for a lead no CRM was connected for.
 */
export function CrmStatus({ lead }: { lead: Lead }) {
  const retry = useMutationForm(useRetryLeadCrm(lead.id));
  if (lead.crm.length === 0) return null;
  const sendAgain = async () => {
    await retry.run(undefined, () => {
      notify.success(COPY.crmRetryQueued);
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {lead.crm.map((sync) => (
        <SyncLine key={sync.provider} sync={sync} />
      ))}
      {lead.crm.some((sync) => sync.status === 'failed') && (
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
