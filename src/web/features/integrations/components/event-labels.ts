import { SCREENS } from '#shared/copy/screens';
import type { WebhookEvent } from '#shared/schemas/webhooks';

/** What each event a webhook can listen to means, as the add form offers it. */
export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': SCREENS.integrationsALeadComesIn,
  'lead.updated': SCREENS.integrationsALeadChanges,
  'lead.deleted': SCREENS.integrationsALeadIsDeleted,
  'card.updated': SCREENS.integrationsACardChanges,
};
