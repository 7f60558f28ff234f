import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState } from 'react';
import { COPY } from '#shared/copy';
import {
  followUpPreviewLabel,
  sendFollowUpLabel,
  unknownPlaceholdersMessage,
} from '#shared/copy/follow-up';
import {
  fillSubject,
  fillTemplate,
  followUpValues,
  unknownPlaceholders,
} from '#shared/leads/follow-up-template';
import {
  FOLLOW_UP_BODY_MAX_LENGTH,
  FOLLOW_UP_SUBJECT_MAX_LENGTH,
  type FollowUpResult,
  type FollowUpTemplate,
} from '#shared/schemas/follow-up';
import type { Lead } from '#shared/schemas/leads';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { QueryState } from '#web/components/ui/query-state';
import { useCurrentUser } from '#web/lib/current-user';
import { withFailureToast } from '#web/lib/failure-toast';
import {
  useEventNames,
  useFollowUpTemplate,
  useSaveFollowUpTemplate,
  useSendFollowUp,
} from '../api/follow-up';

/** What the e-mail to the first lead will say, filled as the server fills it. */
function Preview({ lead, subject, body }: { lead: Lead; subject: string; body: string }) {
  const user = useCurrentUser();
  const events = useEventNames(Boolean(lead.eventId));
  const ownerName =
    [user.data?.firstName, user.data?.lastName].filter(Boolean).join(' ') || lead.cardName;
  const values = followUpValues({
    leadName: lead.name,
    eventName: lead.eventId ? (events.data?.get(lead.eventId) ?? null) : null,
    ownerName,
  });
  return (
    <section aria-label={followUpPreviewLabel(lead.name)} className="rounded-md bg-gray-50 p-3">
      <h4 className="text-xs font-semibold text-gray-500 uppercase">
        {followUpPreviewLabel(lead.name)}
      </h4>
      <p className="mt-2 text-sm font-semibold text-gray-900">{fillSubject(subject, values)}</p>
      <p className="mt-2 text-sm whitespace-pre-wrap text-gray-700">{fillTemplate(body, values)}</p>
    </section>
  );
}

/** The template, editable, and the send; the owner's changes are saved before it. */
function FollowUpForm({
  template,
  leads,
  onClose,
  onSent,
}: {
  template: FollowUpTemplate;
  leads: Lead[];
  onClose(): void;
  onSent(result: FollowUpResult): void;
}) {
  const bodyId = useId();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const save = useSaveFollowUpTemplate();
  const send = useSendFollowUp();
  const busy = save.isPending || send.isPending;
  const unknown = [...new Set([...unknownPlaceholders(subject), ...unknownPlaceholders(body)])];
  const problem = unknown.length > 0 ? unknownPlaceholdersMessage(unknown) : null;
  const changed = subject.trim() !== template.subject || body.trim() !== template.body;
  const submit = () =>
    withFailureToast(async () => {
      if (changed) await save.mutateAsync({ subject: subject.trim(), body: body.trim() });
      onSent(await send.mutateAsync(leads.map((lead) => lead.id)));
    });
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField
        label={COPY.leadsUiSubject}
        value={subject}
        maxLength={FOLLOW_UP_SUBJECT_MAX_LENGTH}
        required
        onChange={(event) => setSubject(event.target.value)}
      />
      <div>
        <label htmlFor={bodyId} className="block text-sm font-medium text-gray-900">
          {COPY.leadsUiText}
        </label>
        <textarea
          id={bodyId}
          rows={9}
          value={body}
          required
          maxLength={FOLLOW_UP_BODY_MAX_LENGTH}
          aria-describedby={`${bodyId}-hint`}
          onChange={(event) => setBody(event.target.value)}
          className="mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 ring-gray-300 ring-inset"
        />
        <p id={`${bodyId}-hint`} className="mt-1 text-sm text-gray-500">
          {COPY.followUpPlaceholdersHint}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      {leads[0] && <Preview lead={leads[0]} subject={subject} body={body} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {COPY.appCancel}
        </Button>
        <Button
          type="submit"
          disabled={busy || Boolean(problem) || !subject.trim() || !body.trim()}
        >
          {busy ? COPY.acctSending : sendFollowUpLabel(leads.length)}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Send follow-up' (docs/product.md#follow-up): the owner's template for the selected leads, a
 * preview for the first, and the send.
 */
export function FollowUpDialog({
  open,
  leads,
  onClose,
  onSent,
}: {
  open: boolean;
  leads: Lead[];
  onClose(): void;
  onSent(result: FollowUpResult): void;
}) {
  const template = useFollowUpTemplate(open);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-gray-500/75" />
      <div className="fixed inset-0 z-10 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className="w-full max-w-2xl rounded-lg bg-white px-6 pt-5 pb-4 shadow-xl">
            <DialogTitle as="h3" className="text-base font-semibold text-gray-900">
              {COPY.leadsUiSendFollowUp}
            </DialogTitle>
            <QueryState query={template} />
            {template.data && (
              <FollowUpForm
                template={template.data}
                leads={leads}
                onClose={onClose}
                onSent={onSent}
              />
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
