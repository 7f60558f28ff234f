import type { WebhookEvent } from '#shared/schemas/webhooks';

/** What each event a webhook can listen to means, as the add form offers it. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': 'A lead comes in',
  'lead.updated': 'A lead changes',
  'lead.deleted': 'A lead is deleted',
  'card.updated': 'A card changes',
};
