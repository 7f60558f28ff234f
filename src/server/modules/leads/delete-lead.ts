import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { leads } from '#server/db/schema';
import { queueLeadEvent } from './lead-events';
import { lockOwnLead } from './lock-own-lead';

/**
 * DELETE /api/messages/{id}: a visitor asked to be forgotten; the lead is erased here (what a
 * CRM or a webhook already received is theirs to delete, as the screen says).
 */
export async function deleteLead(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  const queued = await deps.database.db.transaction(async (tx) => {
    const { lead } = await lockOwnLead(tx, { ownerId, id });
    await tx.delete(leads).where(eq(leads.id, id));
    return queueLeadEvent(tx, { type: 'lead.deleted', row: lead, now: deps.clock.now() });
  });
  if (queued > 0) deps.jobs.kick();
}
