import { useState } from 'react';
import { useParams } from 'react-router';
import { askForChangeTitle, COPY } from '#shared/copy';
import { TEMPLATE_FIELD_LABELS, type TemplateField } from '#shared/schemas/team-template-fields';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { useCurrentTeam } from '#web/lib/current-team';
import { notify } from '#web/lib/toasts';
import { useAskForChange } from '../api/ask-for-change';
import { useMyChangeRequests } from '../api/my-change-requests';

/**
 * Beside a locked field's "Set by {team}": 'Ask for a change' (a dialog with the new value and a
 * note for the admins), or "Change requested" while the member's request waits.
 */
export function AskForChange({ field, type = 'text' }: { field: TemplateField; type?: string }) {
  // The editors that show locks are the holder's own, at /cards/{id}/...: a lock there is on a
  // team card the caller holds.
  const id = Number(useParams().id);
  const cardId = Number.isInteger(id) && id > 0 ? id : null;
  const team = useCurrentTeam().data;
  const requests = useMyChangeRequests(cardId === null ? undefined : team?.id);
  const [open, setOpen] = useState(false);
  if (cardId === null || !team) return null;
  const pending = requests.data?.some(
    (request) => request.mine && request.cardId === cardId && request.field === field,
  );
  return (
    <>
      {pending ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset">
          {COPY.changeRequested}
        </span>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {COPY.askForChange}
        </button>
      )}
      {open && (
        <AskDialog
          teamId={team.id}
          cardId={cardId}
          field={field}
          type={type}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function AskDialog({
  teamId,
  cardId,
  field,
  type,
  onClose,
}: {
  teamId: string;
  cardId: number;
  field: TemplateField;
  type: string;
  onClose(): void;
}) {
  const ask = useMutationForm(useAskForChange(teamId));
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const send = () =>
    ask.run({ cardId, field, value: value.trim() === '' ? null : value, note }, () => {
      notify.success(COPY.changeRequestSent);
      onClose();
    });
  const label = TEMPLATE_FIELD_LABELS[field];
  return (
    <ConfirmDialog
      open
      title={askForChangeTitle(label)}
      question={COPY.changeRequestDialogIntro}
      confirmLabel={ask.label(COPY.changeRequestSend)}
      cancelLabel={COPY.changeRequestCancel}
      confirmVariant="primary"
      busy={ask.busy}
      onConfirm={send}
      onClose={onClose}
    >
      <FormField
        label={COPY.changeRequestNewValue}
        type={type}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
      />
      <FormField
        label={COPY.changeRequestNote}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
