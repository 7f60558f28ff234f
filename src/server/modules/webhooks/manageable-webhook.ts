import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { webhooks } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { requireTeamRole } from '../teams/public';

/**
 * The webhook, when the caller may manage it: their own, or one of the team they administer.
 * Anyone else's is not found (404), whether it exists or not.
 */
export async function manageableWebhook(
  db: DbOrTx,
  { userId, id }: { userId: string; id: string },
) {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  if (row?.ownerId === userId) return row;
  if (row?.teamId) {
    try {
      await requireTeamRole(db, { teamId: row.teamId, userId }, 'admin');
      return row;
    } catch {
      // Not an admin of that team: as if it did not exist.
    }
  }
  throw new AppError('NOT_FOUND', COPY.webhookNotFound);
}
