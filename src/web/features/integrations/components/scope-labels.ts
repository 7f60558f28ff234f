import { COPY } from '#shared/copy';
import type { ApiKeyScope } from '#shared/schemas/api-keys';

/** What each scope lets a key do, as the form and the list write it. */
export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'leads:read': COPY.integrationsReadLeads,
  'cards:read': COPY.integrationsReadCards,
  'webhooks:write': COPY.integrationsManageWebhooks,
};
