import { COPY } from '#shared/copy';
import type { WebhookEvent } from '#shared/schemas/webhooks';

/** What each event a webhook can listen to means, as the add form offers it. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': COPY.integrationsALeadComesIn,
  'lead.updated': COPY.integrationsALeadChanges,
  'lead.deleted': COPY.integrationsALeadIsDeleted,
  'card.updated': COPY.integrationsACardChanges,
};
