import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { crmAccountMessage, crmSentences } from '#shared/copy/crm';
import {
  CRM_ARRIVALS,
  CRM_LABELS,
  type CrmArrival,
  type CrmProvider,
  type Integration,
} from '#shared/schemas/integrations';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { ApiError } from '#web/lib/api-client';
import { errorMessage, notify } from '#web/lib/toasts';
import { useConnectCrm } from '../api/connect-crm';
import { useDisconnectCrm } from '../api/disconnect-crm';
import { useIntegrations, type IntegrationScope } from '../api/get-integrations';
import { Badge, type BadgeTone } from './badge';
import { CrmFieldMap } from './crm-field-map';
import { CrmFixedValues } from './crm-fixed-values';

const STATUS_BADGES: Record<Integration['status'], { tone: BadgeTone; label: string }> = {
  connected: { tone: 'green', label: 'Connected' },
  reconnect_needed: { tone: 'amber', label: 'Reconnect needed' },
  failed: { tone: 'red', label: 'Failed' },
};

/** The sentence and tone of what the CRM's redirect back says (`?{crm}=...`). */
function arrivalNotice(provider: CrmProvider, outcome: CrmArrival) {
  const copy = crmSentences(provider);
  const toastId = `${provider}-arrival`;
  const notices: Record<CrmArrival, () => void> = {
    connected: () => notify.success(copy.connected, { toastId }),
    cancelled: () => notify.info(copy.cancelled, { toastId }),
    failed: () => notify.error(copy.failed, { toastId }),
    expired: () => notify.error(copy.stateInvalid, { toastId }),
    other_browser: () => notify.error(copy.otherBrowser, { toastId }),
    team_access_lost: () => notify.error(copy.teamAccessLost, { toastId }),
    not_configured: () => notify.error(copy.notConfigured, { toastId }),
  };
  notices[outcome]();
}

/** Shows the notice of `?{crm}=connected|...`, then takes it off the address. */
function useArrivalNotice(provider: CrmProvider) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(provider);
  useEffect(() => {
    if (!outcome) return;
    if ((CRM_ARRIVALS as readonly string[]).includes(outcome)) {
      arrivalNotice(provider, outcome as CrmArrival);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(provider);
        return next;
      },
      { replace: true },
    );
  }, [outcome, provider, setParams]);
}

/** The connection's state: who it sends to, and its waiting and failed leads. */
function ConnectionSummary({ integration }: { integration: Integration }) {
  const badge = STATUS_BADGES[integration.status];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {integration.accountId && (
          <span className="text-sm text-gray-700">
            {crmAccountMessage(integration.provider, integration.accountId)}
          </span>
        )}
      </div>
      {integration.status !== 'connected' && (
        <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {integration.lastError && <p className="font-medium">{integration.lastError}</p>}
          <p>{crmSentences(integration.provider).reconnectNote}</p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <div className="rounded-md bg-gray-50 p-3">
          <dt className="text-xs font-medium text-gray-600">Leads waiting</dt>
          <dd className="text-lg font-semibold text-gray-900">{integration.waiting}</dd>
        </div>
        <div className="rounded-md bg-gray-50 p-3">
          <dt className="text-xs font-medium text-gray-600">Leads failed</dt>
          <dd className="text-lg font-semibold text-gray-900">{integration.failed}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * One CRM for the owner (teamId null) or a team: 'Connect {CRM}' sends the browser to the CRM's
 * consent page, which comes back to this screen with `?{crm}=...`; once connected, its status,
 * its waiting and failed leads, the fixed values, the field map and 'Disconnect'.
 */
export function CrmSection({
  scope,
  provider,
  team = false,
}: {
  scope: IntegrationScope;
  provider: CrmProvider;
  team?: boolean;
}) {
  useArrivalNotice(provider);
  const copy = crmSentences(provider);
  const integrations = useIntegrations(scope);
  const connect = useConnectCrm(scope, provider);
  const disconnect = useMutationForm(useDisconnectCrm(scope, provider));
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const connection = integrations.data?.find((integration) => integration.provider === provider);

  const startConnect = async () => {
    setUnavailable(null);
    try {
      window.location.assign(await connect.mutateAsync());
    } catch (error) {
      // 503: the CRM is not set up on this server; its message says so, in place.
      if (error instanceof ApiError && error.status === 503 && error.message) {
        setUnavailable(error.message);
      } else {
        notify.error(errorMessage(error));
      }
    }
  };
  const endConnection = async () => {
    await disconnect.run(undefined, () => {
      setConfirming(false);
      notify.success(copy.disconnected);
    });
  };
  // Busy from the click until the browser has left for the CRM.
  const connecting = connect.isPending || connect.isSuccess;

  return (
    <Panel title={CRM_LABELS[provider]} bodyClassName="mt-2 space-y-4">
      <p className="text-sm text-gray-700">
        {copy.intro} {team && copy.teamIntro}
      </p>
      <QueryState query={integrations} className="text-sm" />
      {unavailable && <Alert tone="error">{unavailable}</Alert>}
      {integrations.isSuccess && !connection && (
        <Button disabled={connecting} onClick={() => void startConnect()}>
          {copy.connectLabel}
        </Button>
      )}
      {connection && (
        <>
          <ConnectionSummary integration={connection} />
          <CrmFixedValues scope={scope} provider={provider} fixedValues={connection.fixedValues} />
          <CrmFieldMap scope={scope} provider={provider} fieldMap={connection.fieldMap} />
          <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
            {connection.status !== 'connected' && (
              <Button disabled={connecting} onClick={() => void startConnect()}>
                {copy.reconnectLabel}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={copy.disconnectTitle}
            question={copy.disconnectQuestion}
            confirmLabel="Yes, disconnect"
            busy={disconnect.busy}
            onConfirm={() => void endConnection()}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Panel>
  );
}
