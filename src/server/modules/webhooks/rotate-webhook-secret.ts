import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhooks } from '#server/db/schema';
import type { WebhookWithSecret } from '#shared/schemas/webhooks';
import { opensWithKey, sealWebhookSecret } from '../webhook-delivery/public';
import { manageableWebhook } from './manageable-webhook';
import { anyone, type MayHandleEvents } from './may-handle-events';
import { newSecret } from './webhook-secret';
import { toWebhook } from './webhook-views';

/** How long the secret before a rotation keeps signing, so receivers can switch over. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 3_600_000;

/** A new secret; the one it replaces also signs for 24 hours (both signatures are sent). */
export async function rotateWebhookSecret(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'cipher'>,
  { userId, id, mayHandle = anyone }: { userId: string; id: string; mayHandle?: MayHandleEvents },
): Promise<WebhookWithSecret> {
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const current = await manageableWebhook(tx, { userId, id });
    mayHandle(current.events);
    const secret = newSecret(deps);
    const [row] = await tx
      .update(webhooks)
      .set({
        secret: sealWebhookSecret(deps.cipher, secret),
        // One that no longer opens (the server's key changed) could not sign: it is dropped.
        ...(opensWithKey(deps.cipher, current.secret)
          ? {
              previousSecret: current.secret,
              previousSecretUntil: new Date(deps.clock.now().getTime() + PREVIOUS_SECRET_VALID_MS),
            }
          : { previousSecret: null, previousSecretUntil: null }),
      })
      .where(eq(webhooks.id, id))
      .returning();
    return { ...toWebhook(row!), secret };
  });
}
