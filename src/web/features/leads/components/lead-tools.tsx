import { useId, useState } from 'react';
import { deleteLeadTitle, COPY } from '#shared/copy';
import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type Lead,
} from '#shared/schemas/leads';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useDeleteLead, useUpdateLead } from '../api/change-lead';

/**
 * What the owner does with a lead (docs/product.md#messages): where they are with it, a note of
 * their own, archive it out of the way, or erase it when the visitor asks to be forgotten.
 */
export function LeadTools({ lead }: { lead: Lead }) {
  const ids = { status: useId(), note: useId() };
  const update = useMutationForm(useUpdateLead(lead.id));
  const remove = useMutationForm(useDeleteLead(lead.id));
  const [note, setNote] = useState(lead.note ?? '');
  const [confirming, setConfirming] = useState(false);
  const change = async (body: Parameters<typeof update.run>[0], done: string) => {
    await update.run(body, () => {
      notify.success(done);
    });
  };
  const erase = async () => {
    await remove.run(undefined, () => {
      setConfirming(false);
      notify.success(COPY.leadDeleted);
    });
  };
  const noteChanged = note.trim() !== (lead.note ?? '');
  return (
    <div className="mt-4 space-y-4 border-t border-gray-100 pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={ids.status} className="block text-sm font-medium text-gray-900">
            {COPY.appStatus}
          </label>
          <select
            id={ids.status}
            value={lead.status}
            disabled={update.busy}
            onChange={(event) =>
              void change({ status: event.target.value as LeadStatus }, COPY.leadStatusSaved)
            }
            className="mt-1 block rounded-md border-0 py-2 pe-8 ps-3 text-sm ring-1 ring-gray-300 ring-inset"
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {lead.status !== 'archived' && (
          <Button
            variant="secondary"
            disabled={update.busy}
            onClick={() => void change({ status: 'archived' }, COPY.leadArchived)}
          >
            {COPY.leadsUiArchive}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {COPY.appDelete}
        </Button>
      </div>
      <div>
        <label htmlFor={ids.note} className="block text-sm font-medium text-gray-900">
          {COPY.appNote}
        </label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={LEAD_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 ring-gray-300 ring-inset"
        />
        <Button
          className="mt-2"
          variant="secondary"
          disabled={!noteChanged || update.busy}
          onClick={() => void change({ note: note.trim() }, COPY.leadNoteSaved)}
        >
          {COPY.leadsUiSaveNote}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={deleteLeadTitle(lead.name)}
        question={COPY.deleteLeadWarning}
        confirmLabel={COPY.leadsUiYesDeleteIt}
        busy={remove.busy}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
