import { useId, useState, type FormEvent } from 'react';
import { COPY, passkeyDatesLabel } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { PasskeyName, type Passkey } from '#shared/schemas/passkeys';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { PasswordField } from '#web/components/ui/password-field';
import { QueryState } from '#web/components/ui/query-state';
import { useHydrated } from '#web/hooks/use-hydrated';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { formatDate } from '#web/lib/format-date';
import { supportsPasskeys, thisDeviceName } from '#web/lib/passkeys';
import { notify, SETTINGS_TOAST } from '#web/lib/toasts';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { SecurityPart } from './security-section';

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutationForm(useRemovePasskey(), {
    fallback: COPY.passkeyRemoveFailed,
    options: SETTINGS_TOAST,
  });
  const removeIt = () =>
    remove.run(passkey.id, () => {
      setConfirming(false);
      notify.success(COPY.passkeyRemoved, SETTINGS_TOAST);
    });
  const lastUsed = passkey.lastUsedAt ? formatDate(passkey.lastUsedAt, 'dateTime') : null;
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p id={nameId} className="font-medium break-words text-gray-900">
          {passkey.name}
        </p>
        <p className="text-sm text-gray-600">
          {passkeyDatesLabel(formatDate(passkey.createdAt, 'dateTime'), lastUsed)}
        </p>
      </div>
      <Button variant="secondary" aria-describedby={nameId} onClick={() => setConfirming(true)}>
        {COPY.removePasskey}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={COPY.removePasskeyTitle}
        question={COPY.removePasskeyQuestion}
        confirmLabel={SCREENS.settingsYesRemoveIt}
        busy={remove.busy}
        onConfirm={() => void removeIt()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

/** Adding a passkey: its name (this browser's, to start with), then the device's own prompt. */
function AddPasskeyForm() {
  const hydrated = useHydrated();
  const [name, setName] = useState(thisDeviceName);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutationForm(useAddPasskey(), {
    fallback: COPY.passkeyAddFailed,
    options: SETTINGS_TOAST,
  });
  if (hydrated && !supportsPasskeys()) {
    return <p className="text-sm text-gray-600">{COPY.passkeyNotSupported}</p>;
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = PasskeyName.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await add.run({ name: checked.data, password }, () => {
      setName(thisDeviceName());
      setPassword('');
      notify.success(COPY.passkeyAdded, SETTINGS_TOAST);
    });
  };
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      noValidate
      onSubmit={submit}
    >
      <FormField
        label={COPY.passkeyNameLabel}
        value={name}
        maxLength={60}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <PasswordField
        label={SCREENS.settingsCurrentPassword}
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={add.busy || !hydrated}>
        {add.label(COPY.addPasskey, COPY.addingPasskey)}
      </Button>
    </form>
  );
}

/** Settings' passkeys (docs/product.md#passkeys): the list, 'Remove', and 'Add a passkey'. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  return (
    <SecurityPart title={COPY.passkeysTitle} description={COPY.passkeysDescription}>
      <QueryState query={passkeys} className="text-sm" />
      {passkeys.data?.length === 0 && <p className="text-sm text-gray-600">{COPY.noPasskeysYet}</p>}
      {Boolean(passkeys.data?.length) && (
        <ul aria-label={COPY.passkeysTitle} className="mb-4 divide-y divide-gray-100">
          {passkeys.data?.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <AddPasskeyForm />
    </SecurityPart>
  );
}
