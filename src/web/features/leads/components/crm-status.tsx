import { crmFailedMessage, COPY } from '#shared/copy';
import { crmSentences } from '#shared/copy/crm';
import { CRM_LABELS, type LeadCrmSync } from '#shared/schemas/integrations';
import type { Lead } from '#shared/schemas/leads';
import { Button } from '#web/components/ui/button';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useRetryLeadCrm } from '../api/retry-lead-crm';

const DOTS = { synced: 'bg-green-500', pending: 'bg-gray-400', failed: 'bg-red-500' } as const;

/**
 * One CRM's line: 'Sent to Salesforce', or the CRM's name then 'Waiting' (with why, when the
 * CRM answered something) or 'Failed: {the CRM's reason}'.
 */
function SyncLine({ sync }: { sync: LeadCrmSync }) {
  const copy = crmSentences(sync.provider);
  const failed = sync.status === 'failed';
  return (
    <li className="flex min-w-0 items-baseline gap-2">
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 translate-y-[-1px] rounded-full ${DOTS[sync.status]}`}
      />
      <span className="min-w-0">
        {sync.status === 'synced' ? (
          <span className="text-gray-700">{copy.sent}</span>
        ) : (
          <>
            <span className="font-medium text-gray-900">{CRM_LABELS[sync.provider]}</span>
            <span className="sr-only">:</span>{' '}
            <span className={`break-words ${failed ? 'text-red-700' : 'text-gray-700'}`}>
              {failed ? crmFailedMessage(sync.error ?? copy.recordRefused) : COPY.leadsUiWaiting}
            </span>
            {!failed && sync.error && (
              <span className="block text-xs break-words text-gray-600">{sync.error}</span>
            )}
          </>
        )}
      </span>
    </li>
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
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
      <ul aria-label={COPY.leadsUiCrm} className="min-w-0 flex-1 basis-56 space-y-1">
        {lead.crm.map((sync) => (
          <SyncLine key={sync.provider} sync={sync} />
        ))}
      </ul>
      {lead.crm.some((sync) => sync.status === 'failed') && (
        <Button
          variant="secondary"
          className="shrink-0 px-3 py-1"
          disabled={retry.busy}
          onClick={() => void sendAgain()}
        >
          {COPY.leadsUiRetry}
        </Button>
      )}
    </div>
  );
}
