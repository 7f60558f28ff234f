import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhookDeliveries, webhooks } from '#server/db/schema';
import type { HookSample } from '#shared/schemas/hooks';
import { WEBHOOKS_MAX, type WebhookEvent } from '#shared/schemas/webhooks';
import { exampleDelivery } from './event-docs';

/** The payloads a sample list answers at most: what Zapier, Make and n8n show fields from. */
export const HOOK_SAMPLES = 3;

/**
 * GET /api/hooks/samples/{event}: the newest payloads of the event among the deliveries of the
 * account's own webhooks (the ones its hooks are), each body once though several webhooks got
 * it; one example of the event's documented shape when there is none. An erased lead's
 * deliveries are gone with it, so none of them is ever a sample.
 */
export async function hookSamples(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ownerId, event }: { ownerId: string; event: WebhookEvent },
): Promise<HookSample[]> {
  // One event makes a delivery per subscribed webhook (at most WEBHOOKS_MAX, with the same
  // body): this many rows hold HOOK_SAMPLES events whenever the account had that many.
  const rows = await deps.database.db
    .select({ body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhooks.ownerId, ownerId), eq(webhookDeliveries.type, event)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(HOOK_SAMPLES * WEBHOOKS_MAX);
  const bodies = [...new Set(rows.map((row) => row.body))].slice(0, HOOK_SAMPLES);
  if (bodies.length === 0) return [exampleDelivery(event, deps.clock.now())];
  return bodies.map((body) => JSON.parse(body) as HookSample);
}
