import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhooks } from '#server/db/schema';
import { manageableWebhook } from './manageable-webhook';

/** DELETE /api/webhooks/{id}: the endpoint and its deliveries' log. */
export async function deleteWebhook(
  deps: Pick<AppDeps, 'database'>,
  { userId, id }: { userId: string; id: string },
): Promise<void> {
  const { db } = deps.database;
  await manageableWebhook(db, { userId, id });
  await db.delete(webhooks).where(eq(webhooks.id, id));
}
