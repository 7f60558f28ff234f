import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhookDeliveries } from '#server/db/schema';
import type { WebhookDelivery } from '#shared/schemas/webhooks';
import { manageableWebhook } from './manageable-webhook';
import { anyone, type MayHandleEvents } from './may-handle-events';
import { toDelivery } from './webhook-views';

/** The deliveries a log shows, newest first. */
const DELIVERIES_LISTED = 100;

/** GET /api/webhooks/{id}/deliveries: its log, newest first. */
export async function listDeliveries(
  deps: Pick<AppDeps, 'database'>,
  { userId, id, mayHandle = anyone }: { userId: string; id: string; mayHandle?: MayHandleEvents },
): Promise<WebhookDelivery[]> {
  const { db } = deps.database;
  const current = await manageableWebhook(db, { userId, id });
  mayHandle(current.events);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
  // The log may hold deliveries of events the webhook no longer listens to.
  mayHandle(rows.map((row) => row.type));
  return rows.map(toDelivery);
}
