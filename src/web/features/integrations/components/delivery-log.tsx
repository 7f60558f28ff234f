import { useId, useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { webhookNextAttemptMessage } from '#shared/copy/webhooks';
import type { DeliveryAttempt, WebhookDelivery } from '#shared/schemas/webhooks';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { formatDate } from '#web/lib/format-date';
import { notify } from '#web/lib/toasts';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useReplayDelivery } from '../api/replay-delivery';
import { Badge, type BadgeTone } from './badge';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: SCREENS.integrationsPending, tone: 'amber' },
  succeeded: { label: SCREENS.integrationsSucceeded, tone: 'green' },
  failed: { label: SCREENS.integrationsFailed, tone: 'red' },
};

function Attempt({ attempt }: { attempt: DeliveryAttempt }) {
  const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  return (
    <li className="py-2">
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <time dateTime={attempt.at} className="text-gray-700">
          {formatDate(attempt.at, 'log')}
        </time>
        <span className={ok ? 'font-medium text-green-800' : 'font-medium text-red-700'}>
          {attempt.statusCode === null
            ? SCREENS.integrationsNoAnswer
            : `HTTP ${attempt.statusCode}`}
        </span>
        <span className="text-gray-600">{attempt.durationMs} ms</span>
      </div>
      {attempt.error && <p className="mt-1 break-words text-red-700">{attempt.error}</p>}
    </li>
  );
}

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: WebhookDelivery }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const replay = useMutationForm(useReplayDelivery(webhookId));
  const status = STATUS[delivery.status];
  const sendAgain = async () => {
    await replay.run(delivery.id, () => {
      notify.success(COPY.webhookDeliveryQueued);
    });
  };
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 py-3 text-start text-sm"
      >
        <code className="font-medium text-gray-900">{delivery.type}</code>
        <Badge tone={status.tone}>{status.label}</Badge>
        <time dateTime={delivery.createdAt} className="ms-auto text-gray-600">
          {formatDate(delivery.createdAt, 'log')}
        </time>
      </button>
      {open && (
        <div id={detailsId} className="mb-3 space-y-3 rounded-md bg-gray-50 p-3 text-sm">
          <p className="text-gray-700">
            <span className="text-gray-600">{SCREENS.integrationsDeliveryId} </span>
            <code className="break-all">{delivery.id}</code>
          </p>
          {delivery.attempts.length === 0 ? (
            <p className="text-gray-700">{COPY.webhookDeliveryNotSentYet}</p>
          ) : (
            <ol aria-label={SCREENS.integrationsAttempts} className="divide-y divide-gray-200">
              {delivery.attempts.map((attempt, index) => (
                <Attempt key={index} attempt={attempt} />
              ))}
            </ol>
          )}
          {delivery.nextAttemptAt && (
            <p className="text-gray-700">
              {webhookNextAttemptMessage(formatDate(delivery.nextAttemptAt, 'log'))}
            </p>
          )}
          <details>
            <summary className="cursor-pointer font-medium text-gray-900">
              {SCREENS.integrationsPayload}
            </summary>
            <pre className="mt-2 max-h-64 overflow-auto rounded bg-white p-2 text-xs text-gray-800 ring-1 ring-gray-200">
              {JSON.stringify(delivery.payload, null, 2)}
            </pre>
          </details>
          <Button variant="secondary" disabled={replay.busy} onClick={() => void sendAgain()}>
            {SCREENS.integrationsReplay}
          </Button>
        </div>
      )}
    </li>
  );
}

/** A webhook's latest deliveries, newest first; each opens to its attempts and a Replay. */
export function DeliveryLog({ webhookId, id }: { webhookId: string; id: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  return (
    <div id={id} className="border-t border-gray-100 px-4 py-3 sm:px-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-gray-900">{SCREENS.integrationsDeliveryLog}</h3>
        <Button
          variant="secondary"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          {SCREENS.integrationsRefresh}
        </Button>
      </div>
      <QueryState query={deliveries} className="mt-2 text-sm" />
      {deliveries.data?.length === 0 && (
        <p className="mt-2 text-sm text-gray-600">{COPY.noWebhookDeliveries}</p>
      )}
      {Boolean(deliveries.data?.length) && (
        <ul aria-label={SCREENS.integrationsDeliveries} className="mt-1 divide-y divide-gray-100">
          {deliveries.data?.map((delivery) => (
            <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  );
}
