import { useId, useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { EmailAddress } from '#shared/schemas/auth';
import { Alert } from '#web/components/ui/alert';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { errorMessage } from '#web/lib/toasts';

export interface ActionInput {
  /** Left out when the admin gave none (the API then records no reason). */
  reason?: string;
  email?: string;
  /** A move only: true when the admin ticked 'Keep the previous owner's data'. */
  keepOwnerData?: boolean;
}

export interface ActionDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** Suspending and taking down need a reason; the other actions may go without one. */
  reasonRequired?: boolean;
  /** Moving a card asks where to: an e-mail address. */
  askEmail?: boolean;
  /**
   * Moving a card also asks whether the previous owner's data goes with it: unticked (the
   * default) it is wiped, so a mistaken move never hands one person's data to another.
   */
  askKeepOwnerData?: boolean;
  destructive?: boolean;
  onClose(): void;
  /** Does the action; a rejection's message (the API's) stays in the dialog. */
  run(input: ActionInput): Promise<void>;
}

/**
 * Every admin action goes through this confirmation: it asks for the reason the audit log keeps
 * (and the e-mail address for a move), and shows the API's refusal without closing, so the
 * admin can correct the address or reason and try again.
 */
export function ActionDialog({
  open,
  title,
  question,
  confirmLabel,
  reasonRequired = false,
  askEmail = false,
  askKeepOwnerData = false,
  destructive = false,
  onClose,
  run,
}: ActionDialogProps) {
  const reasonId = useId();
  const keepId = useId();
  const [reason, setReason] = useState('');
  const [keepOwnerData, setKeepOwnerData] = useState(false);
  const [email, setEmail] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setReason('');
    setEmail('');
    setKeepOwnerData(false);
    setReasonError(null);
    setEmailError(null);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    const trimmed = reason.trim();
    const address = askEmail ? EmailAddress.safeParse(email) : null;
    setReasonError(reasonRequired && !trimmed ? COPY.reasonRequired : null);
    setEmailError(address && !address.success ? COPY.invalidEmail : null);
    if ((reasonRequired && !trimmed) || (address && !address.success)) return;
    setBusy(true);
    setFailure(null);
    try {
      await run({
        ...(trimmed ? { reason: trimmed } : {}),
        ...(address?.success ? { email: address.data } : {}),
        ...(askKeepOwnerData ? { keepOwnerData } : {}),
      });
      setBusy(false);
      setReason('');
      setEmail('');
      setKeepOwnerData(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage(error, COPY.somethingWentWrong));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={title}
      question={question}
      confirmLabel={busy ? SCREENS.consoleWorking : confirmLabel}
      cancelLabel={SCREENS.consoleCancel}
      confirmVariant={destructive ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {askEmail && (
        <FormField
          label={SCREENS.consoleNewOwnerEmail}
          type="email"
          autoComplete="off"
          required
          value={email}
          error={emailError ?? undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      {askKeepOwnerData && (
        <div className="flex items-start gap-2">
          <input
            id={keepId}
            type="checkbox"
            checked={keepOwnerData}
            aria-describedby={`${keepId}-hint`}
            onChange={(event) => setKeepOwnerData(event.target.checked)}
            className="mt-0.5 size-4 rounded border-gray-300 text-brand-600"
          />
          <div className="text-sm">
            <label htmlFor={keepId} className="font-medium text-gray-900">
              {COPY.adminKeepOwnerDataLabel}
            </label>
            <p id={`${keepId}-hint`} className="text-gray-500">
              {COPY.adminKeepOwnerDataHint}
            </p>
          </div>
        </div>
      )}
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-gray-900">
          {reasonRequired ? SCREENS.consoleReason : SCREENS.consoleReasonOptional}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          required={reasonRequired}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${reasonId}-${reasonError ? 'error' : 'hint'}`}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 block w-full rounded-md border-0 px-3 py-2 text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:ring-inset aria-invalid:ring-red-500 sm:text-sm"
        />
        {reasonError ? (
          <p id={`${reasonId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {reasonError}
          </p>
        ) : (
          <p id={`${reasonId}-hint`} className="mt-1 text-sm text-gray-500">
            {COPY.adminReasonHint}
          </p>
        )}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
    </ConfirmDialog>
  );
}

/** The body of an action whose reason may be left out: `{}` then, as the API expects. */
export function optionalReason(input: ActionInput): { reason?: string } {
  return input.reason ? { reason: input.reason } : {};
}
