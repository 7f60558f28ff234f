import { SCREENS } from '#shared/copy/screens';
import type { ApiKeyScope } from '#shared/schemas/api-keys';

/** What each scope lets a key do, as the form and the list write it. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'leads:read': SCREENS.integrationsReadLeads,
  'cards:read': SCREENS.integrationsReadCards,
  'webhooks:write': SCREENS.integrationsManageWebhooks,
};
