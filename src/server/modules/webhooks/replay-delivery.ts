import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhookDeliveries } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { WebhookDelivery } from '#shared/schemas/webhooks';
import { manageableWebhook } from './manageable-webhook';
import { anyone, type MayHandleEvents } from './may-handle-events';
import { toDelivery } from './webhook-views';

/**
 * Sends a delivery again (same webhook-id and body), from the start of the retry schedule; a
 * delivery still being retried is simply sent now. Its log keeps the earlier attempts.
 */
export async function replayDelivery(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    userId,
    id,
    deliveryId,
    mayHandle = anyone,
  }: { userId: string; id: string; deliveryId: string; mayHandle?: MayHandleEvents },
): Promise<WebhookDelivery> {
  const { db } = deps.database;
  const current = await manageableWebhook(db, { userId, id });
  const [replayed] = await db
    .select({ type: webhookDeliveries.type })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
  // The delivery's own event too: it goes to the webhook's current address.
  mayHandle([...current.events, ...(replayed ? [replayed.type] : [])]);
  const now = deps.clock.now();
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.webhookId, id),
        // Not while an attempt is out: its outcome would overwrite the replay's.
        or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, now)),
      ),
    )
    .returning();
  if (row) return toDelivery(row);
  const [exists] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
  throw exists
    ? new AppError('CONFLICT', COPY.webhookDeliveryInFlight)
    : new AppError('NOT_FOUND', COPY.webhookNotFound);
}
