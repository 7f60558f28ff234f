import { eq } from 'drizzle-orm';
import type { ProviderEvent } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import { billingEvents } from '#server/db/schema';
import { syncSubscription } from './sync-subscription';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a provider event (a verified webhook, or the sandbox's own). The event only says
 * which subscription changed; its state is read from the provider now, so events that arrive
 * late, twice or out of order can never put an older state back. Recording the event id in
 * the same transaction makes a replay a no-op.
 */
export async function processBillingEvent(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const { db } = deps.database;
  const [seen] = await db
    .select({ id: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, event.id));
  if (seen) return 'duplicate';

  const syncedAt = deps.clock.now();
  const snapshot = event.subscriptionId
    ? await deps.payments.retrieveSubscription(event.subscriptionId)
    : null;
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: syncedAt })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    if (!snapshot) return 'ignored';
    return (await syncSubscription(tx, snapshot, syncedAt)) ? 'applied' : 'ignored';
  });
}
