import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { messages } from '#server/db/schema';
import type { UpdateLeadBody, VisitorMessage } from '#shared/schemas/messages';
import { queueLeadEvent } from './lead-events';
import { lockOwnLead } from './lock-own-lead';
import { toVisitorMessage } from './message-views';

/** PATCH /api/messages/{id}: the lead's status and note (an empty note clears it). */
export async function updateLead(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, id, body }: { ownerId: string; id: string; body: UpdateLeadBody },
): Promise<VisitorMessage> {
  const { lead, queued } = await deps.database.db.transaction(async (tx) => {
    const { message: _before, ...card } = await lockOwnLead(tx, { ownerId, id });
    const [updated] = await tx
      .update(messages)
      .set({
        ...(body.status ? { status: body.status } : {}),
        ...(body.note !== undefined ? { note: body.note || null } : {}),
      })
      .where(eq(messages.id, id))
      .returning();
    const lead = toVisitorMessage(updated!, card);
    const now = deps.clock.now();
    return {
      lead,
      queued: await queueLeadEvent(tx, { type: 'lead.updated', message: updated!, lead, now }),
    };
  });
  if (queued > 0) deps.jobs.kick();
  return lead;
}
