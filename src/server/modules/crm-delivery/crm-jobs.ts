import { and, asc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { CrmApps } from '#server/config/crm';
import type { Db } from '#server/db/client';
import {
  crmConnections,
  leadCrmSyncs,
  leads,
  type CrmConnectionRow,
  type LeadCrmSyncRow,
} from '#server/db/schema';
import type { DataCipher } from '#server/lib/data-encryption';
import type { JobQueue } from '#server/lib/job-worker';
import type { Clock } from '#server/lib/runtime';
import { crmSentences } from '#shared/copy/crm';
import type { CrmProvider } from '#shared/schemas/integrations';
import type { RecordOutcome } from './connector';
import { offeredCrm, offeredCrms, type OfferedCrm } from './connectors';
import { recordsOfLeads } from './crm-records';
import { withCrmSession } from './crm-session';

const LEASE_MS = 60_000;
/** The leads of a connection in flight, beside the ones being claimed. */
const busy = alias(leadCrmSyncs, 'busy');
/** Waits after a failure the CRM may recover from (5xx, no answer); then the lead is failed. */
export const CRM_RETRY_DELAYS_MS = [
  10_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
];
/** A 429 without Retry-After waits this long. */
const RATE_LIMIT_WAIT_MS = 10_000;

type Batch = { connection: CrmConnectionRow; syncs: LeadCrmSyncRow[] };

/**
 * Claims up to a batch of due leads of one connected connection of a CRM this server offers:
 * the next ripe one picks the connection (a connection waiting for reconnection keeps its leads
 * waiting, claimed by no one), and every lead of it due now comes along. A lead never tried is
 * ripe once it has waited `windowMs` (the others captured meanwhile go in the same call); a
 * retry is ripe when due. A connection has one batch in flight at a time: its row is locked
 * while claiming, and a connection with leased leads is passed over, so two workers never split
 * one visitor's leads between two batches (a CRM written by search-then-create, as Pipedrive
 * is, would make that visitor twice).
 */
async function claimBatch(
  db: Db,
  {
    now,
    windowMs,
    offered,
    batchSizeOf,
  }: {
    now: Date;
    windowMs: number;
    offered: CrmProvider[];
    batchSizeOf: (provider: CrmProvider) => number;
  },
): Promise<Batch | undefined> {
  const free = and(
    eq(leadCrmSyncs.status, 'pending'),
    or(isNull(leadCrmSyncs.leasedUntil), lte(leadCrmSyncs.leasedUntil, now)),
  );
  const due = and(free, lte(leadCrmSyncs.nextAttemptAt, now));
  const ripe = and(
    free,
    or(
      and(sql`${leadCrmSyncs.attempts} > 0`, lte(leadCrmSyncs.nextAttemptAt, now)),
      lte(leadCrmSyncs.nextAttemptAt, new Date(now.getTime() - windowMs)),
    ),
  );
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select({ connectionId: leadCrmSyncs.connectionId, provider: crmConnections.provider })
      .from(leadCrmSyncs)
      .innerJoin(crmConnections, eq(crmConnections.id, leadCrmSyncs.connectionId))
      .where(
        and(
          ripe,
          eq(crmConnections.status, 'connected'),
          inArray(crmConnections.provider, offered),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(busy)
              .where(
                and(
                  eq(busy.connectionId, crmConnections.id),
                  eq(busy.status, 'pending'),
                  gt(busy.leasedUntil, now),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(leadCrmSyncs.nextAttemptAt))
      .limit(1)
      .for('update', { of: crmConnections, skipLocked: true });
    if (!first) return undefined;
    const mine = tx
      .select({ leadId: leadCrmSyncs.leadId })
      .from(leadCrmSyncs)
      .where(and(due, eq(leadCrmSyncs.connectionId, first.connectionId)))
      .orderBy(asc(leadCrmSyncs.nextAttemptAt))
      .limit(batchSizeOf(first.provider))
      .for('update', { skipLocked: true });
    const syncs = await tx
      .update(leadCrmSyncs)
      .set({
        attempts: sql`${leadCrmSyncs.attempts} + 1`,
        leasedUntil: new Date(now.getTime() + LEASE_MS),
      })
      .where(
        and(eq(leadCrmSyncs.connectionId, first.connectionId), inArray(leadCrmSyncs.leadId, mine)),
      )
      .returning();
    const [connection] = await tx
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.id, first.connectionId));
    return connection && syncs.length > 0 ? { connection, syncs } : undefined;
  });
}

/** How a whole batch went, when the CRM gave no per-record answer. */
interface BatchOutcome {
  /** Each record's own outcome, by e-mail (a successful call). */
  records?: Map<string, RecordOutcome>;
  error: string | null;
  /** The connection needs reconnecting: unspent, claimed again once it is connected. */
  wait?: boolean;
  /** 429: unspent, due again after this. */
  retryInMs?: number;
  /** Refused as such (a 400): will not pass by waiting. */
  fail?: boolean;
}

/**
 * Pushes leads to each connected CRM (decision 044's CRM kind, decision 067's connectors):
 * batched per connection, upserted by e-mail. Tokens the CRM refuses mark the connection
 * 'reconnect_needed' and its leads wait for the owner to reconnect; a 429 waits what
 * Retry-After says; a 5xx or no answer retries on CRM_RETRY_DELAYS_MS, then fails the lead;
 * a record the CRM refused fails with the CRM's reason, for the lead list's Retry.
 */
export function crmJobs(options: {
  db: Db;
  clock: Clock;
  cipher: DataCipher;
  crms: CrmApps;
  /** How long a new lead waits for others to share its call (CRM_BATCH_WINDOW_SECONDS). */
  batchWindowMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): JobQueue {
  const { db, clock } = options;
  const offered = offeredCrms(options.crms);
  const crmOf = (provider: CrmProvider) => offeredCrm(options.crms, provider) as OfferedCrm;

  /** Records each lead of the batch's outcome. */
  async function settle(batch: Batch, emails: Map<string, string>, outcome: BatchOutcome) {
    const now = clock.now();
    const refused = crmSentences(batch.connection.provider).recordRefused;
    for (const sync of batch.syncs) {
      const email = emails.get(sync.leadId);
      if (email === undefined) continue; // the lead was erased meanwhile: its row went with it
      const key = and(
        eq(leadCrmSyncs.leadId, sync.leadId),
        eq(leadCrmSyncs.connectionId, sync.connectionId),
      );
      const record =
        outcome.records?.get(email) ?? (outcome.records && { error: refused, remoteIds: {} });
      if (record?.temporary) {
        // Not done yet: what was made so far is kept, and it is due again.
        const unspent = record.temporary.retryAfterMs !== null;
        const delay = unspent
          ? record.temporary.retryAfterMs
          : CRM_RETRY_DELAYS_MS[sync.attempts - 1];
        await db
          .update(leadCrmSyncs)
          .set({
            leasedUntil: null,
            lastError: record.error,
            remoteIds: { ...sync.remoteIds, ...record.remoteIds },
            ...(delay === undefined || delay === null
              ? { status: 'failed' as const, lastError: record.error ?? refused }
              : {
                  nextAttemptAt: new Date(now.getTime() + delay),
                  ...(unspent ? { attempts: sql`${leadCrmSyncs.attempts} - 1` } : {}),
                }),
          })
          .where(key);
        continue;
      }
      if (record) {
        const remoteIds = { ...sync.remoteIds, ...record.remoteIds };
        await db
          .update(leadCrmSyncs)
          .set(
            record.error === null
              ? { status: 'synced', syncedAt: now, leasedUntil: null, lastError: null, remoteIds }
              : { status: 'failed', leasedUntil: null, lastError: record.error, remoteIds },
          )
          .where(key);
        continue;
      }
      const unspent = outcome.wait || outcome.retryInMs !== undefined;
      const delay = outcome.fail
        ? undefined
        : unspent
          ? (outcome.retryInMs ?? 0)
          : CRM_RETRY_DELAYS_MS[sync.attempts - 1];
      await db
        .update(leadCrmSyncs)
        .set(
          delay === undefined
            ? { status: 'failed', leasedUntil: null, lastError: outcome.error }
            : {
                leasedUntil: null,
                lastError: outcome.error,
                nextAttemptAt: new Date(now.getTime() + delay),
                ...(unspent ? { attempts: sql`${leadCrmSyncs.attempts} - 1` } : {}),
              },
        )
        .where(key);
    }
  }

  return {
    name: 'crm',
    concurrency: 2,
    async runNext(now) {
      if (offered.length === 0) return false;
      const batch = await claimBatch(db, {
        now,
        windowMs: options.batchWindowMs,
        offered,
        batchSizeOf: (provider) => Math.max(1, crmOf(provider).connector.batchSize),
      });
      if (!batch) return false;
      const crm = crmOf(batch.connection.provider);
      const remoteIdsOf = new Map(batch.syncs.map((sync) => [sync.leadId, sync.remoteIds]));
      const claimed = await db
        .select()
        .from(leads)
        .where(inArray(leads.id, [...remoteIdsOf.keys()]));
      const emails = new Map(claimed.map((lead) => [lead.id, lead.email.toLowerCase()]));
      const records = await recordsOfLeads(
        db,
        batch.connection,
        claimed.map((lead) => ({ lead, remoteIds: remoteIdsOf.get(lead.id) ?? {} })),
      );
      const outcome = await withCrmSession(options, {
        crm,
        connection: batch.connection,
        call: (session) => crm.connector.upsert(crm.app, session, records),
      });
      if ('reconnect' in outcome) {
        await settle(batch, emails, {
          wait: true,
          error: crmSentences(batch.connection.provider).reconnectNeeded,
        });
        return true;
      }
      if ('temporary' in outcome) {
        await settle(batch, emails, { error: outcome.temporary });
        return true;
      }
      const { answer } = outcome;
      if (answer.body) {
        await settle(batch, emails, { records: answer.body, error: null });
        return true;
      }
      if (answer.status === 429) {
        await settle(batch, emails, {
          retryInMs: answer.retryAfterMs ?? RATE_LIMIT_WAIT_MS,
          error: answer.error,
        });
        return true;
      }
      options.log.warn(
        { connectionId: batch.connection.id, status: answer.status },
        `${batch.connection.provider} upsert failed: ${answer.error}`,
      );
      // No answer or a 5xx may pass; a refusal as such (400) will not: the lead says why.
      const temporary = answer.status === 0 || answer.status >= 500;
      await settle(batch, emails, { error: answer.error, fail: !temporary });
      return true;
    },
  };
}
