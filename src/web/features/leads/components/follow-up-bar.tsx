import { useState } from 'react';
import { COPY } from '#shared/copy';
import { followUpSentMessage, selectedLeadsLabel } from '#shared/copy/follow-up';
import type { FollowUpResult } from '#shared/schemas/follow-up';
import type { Lead } from '#shared/schemas/leads';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FollowUpDialog } from './follow-up-dialog';
import type { LeadSelection } from './lead-selection';

/**
 * Above the lead list (docs/product.md#follow-up): 'Select all' of the leads shown, how many are
 * ticked, 'Send follow-up', and after a send what happened, skipped leads and why included.
 */
export function FollowUpBar({ shown, selection }: { shown: Lead[]; selection: LeadSelection }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<FollowUpResult | null>(null);
  const chosen = shown.filter((lead) => selection.selected.has(lead.id));
  const all = shown.length > 0 && chosen.length === shown.length;
  const some = chosen.length > 0 && !all;
  return (
    <div className="mb-4 max-w-3xl space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={all}
            ref={(box) => {
              if (box) box.indeterminate = some;
            }}
            onChange={(event) =>
              selection.setAll(
                shown.map((lead) => lead.id),
                event.target.checked,
              )
            }
            className="size-4 rounded border-gray-300 text-brand-600"
          />
          {COPY.leadsUiSelectAll}
        </label>
        <span className="text-sm text-gray-600" aria-live="polite">
          {chosen.length > 0 ? selectedLeadsLabel(chosen.length) : COPY.followUpSelectLeads}
        </span>
        <Button
          variant="secondary"
          disabled={chosen.length === 0}
          onClick={() => {
            setResult(null);
            setOpen(true);
          }}
        >
          {COPY.leadsUiSendFollowUp}
        </Button>
      </div>
      {result && (
        <Alert tone={result.sent > 0 ? 'success' : 'info'}>{followUpSentMessage(result)}</Alert>
      )}
      <FollowUpDialog
        open={open}
        leads={chosen}
        onClose={() => setOpen(false)}
        onSent={(sent) => {
          setResult(sent);
          setOpen(false);
          selection.clear();
        }}
      />
    </div>
  );
}
