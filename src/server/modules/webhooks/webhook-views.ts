import type { WebhookDeliveryRow, WebhookRow } from '#server/db/schema';
import type {
  LoggedWebhookEvent,
  Webhook,
  WebhookDelivery,
  WebhookEvent,
} from '#shared/schemas/webhooks';

/** A stored webhook as the API answers it. */
export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    status: row.disabledAt ? 'disabled' : 'active',
    teamId: row.teamId,
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
  };
}

/** A stored delivery as the API answers it, its payload parsed. */
export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    type: row.type as LoggedWebhookEvent,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    attempts: row.attemptLog,
    payload: JSON.parse(row.body) as unknown,
  };
}
