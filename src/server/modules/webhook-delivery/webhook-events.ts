import { and, arrayContains, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { webhookDeliveries, webhooks } from '#server/db/schema';
import type { WebhookEvent } from '#shared/schemas/webhooks';

/**
 * Whose webhooks an event goes to: a team card's events to its team's only (never also the
 * member's own, which would make two contacts of one lead), any other card's to its owner's.
 */
export type EventScope = { teamId: string } | { ownerId: string };

/**
 * The rows of a table with owner_id and team_id columns (webhooks, CRM connections) that
 * belong to the scope. A scope is also those rows' own columns: `...scope` in an insert.
 */
export function ownedBy(
  scope: EventScope,
  columns: { ownerId: AnyPgColumn; teamId: AnyPgColumn },
): SQL {
  return 'teamId' in scope ? eq(columns.teamId, scope.teamId) : eq(columns.ownerId, scope.ownerId);
}

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
  const { data, leadId, ...rest } = input;
  return queueWebhookEvents(tx, { ...rest, events: [{ data, ...(leadId ? { leadId } : {}) }] });
}

/**
 * Several events of one type and scope at once (a follow-up to many leads): the scope's
 * webhooks are read once and every delivery is one insert, as queueWebhookEvent does for one.
 */
export async function queueWebhookEvents(
  tx: DbOrTx,
  input: {
    scope: EventScope | undefined;
    type: WebhookEvent;
    events: Array<{ data: unknown; leadId?: string }>;
    now: Date;
  },
): Promise<number> {
  if (!input.scope || input.events.length === 0) return 0;
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        ownedBy(input.scope, webhooks),
        isNull(webhooks.disabledAt),
        arrayContains(webhooks.events, [input.type]),
      ),
    );
  if (targets.length === 0) return 0;
  const rows = input.events.flatMap((event) => {
    const body = JSON.stringify({
      type: input.type,
      timestamp: input.now.toISOString(),
      data: event.data,
    });
    return targets.map((target) => ({
      webhookId: target.id,
      type: input.type,
      leadId: event.leadId ?? null,
      body,
      nextAttemptAt: input.now,
      createdAt: input.now,
    }));
  });
  await tx.insert(webhookDeliveries).values(rows);
  return rows.length;
}
