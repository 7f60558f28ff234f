import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teams, users, webhooks } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import {
  WEBHOOKS_MAX,
  type CreateWebhookBody,
  type WebhookWithSecret,
} from '#shared/schemas/webhooks';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { ownedBy, sealWebhookSecret, type EventScope } from '../webhook-delivery/public';
import { newSecret } from './webhook-secret';
import { toWebhook } from './webhook-views';

/**
 * POST /api/webhooks and /api/teams/{id}/webhooks: a new endpoint of the owner or the team, at
 * most WEBHOOKS_MAX each; its signing secret is answered this once.
 */
export async function createWebhook(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'cipher'>,
  { scope, body, actor }: { scope: EventScope; body: CreateWebhookBody; actor?: TeamAuditActor },
): Promise<WebhookWithSecret> {
  const secret = newSecret(deps);
  return deps.database.db.transaction(async (tx) => {
    // The owner's (or team's) row is locked while their webhooks are counted, so parallel
    // creations cannot pass the limit together (the first one has no webhook row to lock).
    if ('teamId' in scope) {
      await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, scope.teamId)).for('update');
    } else {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, scope.ownerId))
        .for('update');
    }
    const existing = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(ownedBy(scope, webhooks));
    if (existing.length >= WEBHOOKS_MAX) throw new AppError('CONFLICT', COPY.tooManyWebhooks);
    const [row] = await tx
      .insert(webhooks)
      .values({
        ...scope,
        url: body.url,
        events: body.events,
        secret: sealWebhookSecret(deps.cipher, secret),
        createdAt: deps.clock.now(),
      })
      .returning();
    if ('teamId' in scope && actor) {
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId: scope.teamId,
        actor,
        action: 'webhook.created',
        target: { kind: 'webhook', id: row!.id, label: row!.url },
        details: { url: row!.url, events: row!.events },
      });
    }
    return { ...toWebhook(row!), secret };
  });
}
