import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import {
  teams,
  users,
  webhookDeliveries,
  webhooks,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';
import {
  WEBHOOKS_MAX,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookWithSecret,
} from '#shared/schemas/webhooks';
import { requireTeamRole } from '../teams/public';
import {
  opensWithKey,
  ownedBy,
  sealWebhookSecret,
  type EventScope,
} from '../webhook-delivery/public';

/** How long the secret before a rotation keeps signing, so receivers can switch over. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 3_600_000;

/** The deliveries a log shows, newest first. */
const DELIVERIES_LISTED = 100;

type Deps = Pick<AppDeps, 'database' | 'clock' | 'random' | 'cipher'>;

/**
 * Throws when the caller may not handle these events' data (an API key without the scope that
 * reads them); called once the webhook is known to be the caller's, so a stranger's stays 404.
 */
export type MayHandleEvents = (events: readonly string[]) => void;
const anyone: MayHandleEvents = () => {};

function newSecret(deps: Pick<AppDeps, 'random'>): string {
  return `whsec_${deps.random.bytes(24).toString('base64')}`;
}

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    status: row.disabledAt ? 'disabled' : 'active',
    teamId: row.teamId,
    createdAt: row.createdAt.toISOString(),
    failingSince: row.failingSince?.toISOString() ?? null,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    type: row.type as WebhookEvent,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    attempts: row.attemptLog,
    payload: JSON.parse(row.body) as unknown,
  };
}

/** A team's webhooks are its admins' to manage (and its owner's). */
export async function teamScope(
  db: DbOrTx,
  { teamId, userId }: { teamId: string; userId: string },
): Promise<{ teamId: string }> {
  const access = await requireTeamRole(db, { teamId, userId }, 'admin');
  return { teamId: access.team.id };
}

/**
 * The webhook, when the caller may manage it: their own, or one of the team they administer.
 * Anyone else's is not found (404), whether it exists or not.
 */
async function manageableWebhook(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
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
  throw new AppError('NOT_FOUND', MESSAGES.webhookNotFound);
}

export async function createWebhook(
  deps: Deps,
  { scope, body }: { scope: EventScope; body: CreateWebhookBody },
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
    if (existing.length >= WEBHOOKS_MAX) throw new AppError('CONFLICT', MESSAGES.tooManyWebhooks);
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
    return { ...toWebhook(row!), secret };
  });
}

export async function listWebhooks(
  deps: Pick<AppDeps, 'database'>,
  scope: EventScope,
): Promise<Webhook[]> {
  const rows = await deps.database.db
    .select()
    .from(webhooks)
    .where(ownedBy(scope, webhooks))
    .orderBy(webhooks.createdAt);
  return rows.map(toWebhook);
}

export async function updateWebhook(
  deps: Deps,
  {
    userId,
    id,
    body,
    mayHandle = anyone,
  }: { userId: string; id: string; body: UpdateWebhookBody; mayHandle?: MayHandleEvents },
): Promise<Webhook> {
  const { db } = deps.database;
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
  return toWebhook(row!);
}

export async function deleteWebhook(
  deps: Pick<AppDeps, 'database'>,
  { userId, id }: { userId: string; id: string },
): Promise<void> {
  const { db } = deps.database;
  await manageableWebhook(db, { userId, id });
  await db.delete(webhooks).where(eq(webhooks.id, id));
}

/** A new secret; the one it replaces also signs for 24 hours (both signatures are sent). */
export async function rotateWebhookSecret(
  deps: Deps,
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

export async function listDeliveries(
  deps: Pick<AppDeps, 'database'>,
  { userId, id, mayHandle = anyone }: { userId: string; id: string; mayHandle?: MayHandleEvents },
): Promise<WebhookDelivery[]> {
  const { db } = deps.database;
  const current = await manageableWebhook(db, { userId, id });
  mayHandle(current.events);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
  // The log may hold deliveries of events the webhook no longer listens to.
  mayHandle(rows.map((row) => row.type));
  return rows.map(toDelivery);
}

/**
 * Sends a delivery again (same webhook-id and body), from the start of the retry schedule; a
 * delivery still being retried is simply sent now. Its log keeps the earlier attempts.
 */
export async function replayDelivery(
  deps: Deps,
  {
    userId,
    id,
    deliveryId,
    mayHandle = anyone,
  }: { userId: string; id: string; deliveryId: string; mayHandle?: MayHandleEvents },
): Promise<WebhookDelivery> {
  const { db } = deps.database;
  const current = await manageableWebhook(db, { userId, id });
  const [replayed] = await db
    .select({ type: webhookDeliveries.type })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
  // The delivery's own event too: it goes to the webhook's current address.
  mayHandle([...current.events, ...(replayed ? [replayed.type] : [])]);
  const now = deps.clock.now();
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.webhookId, id),
        // Not while an attempt is out: its outcome would overwrite the replay's.
        or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, now)),
      ),
    )
    .returning();
  if (row) return toDelivery(row);
  const [exists] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
  throw exists
    ? new AppError('CONFLICT', MESSAGES.webhookDeliveryInFlight)
    : new AppError('NOT_FOUND', MESSAGES.webhookNotFound);
}
