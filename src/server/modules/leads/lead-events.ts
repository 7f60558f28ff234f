import type { Tx } from '#server/db/client';
import type { LeadRow } from '#server/db/schema';
import type { Lead } from '#shared/schemas/leads';
import { eventScope, queueWebhookEvent } from '../webhook-delivery/public';

/**
 * A lead's webhook event, in the transaction of its change: `lead.created` and `lead.updated`
 * carry the lead as GET /api/messages answers it; `lead.deleted` only its id and card, as the
 * person asked to be forgotten. A team's lead goes to the team's webhooks only.
 */
export function queueLeadEvent(
  tx: Tx,
  input: {
    type: 'lead.created' | 'lead.updated' | 'lead.deleted';
    row: Pick<LeadRow, 'id' | 'cardId' | 'ownerId' | 'teamId'>;
    lead?: Lead;
    now: Date;
  },
): Promise<number> {
  const { row } = input;
  return queueWebhookEvent(tx, {
    scope: eventScope(row),
    type: input.type,
    data: input.lead ?? { id: row.id, cardId: row.cardId },
    now: input.now,
    ...(input.lead ? { leadId: row.id } : {}),
  });
}
