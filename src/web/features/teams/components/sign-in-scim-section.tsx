import { useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import type { Team } from '#shared/schemas/teams';
import { Alert } from '#web/components/ui/alert';
import { Button, SubmitButton } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { appConfig } from '#web/lib/app-config';
import { formatDate } from '#web/lib/format-date';
import { notify } from '#web/lib/toasts';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api/scim-tokens';

/** Where the identity provider sends its SCIM requests. */
export function scimBaseUrl(appUrl: string = appConfig.appUrl): string {
  return `${appUrl.replace(/\/$/, '')}/scim/v2`;
}

/** A value to paste into the identity provider, with its copy button. */
function CopyValue({ label, value }: { label: string; value: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div>
      <div className="text-sm font-medium text-gray-900">{label}</div>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code className="rounded bg-gray-100 px-2 py-1 text-sm break-all text-gray-900">
          {value}
        </code>
        <Button
          variant="secondary"
          onClick={() => void copy(value)}
          aria-label={`${COPY.scimCopy}: ${label}`}
        >
          {copied ? COPY.scimCopied : COPY.scimCopy}
        </Button>
      </div>
    </div>
  );
}

/**
 * The 'Sign-in' tab's SCIM section (docs/product.md#scim): the base URL to paste, the tokens
 * with their last use, 'Create token' (the token shown once, with a copy button) and 'Revoke'
 * after a confirmation.
 */
export function SignInScimSection({ team }: { team: Team }) {
  const tokens = useScimTokens(team.id);
  const create = useMutationForm(useCreateScimToken(team.id));
  const revoke = useMutationForm(useRevokeScimToken(team.id));
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create.run(name.trim(), (created) => {
      setMade({ name: created.name, token: created.token });
      setName('');
      notify.success(COPY.scimTokenCreated);
    });
  };
  const confirmRevoke = async () => {
    if (!revoking) return;
    await revoke.run(revoking.id, () => notify.success(COPY.scimTokenRevoked));
    setRevoking(null);
  };
  return (
    <Panel title={COPY.scimSectionTitle} id="scim">
      <div className="space-y-5">
        <p className="text-sm text-gray-600">{COPY.scimSectionIntro}</p>
        <CopyValue label={COPY.scimBaseUrl} value={scimBaseUrl()} />
        {made && (
          <div data-testid="scim-token-once" className="space-y-2">
            <Alert tone="info">{COPY.scimTokenCreatedOnce}</Alert>
            <CopyValue label={made.name} value={made.token} />
          </div>
        )}
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <FormField
            label={COPY.scimTokenName}
            value={name}
            maxLength={80}
            required
            onChange={(event) => setName(event.target.value)}
            className="min-w-0 flex-1"
          />
          <SubmitButton
            busy={create.busy}
            label={COPY.scimCreateToken}
            busyLabel={COPY.appCreating}
          />
        </form>
        <div>
          <h3 className="text-sm font-medium text-gray-900">{COPY.scimTokens}</h3>
          {!tokens.data ? (
            <QueryState query={tokens} />
          ) : tokens.data.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">{COPY.scimNoTokens}</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100" aria-label={COPY.scimTokens}>
              {tokens.data.map((token) => (
                <li key={token.id} className="flex flex-wrap items-center gap-3 py-2">
                  <div className="min-w-0 flex-1">
                    <div className="font-medium break-all text-gray-900">{token.name}</div>
                    <div className="text-xs text-gray-600">
                      {token.lastUsedAt
                        ? `${COPY.scimLastUsed}: ${formatDate(token.lastUsedAt, 'dateTime')}`
                        : COPY.scimNeverUsed}
                    </div>
                  </div>
                  <Button
                    variant="secondary"
                    onClick={() => setRevoking({ id: token.id, name: token.name })}
                    aria-label={`${COPY.scimRevoke} ${token.name}`}
                  >
                    {COPY.scimRevoke}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={`${COPY.scimRevoke} ${revoking?.name ?? ''}`}
        question={COPY.scimRevokeConfirm}
        confirmLabel={COPY.scimRevoke}
        busy={revoke.busy}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setRevoking(null)}
      />
    </Panel>
  );
}
