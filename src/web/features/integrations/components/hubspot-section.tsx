import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { hubspotAccountMessage, COPY } from '#shared/copy';
import type { Integration } from '#shared/schemas/integrations';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { ApiError } from '#web/lib/api-client';
import { errorMessage, notify } from '#web/lib/toasts';
import { useConnectHubSpot } from '../api/connect-hubspot';
import { useDisconnectHubSpot } from '../api/disconnect-hubspot';
import { useIntegrations, type IntegrationScope } from '../api/get-integrations';
import { Badge, type BadgeTone } from './badge';
import { HubSpotFieldMap } from './hubspot-field-map';
import { HubSpotFixedValues } from './hubspot-fixed-values';

const STATUS_BADGES: Record<Integration['status'], { tone: BadgeTone; label: string }> = {
  connected: { tone: 'green', label: 'Connected' },
  reconnect_needed: { tone: 'amber', label: 'Reconnect needed' },
  failed: { tone: 'red', label: 'Failed' },
};

/** What HubSpot's redirect back says (`?hubspot=`), as a toast once on arrival. */
const ARRIVAL_NOTICES = {
  connected: () => notify.success(COPY.hubspotConnected, { toastId: 'hubspot-arrival' }),
  cancelled: () => notify.info(COPY.hubspotConnectCancelled, { toastId: 'hubspot-arrival' }),
  failed: () => notify.error(COPY.hubspotConnectFailed, { toastId: 'hubspot-arrival' }),
} as const;

/** Shows the notice of `?hubspot=connected|cancelled|failed`, then takes it off the address. */
function useArrivalNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('hubspot');
  useEffect(() => {
    if (!outcome) return;
    if (outcome in ARRIVAL_NOTICES) ARRIVAL_NOTICES[outcome as keyof typeof ARRIVAL_NOTICES]();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('hubspot');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
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
            {hubspotAccountMessage(integration.accountId)}
          </span>
        )}
      </div>
      {integration.status !== 'connected' && (
        <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {integration.lastError && <p className="font-medium">{integration.lastError}</p>}
          <p>{COPY.hubspotReconnectNote}</p>
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
 * HubSpot for the owner (teamId null) or a team: 'Connect HubSpot' sends the browser to
 * HubSpot's consent page, which comes back to this screen with `?hubspot=...`; once connected,
 * its status, its waiting and failed leads, the owner's fixed values and 'Disconnect'.
 */
export function HubSpotSection({ scope, intro }: { scope: IntegrationScope; intro?: string }) {
  useArrivalNotice();
  const integrations = useIntegrations(scope);
  const connect = useConnectHubSpot(scope);
  const disconnect = useMutationForm(useDisconnectHubSpot(scope));
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const hubspot = integrations.data?.find((integration) => integration.provider === 'hubspot');

  const startConnect = async () => {
    setUnavailable(null);
    try {
      window.location.assign(await connect.mutateAsync());
    } catch (error) {
      // 503: HubSpot is not set up on this server; its message says so, in place.
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
      notify.success(COPY.hubspotDisconnected);
    });
  };
  // Busy from the click until the browser has left for HubSpot.
  const connecting = connect.isPending || connect.isSuccess;

  return (
    <Panel title="HubSpot" bodyClassName="mt-2 space-y-4">
      <p className="text-sm text-gray-700">
        {COPY.hubspotIntro} {intro}
      </p>
      <QueryState query={integrations} className="text-sm" />
      {unavailable && <Alert tone="error">{unavailable}</Alert>}
      {integrations.isSuccess && !hubspot && (
        <Button disabled={connecting} onClick={() => void startConnect()}>
          Connect HubSpot
        </Button>
      )}
      {hubspot && (
        <>
          <ConnectionSummary integration={hubspot} />
          <HubSpotFixedValues scope={scope} fixedValues={hubspot.fixedValues} />
          <HubSpotFieldMap scope={scope} fieldMap={hubspot.fieldMap} />
          <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-4">
            {hubspot.status !== 'connected' && (
              <Button disabled={connecting} onClick={() => void startConnect()}>
                Reconnect HubSpot
              </Button>
            )}
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            title={COPY.disconnectHubspotTitle}
            question={COPY.disconnectHubspotQuestion}
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
