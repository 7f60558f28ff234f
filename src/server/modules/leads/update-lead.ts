import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { leads } from '#server/db/schema';
import type { UpdateLeadBody, Lead } from '#shared/schemas/leads';
import { queueLeadEvent } from './lead-events';
import { toLead } from './lead-views';
import { lockOwnLead } from './lock-own-lead';

/** PATCH /api/messages/{id}: the lead's status and note (an empty note clears it). */
export async function updateLead(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, id, body }: { ownerId: string; id: string; body: UpdateLeadBody },
): Promise<Lead> {
  const { lead, queued } = await deps.database.db.transaction(async (tx) => {
    const { lead: _before, ...card } = await lockOwnLead(tx, { ownerId, id });
    const [updated] = await tx
      .update(leads)
      .set({
        ...(body.status ? { status: body.status } : {}),
        ...(body.note !== undefined ? { note: body.note || null } : {}),
      })
      .where(eq(leads.id, id))
      .returning();
    const lead = toLead(updated!, card);
    const now = deps.clock.now();
    return {
      lead,
      queued: await queueLeadEvent(tx, { type: 'lead.updated', row: updated!, lead, now }),
    };
  });
  if (queued > 0) deps.jobs.kick();
  return lead;
}
