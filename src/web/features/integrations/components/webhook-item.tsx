import { useId, useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { webhookFailingSinceMessage } from '#shared/copy/webhooks';
import { webhookTestOutcomeMessage } from '#shared/copy/webhooks';
import type { Webhook, WebhookTestResult } from '#shared/schemas/webhooks';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { formatDate } from '#web/lib/format-date';
import { notify } from '#web/lib/toasts';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useTestWebhook } from '../api/test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { Badge } from './badge';
import { DeliveryLog } from './delivery-log';
import { ShownOnce } from './shown-once';

/** What a test event got, as its sentence says it: received (2xx) or not. */
function TestOutcome({ result }: { result: WebhookTestResult }) {
  const received =
    result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  return (
    <p
      role="status"
      className={`text-sm font-medium break-words ${received ? 'text-green-800' : 'text-red-700'}`}
    >
      {webhookTestOutcomeMessage(result)}
    </p>
  );
}

/**
 * One webhook: its address, events and status, its secret while it is shown once, and what the
 * owner does with it: send it a test event, read its delivery log, rotate its secret, switch it
 * off or on, delete it.
 */
export function WebhookItem({
  webhook,
  secret,
  onSecret,
  onSecretKept,
}: {
  webhook: Webhook;
  /** The signing secret just made for it, shown until the owner has kept it. */
  secret: string | null;
  onSecret(secret: string): void;
  onSecretKept(): void;
}) {
  const ids = { url: useId(), log: useId() };
  const [logOpen, setLogOpen] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const update = useMutationForm(useUpdateWebhook(webhook.id));
  const rotate = useMutationForm(useRotateWebhookSecret(webhook.id));
  const remove = useMutationForm(useDeleteWebhook(webhook.id));
  const tester = useMutationForm(useTestWebhook(webhook.id));
  const [tested, setTested] = useState<WebhookTestResult | null>(null);
  const active = webhook.status === 'active';

  const sendTest = async () => {
    setTested(null);
    await tester.run(undefined, setTested);
  };
  const switchOnOff = async () => {
    await update.run({ enabled: !active }, () => {
      notify.success(active ? COPY.webhookSwitchedOff : COPY.webhookSwitchedOn);
    });
  };
  const rotateSecret = async () => {
    await rotate.run(undefined, (rotated) => {
      setConfirming(null);
      onSecret(rotated.secret);
      notify.success(COPY.webhookSecretRotated);
    });
  };
  const erase = async () => {
    await remove.run(undefined, () => {
      setConfirming(null);
      notify.success(COPY.webhookDeleted);
    });
  };

  return (
    <li aria-labelledby={ids.url} className="rounded-lg bg-white shadow-sm ring-1 ring-gray-900/10">
      <div className="space-y-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <p id={ids.url} className="min-w-0 font-medium break-all text-gray-900">
            {webhook.url}
          </p>
          <Badge tone={active ? 'green' : 'gray'}>
            {active ? SCREENS.integrationsActive : SCREENS.integrationsDisabled}
          </Badge>
        </div>
        <ul aria-label={SCREENS.integrationsEvents} className="flex flex-wrap gap-1.5">
          {webhook.events.map((event) => (
            <li key={event}>
              <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-800">
                {event}
              </code>
            </li>
          ))}
        </ul>
        {webhook.failingSince && (
          <p className="text-sm font-medium text-amber-900">
            {webhookFailingSinceMessage(formatDate(webhook.failingSince, 'dateTime'))}
          </p>
        )}
        {!active && <p className="text-sm text-gray-700">{COPY.webhookDisabledNote}</p>}
        {secret && (
          <ShownOnce
            label={SCREENS.integrationsSigningSecret}
            value={secret}
            warning={COPY.webhookSecretShownOnce}
            onDone={onSecretKept}
          />
        )}
        {tested && <TestOutcome result={tested} />}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={tester.busy} onClick={() => void sendTest()}>
            {tester.label(SCREENS.integrationsSendTestEvent, SCREENS.integrationsSending)}
          </Button>
          <Button
            variant="secondary"
            aria-expanded={logOpen}
            aria-controls={logOpen ? ids.log : undefined}
            onClick={() => setLogOpen((open) => !open)}
          >
            {SCREENS.integrationsDeliveryLog}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming('rotate')}>
            {SCREENS.integrationsRotateSecret}
          </Button>
          <Button variant="secondary" disabled={update.busy} onClick={() => void switchOnOff()}>
            {active ? SCREENS.integrationsSwitchOff : SCREENS.integrationsSwitchOn}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming('delete')}>
            {SCREENS.integrationsDelete}
          </Button>
        </div>
      </div>
      {logOpen && <DeliveryLog id={ids.log} webhookId={webhook.id} />}
      <ConfirmDialog
        open={confirming === 'rotate'}
        title={COPY.rotateWebhookSecretTitle}
        question={COPY.rotateWebhookSecretQuestion}
        confirmLabel={SCREENS.integrationsMakeANewSecret}
        cancelLabel={SCREENS.integrationsCancel}
        confirmVariant="primary"
        busy={rotate.busy}
        onConfirm={() => void rotateSecret()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={COPY.deleteWebhookTitle}
        question={COPY.deleteWebhookQuestion}
        confirmLabel={SCREENS.integrationsYesDeleteIt}
        busy={remove.busy}
        onConfirm={() => void erase()}
        onClose={() => setConfirming(null)}
      />
    </li>
  );
}
