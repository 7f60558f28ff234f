import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhooks } from '#server/db/schema';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { manageableWebhook } from './manageable-webhook';

/** DELETE /api/webhooks/{id}: the endpoint and its deliveries' log. */
export async function deleteWebhook(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { userId, id, actor }: { userId: string; id: string; actor?: TeamAuditActor },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await manageableWebhook(tx, { userId, id });
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    if (row.teamId && actor) {
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId: row.teamId,
        actor,
        action: 'webhook.deleted',
        target: { kind: 'webhook', id, label: row.url },
        details: { url: row.url },
      });
    }
  });
}
