import { useState, type FormEvent } from 'react';
import { crmSentences, dynamicsEnvironmentHint } from '#shared/copy/crm';
import { SCREENS } from '#shared/copy/screens';
import type { CrmProvider, Integration } from '#shared/schemas/integrations';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { ApiError } from '#web/lib/api-client';
import { errorMessage, notify } from '#web/lib/toasts';
import { useConnectCrm } from '../api/connect-crm';
import type { IntegrationScope } from '../api/get-integrations';

/** An address typed without its scheme ('contoso.crm.dynamics.com') is taken as https. */
function withScheme(address: string): string {
  const trimmed = address.trim();
  return !trimmed || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * 'Connect {CRM}' (or 'Reconnect {CRM}' for `connection`): sends the browser to the CRM's
 * consent page. Dynamics 365 first asks for the Dataverse environment's address, which a
 * reconnection takes from the connection; the server's 400 about it is shown at the field, its
 * 503 (the CRM is not set up on this server) in place. `onStart` runs on the click.
 */
export function CrmConnect({
  scope,
  provider,
  connection,
  onStart,
}: {
  scope: IntegrationScope;
  provider: CrmProvider;
  connection?: Integration | undefined;
  onStart: () => void;
}) {
  const copy = crmSentences(provider);
  const connect = useConnectCrm(scope, provider);
  const [environmentUrl, setEnvironmentUrl] = useState('');
  const [refused, setRefused] = useState<{ message: string; atField: boolean } | null>(null);
  const savedEnvironment = connection?.apiBase;
  const asksEnvironment = provider === 'dynamics' && !savedEnvironment;
  const label = connection ? copy.reconnectLabel : copy.connectLabel;
  // Busy from the click until the browser has left for the CRM.
  const connecting = connect.isPending || connect.isSuccess;

  const start = async () => {
    onStart();
    setRefused(null);
    const body =
      provider === 'dynamics'
        ? { environmentUrl: savedEnvironment ?? withScheme(environmentUrl) }
        : undefined;
    try {
      window.location.assign(await connect.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 503)) {
        setRefused({ message: error.message, atField: asksEnvironment && error.status === 400 });
      } else {
        notify.error(errorMessage(error));
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start();
  };
  const elsewhere = refused && !refused.atField && <Alert tone="error">{refused.message}</Alert>;

  if (!asksEnvironment) {
    return (
      <div className="space-y-3">
        {elsewhere}
        <Button disabled={connecting} onClick={() => void start()}>
          {label}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {elsewhere}
      <FormField
        className="sm:max-w-md"
        label={SCREENS.integrationsEnvironmentUrl}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://contoso.crm.dynamics.com"
        hint={dynamicsEnvironmentHint}
        value={environmentUrl}
        error={refused?.atField ? refused.message : undefined}
        onChange={(event) => setEnvironmentUrl(event.target.value)}
      />
      <Button type="submit" disabled={connecting}>
        {label}
      </Button>
    </form>
  );
}
