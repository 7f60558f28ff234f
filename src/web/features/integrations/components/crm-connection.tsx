import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { COPY } from '#shared/copy';
import { crmAccountMessage, crmSentences } from '#shared/copy/crm';
import { SCREENS } from '#shared/copy/screens';
import type { Integration } from '#shared/schemas/integrations';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { LoadError } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { ApiError } from '#web/lib/api-client';
import { notify } from '#web/lib/toasts';
import { useDisconnectCrm } from '../api/disconnect-crm';
import { useCrmFields } from '../api/get-crm-fields';
import { ALL_INTEGRATION_LISTS, type IntegrationScope } from '../api/get-integrations';
import { CrmConnect } from './crm-connect';
import { CrmFieldMap } from './crm-field-map';
import { CrmFixedValues } from './crm-fixed-values';

/** Who the connection sends to, why it waits, and its waiting and failed leads. */
function ConnectionSummary({ integration }: { integration: Integration }) {
  const copy = crmSentences(integration.provider);
  return (
    <div className="space-y-3">
      {(integration.accountId || integration.apiBase) && (
        <p className="text-sm break-words text-gray-700">
          {integration.accountId && crmAccountMessage(integration.provider, integration.accountId)}
          {integration.apiBase && (
            <span className="block text-gray-600">{integration.apiBase}</span>
          )}
        </p>
      )}
      {integration.status !== 'connected' && (
        <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {integration.lastError && (
            <p className="font-medium break-words">{integration.lastError}</p>
          )}
          <p>{copy.reconnectNote}</p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <div className="rounded-md bg-gray-50 p-3">
          <dt className="text-xs font-medium text-gray-600">{SCREENS.integrationsLeadsWaiting}</dt>
          <dd className="text-lg font-semibold text-gray-900">{integration.waiting}</dd>
        </div>
        <div className={`rounded-md p-3 ${integration.failed > 0 ? 'bg-red-50' : 'bg-gray-50'}`}>
          <dt className="text-xs font-medium text-gray-600">{SCREENS.integrationsLeadsFailed}</dt>
          <dd
            className={`text-lg font-semibold ${integration.failed > 0 ? 'text-red-700' : 'text-gray-900'}`}
          >
            {integration.failed}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The CRM's answer to GET .../fields when it is one to show: a 4xx's, a 409's, a 503's. */
function fieldsFailure(error: unknown): string {
  return error instanceof ApiError && error.message && error.status >= 400 && error.status !== 500
    ? error.message
    : COPY.crmFieldsUnavailable;
}

/**
 * A connected CRM: its summary, the fields it lists (read once; while they are not known, or
 * when the CRM does not list them, the fixed values and the map are shown read-only with why),
 * 'Reconnect' when it needs it, and 'Disconnect'.
 */
export function CrmConnection({
  scope,
  connection,
  onConnectStart,
}: {
  scope: IntegrationScope;
  connection: Integration;
  onConnectStart: () => void;
}) {
  const { provider } = connection;
  const copy = crmSentences(provider);
  const queryClient = useQueryClient();
  const accepted = connection.status !== 'reconnect_needed';
  const fields = useCrmFields(scope, provider, accepted);
  const disconnect = useMutationForm(useDisconnectCrm(scope, provider));
  const [confirming, setConfirming] = useState(false);
  const refusedNow = fields.error instanceof ApiError && fields.error.status === 409;
  useEffect(() => {
    // The CRM refused our access while its fields were asked for: the badge is out of date.
    if (refusedNow) void queryClient.invalidateQueries({ queryKey: ALL_INTEGRATION_LISTS });
  }, [refusedNow, queryClient]);

  const endConnection = async () => {
    await disconnect.run(undefined, () => {
      setConfirming(false);
      notify.success(copy.disconnected);
    });
  };
  const listed = accepted && fields.isSuccess ? fields.data : null;

  return (
    <>
      <ConnectionSummary integration={connection} />
      {!accepted ? (
        <p className="text-sm text-gray-700">{copy.reconnectToEdit}</p>
      ) : fields.isPending ? (
        <p role="status" className="text-sm text-gray-700">
          {COPY.crmFieldsLoading}
        </p>
      ) : (
        fields.isError && (
          <LoadError
            className="text-sm"
            message={fieldsFailure(fields.error)}
            onRetry={() => void fields.refetch()}
          />
        )
      )}
      <CrmFixedValues
        scope={scope}
        provider={provider}
        fixedValues={connection.fixedValues}
        fields={listed}
      />
      <CrmFieldMap
        scope={scope}
        provider={provider}
        fieldMap={connection.fieldMap}
        fields={listed}
      />
      <div className="flex flex-wrap items-start gap-2 border-t border-gray-100 pt-4">
        {connection.status !== 'connected' && (
          <CrmConnect
            scope={scope}
            provider={provider}
            connection={connection}
            onStart={onConnectStart}
          />
        )}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {SCREENS.integrationsDisconnect}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={copy.disconnectTitle}
        question={copy.disconnectQuestion}
        confirmLabel={SCREENS.integrationsYesDisconnect}
        busy={disconnect.busy}
        onConfirm={() => void endConnection()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
