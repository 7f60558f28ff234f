import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { webhookDeliveries, webhooks } from '#server/db/schema';
import type { WebhookEvent } from '#shared/schemas/webhooks';

/**
 * Whose webhooks an event goes to: a team card's events to its team's only (never also the
 * member's own, which would make two contacts of one lead), any other card's to its owner's.
 */
export type EventScope = { teamId: string } | { ownerId: string };

export function eventScope(card: {
  teamId: string | null;
  ownerId: string | null;
}): EventScope | undefined {
  if (card.teamId) return { teamId: card.teamId };
  return card.ownerId ? { ownerId: card.ownerId } : undefined;
}

/**
 * Queues an event for every enabled webhook of the scope subscribed to it; call inside the
 * transaction of the change, so the event exists exactly when the change does (decision 044).
 * Answers how many deliveries were queued (the caller kicks the job worker when any).
 */
export async function queueWebhookEvent(
  tx: DbOrTx,
  input: {
    scope: EventScope | undefined;
    type: WebhookEvent;
    data: unknown;
    now: Date;
    /** The lead whose details the body holds: its erasure erases the delivery (and its log). */
    leadId?: string;
  },
): Promise<number> {
  if (!input.scope) return 0;
  const owner =
    'teamId' in input.scope
      ? eq(webhooks.teamId, input.scope.teamId)
      : eq(webhooks.ownerId, input.scope.ownerId);
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(owner, isNull(webhooks.disabledAt), arrayContains(webhooks.events, [input.type])));
  if (targets.length === 0) return 0;
  const body = JSON.stringify({
    type: input.type,
    timestamp: input.now.toISOString(),
    data: input.data,
  });
  await tx.insert(webhookDeliveries).values(
    targets.map((target) => ({
      webhookId: target.id,
      type: input.type,
      leadId: input.leadId ?? null,
      body,
      nextAttemptAt: input.now,
      createdAt: input.now,
    })),
  );
  return targets.length;
}
