import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { webhooks } from '#server/db/schema';
import type { UpdateWebhookBody, Webhook } from '#shared/schemas/webhooks';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { manageableWebhook } from './manageable-webhook';
import { anyone, type MayHandleEvents } from './may-handle-events';
import { toWebhook } from './webhook-views';

/** PATCH /api/webhooks/{id}: its address, its events, or switched off and on again. */
export async function updateWebhook(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    userId,
    id,
    body,
    mayHandle = anyone,
    actor,
  }: {
    userId: string;
    id: string;
    body: UpdateWebhookBody;
    mayHandle?: MayHandleEvents;
    actor?: TeamAuditActor;
  },
): Promise<Webhook> {
  return deps.database.db.transaction(async (db) => {
    const current = await manageableWebhook(db, { userId, id });
    // Its events after the change: any change decides where (or whether) their data goes.
    mayHandle(body.events ?? current.events);
    const [row] = await db
      .update(webhooks)
      .set({
        ...(body.url === undefined ? {} : { url: body.url }),
        ...(body.events === undefined ? {} : { events: body.events }),
        // Switched back on: its failing time starts again from the next failure.
        ...(body.enabled === undefined
          ? {}
          : body.enabled
            ? { disabledAt: null, failingSince: null }
            : { disabledAt: deps.clock.now() }),
      })
      .where(eq(webhooks.id, id))
      .returning();
    if (current.teamId && actor) {
      await recordTeamAudit(db, deps.clock.now(), {
        teamId: current.teamId,
        actor,
        action: 'webhook.changed',
        target: { kind: 'webhook', id, label: row!.url },
        details: {
          before: { url: current.url, events: current.events, enabled: !current.disabledAt },
          after: { url: row!.url, events: row!.events, enabled: !row!.disabledAt },
        },
      });
    }
    return toWebhook(row!);
  });
}
