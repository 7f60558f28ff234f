// What other modules may import from this one; everything else in the folder is its own.
// Webhook events and their delivery sit below the modules whose changes they announce (cards,
// messages); the webhooks module, which manages the endpoints, sits above teams.
export {
  eventScope,
  ownedBy,
  queueWebhookEvent,
  queueWebhookEvents,
  type EventScope,
} from './webhook-events';
export { webhookJobs } from './webhook-jobs';
export { sendTestEvent } from './test-event';
export { opensWithKey, sealPlainWebhookSecrets, sealWebhookSecret } from './webhook-secrets';
export { RETRY_DELAYS_MS } from './retry-schedule';
