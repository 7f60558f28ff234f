import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { departments, teamMembers, type LeadRow } from '#server/db/schema';
import type { Lead } from '#shared/schemas/leads';
import type { DepartmentRef } from '#shared/schemas/teams';
import { eventScope, queueWebhookEvent, queueWebhookEvents } from '../webhook-delivery/public';

/**
 * The department of the member who received a team's lead, as they are placed now (decision
 * 060); null when they are in none, or gone from the team.
 */
export async function leadDepartmentOf(
  tx: Tx,
  row: Pick<LeadRow, 'ownerId' | 'teamId'>,
): Promise<DepartmentRef | null> {
  if (!row.teamId || !row.ownerId) return null;
  const [found] = await tx
    .select({ id: departments.id, name: departments.name })
    .from(teamMembers)
    .innerJoin(departments, eq(departments.id, teamMembers.departmentId))
    .where(and(eq(teamMembers.teamId, row.teamId), eq(teamMembers.userId, row.ownerId)));
  return found ?? null;
}

/**
 * A lead's webhook event, in the transaction of its change: `lead.created` and `lead.updated`
 * carry the lead as GET /api/messages answers it, a team's lead with its `department` too;
 * `lead.deleted` only its id and card, as the person asked to be forgotten. A team's lead goes to
 * the team's webhooks only.
 */
export async function queueLeadEvent(
  tx: Tx,
  input: {
    type: 'lead.created' | 'lead.updated' | 'lead.deleted';
    row: Pick<LeadRow, 'id' | 'cardId' | 'ownerId' | 'teamId'>;
    lead?: Lead;
    now: Date;
  },
): Promise<number> {
  const { row, lead } = input;
  const data = !lead
    ? { id: row.id, cardId: row.cardId }
    : row.teamId
      ? { ...lead, department: await leadDepartmentOf(tx, row) }
      : lead;
  return queueWebhookEvent(tx, {
    scope: eventScope(row),
    type: input.type,
    data,
    now: input.now,
    ...(lead ? { leadId: row.id } : {}),
  });
}

/**
 * `lead.updated` of many leads at once (a follow-up sent to them), as queueLeadEvent queues
 * each: grouped by scope, so each scope's webhooks are read once and its deliveries are one
 * insert, and a team member's department read once. Answers the deliveries queued.
 */
export async function queueLeadsUpdated(
  tx: Tx,
  input: { items: Array<{ row: LeadRow; lead: Lead }>; now: Date },
): Promise<number> {
  const groups = new Map<string, Array<{ row: LeadRow; lead: Lead }>>();
  for (const item of input.items) {
    const key = JSON.stringify(eventScope(item.row) ?? null);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const departments = new Map<string, DepartmentRef | null>();
  let queued = 0;
  for (const items of groups.values()) {
    const events = [];
    for (const { row, lead } of items) {
      let data: unknown = lead;
      if (row.teamId) {
        const member = `${row.teamId}:${row.ownerId}`;
        if (!departments.has(member)) departments.set(member, await leadDepartmentOf(tx, row));
        data = { ...lead, department: departments.get(member) ?? null };
      }
      events.push({ data, leadId: row.id });
    }
    queued += await queueWebhookEvents(tx, {
      scope: eventScope(items[0]!.row),
      type: 'lead.updated',
      events,
      now: input.now,
    });
  }
  return queued;
}
