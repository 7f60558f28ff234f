import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import {
  teamMembers,
  users,
  webhookDeliveries,
  webhooks,
  type DeliveryAttemptRecord,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '#server/db/schema';
import type { DataCipher } from '#server/lib/data-encryption';
import type { JobQueue } from '#server/lib/job-worker';
import type { Clock } from '#server/lib/runtime';
import { enqueueMail } from '../mail/public';
import { attemptDelivery, received } from './attempt-delivery';
import { WEBHOOK_TIMEOUT_MS } from './post-webhook';
import { DISABLE_AFTER_FAILING_MS, retryDelayAfter } from './retry-schedule';
import { webhookDisabledEmail } from './webhook-emails';

/** A claimed delivery is hidden from other processes this long: past any attempt's deadline. */
export const LEASE_MS = WEBHOOK_TIMEOUT_MS + 50_000;

/**
 * At most this many deliveries of one webhook are in flight at once (across processes), so a
 * slow receiver holds a few of the slots and every other receiver keeps being served.
 */
export const IN_FLIGHT_PER_WEBHOOK = 4;

/** The newest attempts kept in a delivery's log (eight a round, and replays add rounds). */
const ATTEMPT_LOG_MAX = 50;

async function claimDueDelivery(db: DbOrTx, now: Date) {
  const leased = sql`webhook_deliveries_in_flight`;
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, now)),
        sql`(select count(*) from ${webhookDeliveries} as ${leased}
              where ${leased}.webhook_id = ${qualified(webhookDeliveries.webhookId)}
                and ${leased}.leased_until > ${now}) < ${IN_FLIGHT_PER_WEBHOOK}::int`,
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      leasedUntil: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  if (!delivery) return undefined;
  const [webhook] = await db.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId));
  return webhook ? { delivery, webhook } : undefined;
}

/** Who is told when a webhook is disabled: its owner, or its team's owner. */
async function ownerToTell(db: DbOrTx, webhook: WebhookRow) {
  const [owner] = webhook.ownerId
    ? await db
        .select({ email: users.email, firstName: users.firstName, language: users.locale })
        .from(users)
        .where(eq(users.id, webhook.ownerId))
    : await db
        .select({ email: users.email, firstName: users.firstName, language: users.locale })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, webhook.teamId!), eq(teamMembers.role, 'owner')));
  return owner;
}

/**
 * Records an attempt's outcome: done, retry on the schedule, or given up; and keeps the
 * webhook's health: a success clears its failing time, a failure after 5 days of failing
 * disables it and mails its owner (once: only the failure that disables it does).
 */
async function recordAttempt(
  db: Db,
  options: { appUrl: string },
  { delivery, webhook }: { delivery: WebhookDeliveryRow; webhook: WebhookRow },
  attempt: DeliveryAttemptRecord,
  now: Date,
): Promise<void> {
  const succeeded = received(attempt);
  const delay = succeeded ? undefined : retryDelayAfter(delivery.attempts);
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: succeeded ? 'succeeded' : delay === undefined ? 'failed' : 'pending',
        leasedUntil: null,
        nextAttemptAt: new Date(now.getTime() + (delay ?? 0)),
        attemptLog: sql`(${webhookDeliveries.attemptLog} || ${JSON.stringify([attempt])}::jsonb)
          #- '{${sql.raw(String(-ATTEMPT_LOG_MAX - 1))}}'`,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (succeeded) {
      await tx.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, webhook.id));
      return;
    }
    const [health] = await tx
      .update(webhooks)
      .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${now})` })
      .where(eq(webhooks.id, webhook.id))
      .returning({ failingSince: webhooks.failingSince, disabledAt: webhooks.disabledAt });
    const failingFor = health?.failingSince ? now.getTime() - health.failingSince.getTime() : 0;
    if (!health || health.disabledAt || failingFor < DISABLE_AFTER_FAILING_MS) return;
    await tx.update(webhooks).set({ disabledAt: now }).where(eq(webhooks.id, webhook.id));
    const owner = await ownerToTell(tx, webhook);
    if (owner) {
      await enqueueMail(
        tx,
        webhookDisabledEmail({
          ...owner,
          to: owner.email,
          url: webhook.url,
          appUrl: options.appUrl,
        }),
        now,
      );
    }
  });
}

/**
 * Webhook deliveries as a kind of job (decision 044). Each attempt is signed afresh (its
 * timestamp is the attempt's), with the same webhook-id and body. A delivery of a disabled
 * webhook is given up without an attempt; a replay after it is switched back on sends it.
 */
export function webhookJobs(options: {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  appUrl: string;
  cipher: DataCipher;
  /** Production: destinations must resolve to public addresses (no SSRF). */
  publicOnly: boolean;
  timeoutMs?: number;
  concurrency?: number;
}): JobQueue {
  return {
    name: 'webhooks',
    concurrency: options.concurrency ?? 16,
    async runNext(now) {
      const claimed = await claimDueDelivery(options.db, now);
      if (!claimed) return false;
      const { delivery, webhook } = claimed;
      if (webhook.disabledAt) {
        await options.db
          .update(webhookDeliveries)
          .set({
            status: 'failed',
            leasedUntil: null,
            attempts: sql`${webhookDeliveries.attempts} - 1`,
          })
          .where(eq(webhookDeliveries.id, delivery.id));
        return true;
      }
      const attempt = await attemptDelivery(options, {
        webhook,
        deliveryId: delivery.id,
        body: delivery.body,
        at: options.clock.now(),
      });
      if (attempt.error) {
        options.log.warn(
          { deliveryId: delivery.id, webhookId: webhook.id, attempts: delivery.attempts },
          `webhook delivery failed: ${attempt.error}`,
        );
      }
      await recordAttempt(options.db, options, claimed, attempt, options.clock.now());
      return true;
    },
  };
}
