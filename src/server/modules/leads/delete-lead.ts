import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { leads } from '#server/db/schema';
import { releasePrivatePhotos } from '../uploads/public';
import { queueLeadEvent } from './lead-events';
import { LEAD_PHOTOS } from './lead-photo';
import { lockOwnLead } from './lock-own-lead';

/**
 * DELETE /api/messages/{id}: a visitor asked to be forgotten; the lead is erased here (what a
 * CRM or a webhook already received is theirs to delete, as the screen says), and its card photo
 * once the deletion committed.
 */
export async function deleteLead(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs' | 'storage'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  const { queued, photoKey } = await deps.database.db.transaction(async (tx) => {
    const { lead } = await lockOwnLead(tx, { ownerId, id });
    await tx.delete(leads).where(eq(leads.id, id));
    return {
      queued: await queueLeadEvent(tx, { type: 'lead.deleted', row: lead, now: deps.clock.now() }),
      photoKey: lead.photoKey,
    };
  });
  if (queued > 0) deps.jobs.kick();
  if (photoKey) await releasePrivatePhotos(deps, { bucket: LEAD_PHOTOS, keys: [photoKey] });
}
