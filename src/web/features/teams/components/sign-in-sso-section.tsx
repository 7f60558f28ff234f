import { useId, useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { SsoProtocol, SsoSettings, SsoSettingsBody } from '#shared/schemas/sso';
import { Button, buttonClassName, SubmitButton } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';
import { actionToasts, errorMessage } from '#web/lib/toasts';
import { useRemoveTeamSso, useSaveTeamSso, useTeamSso } from '../api/sso';

/**
 * The 'Sign-in' tab's single sign-on (docs/product.md#single-sign-on): the protocol, what the
 * identity provider gave (OpenID Connect's issuer and client, or SAML's metadata), the values
 * to paste into it, the two switches, 'Save', 'Test sign-in' and 'Turn off single sign-on'.
 */
export function SignInSsoSection({ teamId }: { teamId: string }) {
  const sso = useTeamSso(teamId);
  // A new save, or turning it off, starts the form again from what the server keeps (the
  // secret typed is gone once stored).
  const form = sso.isSuccess ? (
    <SsoForm key={sso.data?.updatedAt ?? 'none'} teamId={teamId} saved={sso.data} />
  ) : null;
  return <Panel title={SCREENS.teamSingleSignOn}>{form ?? <QueryState query={sso} />}</Panel>;
}

function SsoForm({ teamId, saved }: { teamId: string; saved: SsoSettings | null }) {
  const save = useSaveTeamSso(teamId);
  const remove = useRemoveTeamSso(teamId);
  const toasts = actionToasts('team-sso');
  const [protocol, setProtocol] = useState<SsoProtocol>(saved?.protocol ?? 'oidc');
  const [issuer, setIssuer] = useState(saved?.issuer ?? '');
  const [clientId, setClientId] = useState(saved?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [metadataXml, setMetadataXml] = useState('');
  const [required, setRequired] = useState(saved?.required ?? false);
  const [jitProvisioning, setJitProvisioning] = useState(saved?.jitProvisioning ?? false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const metadataId = useId();
  const requiredHint = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const switches = { required, jitProvisioning };
    const body: SsoSettingsBody =
      protocol === 'oidc'
        ? {
            protocol,
            issuer: issuer.trim(),
            clientId: clientId.trim(),
            ...(clientSecret.trim() ? { clientSecret: clientSecret.trim() } : {}),
            ...switches,
          }
        : { protocol, metadataXml, ...switches };
    try {
      await save.mutateAsync(body);
      toasts.succeeded(COPY.ssoSettingsSaved);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const turnOff = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(false);
      toasts.succeeded(COPY.ssoTurnedOff);
    } catch (failure) {
      toasts.failed(errorMessage(failure));
    }
  };
  const savedHere = saved?.protocol === protocol ? saved : null;

  return (
    <form className="space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="text-sm text-gray-600">{COPY.ssoNeedsVerifiedDomain}</p>
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">{SCREENS.teamSsoProtocol}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['oidc', 'OpenID Connect'],
              ['saml', 'SAML'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="radio"
                name="protocol"
                value={value}
                checked={protocol === value}
                onChange={() => setProtocol(value)}
                className="h-4 w-4 border-gray-300 text-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {protocol === 'oidc' ? (
        <>
          {savedHere?.redirectUri && (
            <CopyValue label={SCREENS.teamRedirectUri} value={savedHere.redirectUri} />
          )}
          <FormField
            label={SCREENS.teamSsoIssuer}
            type="url"
            value={issuer}
            placeholder="https://login.example.com"
            onChange={(event) => setIssuer(event.target.value)}
          />
          <FormField
            label={SCREENS.teamClientId}
            value={clientId}
            onChange={(event) => setClientId(event.target.value)}
          />
          <FormField
            label={SCREENS.teamClientSecret}
            type="password"
            autoComplete="off"
            value={clientSecret}
            hint={savedHere?.hasClientSecret ? COPY.ssoSecretStored : undefined}
            onChange={(event) => setClientSecret(event.target.value)}
          />
        </>
      ) : (
        <>
          {savedHere?.entityId && (
            <>
              <CopyValue label={SCREENS.teamEntityId} value={savedHere.entityId} />
              <CopyValue label={SCREENS.teamAcsUrl} value={savedHere.acsUrl ?? ''} />
              <CopyValue label={SCREENS.teamMetadataUrl} value={savedHere.metadataUrl ?? ''} />
            </>
          )}
          <div>
            <label htmlFor={metadataId} className="block text-sm font-medium text-gray-900">
              {SCREENS.teamIdentityProviderMetadataXml}
            </label>
            <textarea
              id={metadataId}
              rows={6}
              value={metadataXml}
              spellCheck={false}
              placeholder={savedHere ? savedHere.idpEntityId : '<EntityDescriptor ...>'}
              onChange={(event) => setMetadataXml(event.target.value)}
              className="mt-1 block w-full rounded-md border-0 px-3 py-2 font-mono text-xs text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
            />
          </div>
        </>
      )}
      <Switch
        label={SCREENS.teamRequireSingleSignOn}
        checked={required}
        onChange={setRequired}
        hintId={requiredHint}
        hint={COPY.ssoOwnerKeepsPassword}
      />
      <Switch
        label={SCREENS.teamAddPeopleAtFirstSignIn}
        checked={jitProvisioning}
        onChange={setJitProvisioning}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} label={SCREENS.teamSave} busyLabel={COPY.appSaving} />
        {saved && (
          <>
            <a
              href={`${saved.startUrl}?test=1`}
              target="_blank"
              rel="noopener"
              className={buttonClassName('secondary')}
            >
              {SCREENS.teamTestSignIn}
            </a>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {SCREENS.teamTurnOffSingleSignOn}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={SCREENS.teamTurnOffSingleSignOn}
        question={COPY.ssoTurnOffConfirm}
        confirmLabel={SCREENS.teamSsoTurnOff}
        busy={remove.isPending}
        onConfirm={() => void turnOff()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}

function Switch({
  label,
  checked,
  onChange,
  hint,
  hintId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  hintId?: string;
}) {
  return (
    <div>
      <label className="flex items-center gap-3 text-sm font-medium text-gray-900">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="h-5 w-5 rounded border-gray-300 text-brand-600"
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 ms-8 text-sm text-gray-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A value to paste into the identity provider, read-only, with its 'Copy' button. */
function CopyValue({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField
        label={label}
        value={value}
        readOnly
        spellCheck={false}
        className="min-w-0 flex-1 basis-64"
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="secondary"
        aria-label={SCREENS.teamSsoCopyLabel(label)}
        onClick={() => void copy(value)}
      >
        {COPY.copyButton}
      </Button>
      {copied && (
        <span role="status" className="text-sm font-medium text-green-700">
          {COPY.copiedNotice}
        </span>
      )}
    </div>
  );
}
