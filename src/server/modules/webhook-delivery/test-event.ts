import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhookDeliveries, type WebhookRow } from '#server/db/schema';
import { WEBHOOK_TEST_EVENT, type WebhookTestResult } from '#shared/schemas/webhooks';
import { attemptDelivery, received } from './attempt-delivery';
import { LEASE_MS } from './webhook-jobs';

/**
 * POST /api/webhooks/{id}/test: a `webhook.test` event sent now, while the caller waits, with the
 * signing and the POST of every delivery (attempt-delivery.ts), also to a switched-off webhook
 * (checking the receiver is how one is switched back on with confidence). It is logged as a
 * delivery of its own: leased while it is sent, so the job worker never sends it too, then
 * succeeded or failed with its one attempt. It is never retried, and it leaves the webhook's
 * health (failing since, switched off) alone: only real deliveries count there. A replay from
 * the log sends it again as any delivery is.
 */
export async function sendTestEvent(
  deps: Pick<AppDeps, 'database' | 'clock' | 'cipher' | 'config'>,
  { webhook }: { webhook: WebhookRow },
): Promise<WebhookTestResult> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const body = JSON.stringify({
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { webhookId: webhook.id, events: webhook.events },
  });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      webhookId: webhook.id,
      type: WEBHOOK_TEST_EVENT,
      body,
      attempts: 1,
      nextAttemptAt: now,
      leasedUntil: new Date(now.getTime() + LEASE_MS),
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  const deliveryId = delivery!.id;
  const attempt = await attemptDelivery(
    { cipher: deps.cipher, publicOnly: deps.config.isProduction },
    { webhook, deliveryId, body, at: deps.clock.now() },
  );
  await db
    .update(webhookDeliveries)
    .set({
      status: received(attempt) ? 'succeeded' : 'failed',
      leasedUntil: null,
      attemptLog: [attempt],
    })
    .where(eq(webhookDeliveries.id, deliveryId));
  return { deliveryId, ...attempt };
}
