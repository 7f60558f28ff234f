import { useId, useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { revokeApiKeyTitle } from '#shared/copy/webhooks';
import type { ApiKey, CreatedApiKey } from '#shared/schemas/api-keys';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { formatDate } from '#web/lib/format-date';
import { notify } from '#web/lib/toasts';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeyForm } from './api-key-form';
import { SCOPE_LABELS } from './scope-labels';
import { ShownOnce } from './shown-once';

/** Where the API's reference is served (Swagger UI; outside production unless API_DOCS). */
const API_DOCS_PATH = '/api/docs';

function ApiKeyItem({ apiKey }: { apiKey: ApiKey }) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutationForm(useRevokeApiKey());
  const revokeKey = async () => {
    await revoke.run(apiKey.id, () => {
      setConfirming(false);
      notify.success(COPY.apiKeyRevoked);
    });
  };
  const rows: [string, string][] = [
    [SCREENS.integrationsCreated, formatDate(apiKey.createdAt, 'dateTime')],
    [
      COPY.scimLastUsed,
      apiKey.lastUsedAt ? formatDate(apiKey.lastUsedAt, 'dateTime') : SCREENS.integrationsNever,
    ],
  ];
  return (
    <li
      aria-labelledby={nameId}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-900/10 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={nameId} className="font-medium break-words text-gray-900">
            {apiKey.name}
          </p>
          <code className="text-sm text-gray-700">{apiKey.keyPrefix}…</code>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {COPY.scimRevoke}
        </Button>
      </div>
      <ul aria-label={SCREENS.integrationsScopes} className="mt-3 flex flex-wrap gap-1.5">
        {apiKey.scopes.map((scope) => (
          <li
            key={scope}
            className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-800"
            title={scope}
          >
            {SCOPE_LABELS[scope]}
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-gray-600">{term}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ConfirmDialog
        open={confirming}
        title={revokeApiKeyTitle(apiKey.name)}
        question={COPY.revokeApiKeyQuestion}
        confirmLabel={SCREENS.integrationsYesRevokeIt}
        busy={revoke.busy}
        onConfirm={() => void revokeKey()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

/**
 * The owner's API keys (what Zapier, Make, n8n or a script sign in with): how to send one,
 * the list, a new key shown once, and the form that makes one.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Panel title={SCREENS.integrationsApiKeys} bodyClassName="mt-2 space-y-4">
      <div className="text-sm text-gray-700">
        <p>{COPY.apiKeysIntro}</p>
        <pre className="mt-2 overflow-x-auto rounded-md bg-gray-900 px-3 py-2 text-xs text-gray-100">
          <code>Authorization: Bearer &lt;key&gt;</code>
        </pre>
        <p className="mt-2">
          {COPY.apiKeysWhereTheyWork}{' '}
          <a
            href={API_DOCS_PATH}
            className="font-medium text-brand-600 underline hover:text-brand-700"
          >
            {SCREENS.integrationsOpenTheApiReference}
          </a>
        </p>
      </div>
      {created && (
        <ShownOnce
          label={SCREENS.integrationsNewApiKey}
          value={created.key}
          warning={COPY.apiKeyShownOnce}
          onDone={() => setCreated(null)}
        />
      )}
      <QueryState query={keys} className="text-sm" />
      {keys.data?.length === 0 && (
        <EmptyState title={SCREENS.integrationsNoApiKeysYet} description={COPY.noApiKeysYet} />
      )}
      {Boolean(keys.data?.length) && (
        <ul aria-label={SCREENS.integrationsApiKeys} className="space-y-3">
          {keys.data?.map((apiKey) => (
            <ApiKeyItem key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
      <ApiKeyForm onCreated={setCreated} />
    </Panel>
  );
}
