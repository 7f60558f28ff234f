import type { AppDeps } from '#server/app-deps';
import { webhooks } from '#server/db/schema';
import type { Webhook } from '#shared/schemas/webhooks';
import { ownedBy, type EventScope } from '../webhook-delivery/public';
import { toWebhook } from './webhook-views';

/** GET /api/webhooks and /api/teams/{id}/webhooks: the owner's or the team's, oldest first. */
export async function listWebhooks(
  deps: Pick<AppDeps, 'database'>,
  scope: EventScope,
): Promise<Webhook[]> {
  const rows = await deps.database.db
    .select()
    .from(webhooks)
    .where(ownedBy(scope, webhooks))
    .orderBy(webhooks.createdAt);
  return rows.map(toWebhook);
}
