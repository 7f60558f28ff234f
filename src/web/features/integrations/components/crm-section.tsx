import { crmSentences } from '#shared/copy/crm';
import { SCREENS } from '#shared/copy/screens';
import {
  CRM_LABELS,
  type CrmArrival,
  type CrmProvider,
  type Integration,
} from '#shared/schemas/integrations';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useIntegrations, type IntegrationScope } from '../api/get-integrations';
import { Badge, type BadgeTone } from './badge';
import { CrmArrivalNotice } from './crm-arrivals';
import { CrmConnect } from './crm-connect';
import { CrmConnection } from './crm-connection';

const STATUS_BADGES: Record<Integration['status'], { tone: BadgeTone; label: string }> = {
  connected: { tone: 'green', label: SCREENS.integrationsConnected },
  reconnect_needed: { tone: 'amber', label: SCREENS.integrationsReconnectNeeded },
  failed: { tone: 'red', label: SCREENS.integrationsFailed },
};

/**
 * One CRM for the owner (teamId null) or a team: what it does with a lead, 'Connect {CRM}'
 * (Dynamics 365 asks for its environment first), which sends the browser to the CRM's consent
 * page and back with `?{crm}=...`; once connected, its status, account, waiting and failed
 * leads, the fixed values, the field map and 'Disconnect'. `arrival` is what the CRM's redirect
 * back said, shown until dismissed or until the owner connects again.
 */
export function CrmSection({
  scope,
  provider,
  team = false,
  arrival,
  onDismissArrival = () => undefined,
}: {
  scope: IntegrationScope;
  provider: CrmProvider;
  team?: boolean;
  arrival?: CrmArrival | undefined;
  onDismissArrival?: () => void;
}) {
  const copy = crmSentences(provider);
  const integrations = useIntegrations(scope);
  const connection = integrations.data?.find((integration) => integration.provider === provider);
  const badge = connection && STATUS_BADGES[connection.status];

  return (
    <Panel
      title={CRM_LABELS[provider]}
      actions={badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
      bodyClassName="mt-2 space-y-4"
    >
      <div className="space-y-2 text-sm text-gray-700">
        <p>{copy.intro}</p>
        {team && <p>{copy.teamIntro}</p>}
      </div>
      {arrival && (
        <CrmArrivalNotice provider={provider} arrival={arrival} onDismiss={onDismissArrival} />
      )}
      <QueryState query={integrations} className="text-sm" />
      {integrations.isSuccess && !connection && (
        <CrmConnect scope={scope} provider={provider} onStart={onDismissArrival} />
      )}
      {connection && (
        <CrmConnection
          // A new connection (disconnected, then connected again) starts its forms afresh.
          key={connection.createdAt}
          scope={scope}
          connection={connection}
          onConnectStart={onDismissArrival}
        />
      )}
    </Panel>
  );
}
