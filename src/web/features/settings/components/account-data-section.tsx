import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { COPY, requiredMessage } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { PasswordField } from '#web/components/ui/password-field';
import { ApiError } from '#web/lib/api-client';
import { withFailureToast } from '#web/lib/failure-toast';
import { clearSession } from '#web/lib/session';
import { errorMessage, notify, SETTINGS_TOAST } from '#web/lib/toasts';
import { downloadAccountData, useDeleteAccount } from '../api/account-data';
import { SettingsSection } from './settings-section';

function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await withFailureToast(downloadAccountData, {
      fallback: COPY.accountDataDownloadFailed,
      options: SETTINGS_TOAST,
    });
    setBusy(false);
  };
  return (
    <div>
      <p className="text-sm text-gray-700">{COPY.accountDataContents}</p>
      <Button variant="secondary" className="mt-4" onClick={() => void download()} disabled={busy}>
        {busy ? COPY.downloadingMyData : COPY.downloadMyData}
      </Button>
    </div>
  );
}

/**
 * The red box: a dialog says what deleting does and asks for the password. A wrong password
 * (or too many) shows under the field and keeps the dialog open; success signs out here and
 * lands on the login screen.
 */
function DeleteAccountBox() {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const deletion = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = () => {
    setAsking(false);
    setPassword('');
    setFieldError(undefined);
  };
  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) {
      setFieldError(requiredMessage(COPY.twoStepPasswordLabel));
      return;
    }
    try {
      await deletion.mutateAsync({ password });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        setFieldError(error.message);
      } else {
        notify.error(errorMessage(error, COPY.deleteAccountFailed), SETTINGS_TOAST);
      }
      return;
    }
    // The session no longer exists on the server: forget it here without asking it to end.
    clearSession(queryClient);
    void navigate(ROUTES.login, { replace: true });
    notify.success(COPY.accountDeleted);
  };
  return (
    <div
      className="rounded-md border border-red-200 bg-red-50 p-4"
      data-testid="delete-account-box"
    >
      <h3 className="text-sm font-semibold text-red-800">{COPY.deleteAccountTitle}</h3>
      <p className="mt-1 text-sm text-red-700">{COPY.deleteAccountSummary}</p>
      <Button variant="danger" className="mt-4" onClick={() => setAsking(true)}>
        {COPY.deleteAccountButton}
      </Button>
      <ConfirmDialog
        open={asking}
        title={COPY.deleteAccountTitle}
        question={COPY.deleteAccountQuestion}
        confirmLabel={COPY.deleteAccountConfirm}
        cancelLabel={COPY.deleteAccountKeep}
        busy={deletion.isPending}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {/* A form, so Enter in the password field confirms like the red button. */}
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <PasswordField
            label={COPY.deleteAccountPasswordLabel}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={fieldError}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(undefined);
            }}
          />
        </form>
      </ConfirmDialog>
    </div>
  );
}

/** Settings → Your Data: a copy of everything, and the way out. */
export function AccountDataSection() {
  return (
    <SettingsSection title={COPY.accountDataTitle} description={COPY.accountDataDescription}>
      <div className="space-y-6">
        <DownloadMyData />
        <DeleteAccountBox />
      </div>
    </SettingsSection>
  );
}
