import { useState } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { EmptyState } from '#web/components/ui/empty-state';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useWebhooks, type WebhookScope } from '../api/get-webhooks';
import { VerifyDeliveryHelp } from './verify-delivery-help';
import { WebhookForm } from './webhook-form';
import { WebhookItem } from './webhook-item';

/**
 * The webhooks of the owner (teamId null) or of a team: what they are for, the list, and the
 * form that adds one. A secret just made (creation, rotation) shows under its webhook, once.
 */
export function WebhooksSection({ scope, intro }: { scope: WebhookScope; intro?: string }) {
  const webhooks = useWebhooks(scope);
  const [shown, setShown] = useState<{ webhookId: string; secret: string } | null>(null);
  return (
    <Panel title={SCREENS.integrationsWebhooks} bodyClassName="mt-2 space-y-4">
      <p className="text-sm text-gray-700">
        {COPY.webhooksIntro} {intro}
      </p>
      <p className="text-sm text-gray-700">{COPY.webhooksSigningNote}</p>
      <VerifyDeliveryHelp />
      <QueryState query={webhooks} className="text-sm" />
      {webhooks.data?.length === 0 && (
        <EmptyState title={SCREENS.integrationsNoWebhooksYet} description={COPY.noWebhooksYet} />
      )}
      {Boolean(webhooks.data?.length) && (
        <ul aria-label={SCREENS.integrationsWebhooks} className="space-y-3">
          {webhooks.data?.map((webhook) => (
            <WebhookItem
              key={webhook.id}
              webhook={webhook}
              secret={shown?.webhookId === webhook.id ? shown.secret : null}
              onSecret={(secret) => setShown({ webhookId: webhook.id, secret })}
              onSecretKept={() => setShown(null)}
            />
          ))}
        </ul>
      )}
      <WebhookForm
        scope={scope}
        onCreated={(created) => setShown({ webhookId: created.id, secret: created.secret })}
      />
    </Panel>
  );
}
