import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CrmApps } from '#server/config/crm';
import type { Db } from '#server/db/client';
import { leadCrmSyncs, leads } from '#server/db/schema';
import type { DataCipher } from '#server/lib/data-encryption';
import type { JobQueue } from '#server/lib/job-worker';
import type { Clock } from '#server/lib/runtime';
import { crmSentences } from '#shared/copy/crm';
import type { CrmProvider } from '#shared/schemas/integrations';
import { claimBatch, releaseBatch, type Batch } from './claim-batch';
import type { CrmRecord, RecordOutcome } from './connector';
import { offeredCrm, offeredCrms, type OfferedCrm } from './connectors';
import { recordKeyOf, recordsOfLeads } from './crm-records';
import { withCrmSession } from './crm-session';

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

/** How a whole batch went, when the CRM gave no per-record answer. */
interface BatchOutcome {
  /** Each record's own outcome, by its key (a successful call). */
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

  /** Records each lead of the batch's outcome; `keys`: each lead's record key, by lead id. */
  async function settle(batch: Batch, keys: Map<string, string>, outcome: BatchOutcome) {
    const now = clock.now();
    const refused = crmSentences(batch.connection.provider).recordRefused;
    for (const sync of batch.syncs) {
      const recordKey = keys.get(sync.leadId);
      if (recordKey === undefined) continue; // the lead was erased meanwhile: its row went with it
      // Still this batch's: a lead whose lease ran out (and was claimed again) is not settled.
      const key = and(
        eq(leadCrmSyncs.leadId, sync.leadId),
        eq(leadCrmSyncs.connectionId, sync.connectionId),
        eq(leadCrmSyncs.leasedUntil, batch.leasedUntil),
      );
      const record =
        outcome.records?.get(recordKey) ?? (outcome.records && { error: refused, remoteIds: {} });
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

  /**
   * One call per record, after the CRM refused a whole batch as such (a 400: HubSpot refuses a
   * batch for one invalid input), so only the records it refuses fail.
   */
  async function oneByOne(batch: Batch, records: CrmRecord[]): Promise<Map<string, RecordOutcome>> {
    const crm = crmOf(batch.connection.provider);
    const outcomes = new Map<string, RecordOutcome>();
    for (const record of records) {
      const outcome = await withCrmSession(options, {
        crm,
        connection: batch.connection,
        call: (session) => crm.connector.upsert(crm.app, session, [record]),
      });
      const answer = 'answer' in outcome ? outcome.answer : null;
      const got = answer?.body?.get(record.key);
      if (got) outcomes.set(record.key, got);
      else if (answer && answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
        outcomes.set(record.key, { error: answer.error, remoteIds: {} });
      } else {
        const error = 'temporary' in outcome ? outcome.temporary : (answer?.error ?? null);
        const retryAfterMs =
          answer?.status === 429 ? (answer.retryAfterMs ?? RATE_LIMIT_WAIT_MS) : null;
        outcomes.set(record.key, { error, remoteIds: {}, temporary: { retryAfterMs } });
      }
    }
    return outcomes;
  }

  /** Pushes a claimed batch and records each lead's outcome. */
  async function push(batch: Batch) {
    const crm = crmOf(batch.connection.provider);
    const remoteIdsOf = new Map(batch.syncs.map((sync) => [sync.leadId, sync.remoteIds]));
    const claimed = await db
      .select()
      .from(leads)
      .where(inArray(leads.id, [...remoteIdsOf.keys()]));
    const keys = new Map(claimed.map((lead) => [lead.id, recordKeyOf(lead)]));
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
      const error = crmSentences(batch.connection.provider).reconnectNeeded;
      return settle(batch, keys, { wait: true, error });
    }
    if ('temporary' in outcome) return settle(batch, keys, { error: outcome.temporary });
    const { answer } = outcome;
    if (answer.body) return settle(batch, keys, { records: answer.body, error: null });
    if (answer.status === 429) {
      const retryInMs = answer.retryAfterMs ?? RATE_LIMIT_WAIT_MS;
      return settle(batch, keys, { retryInMs, error: answer.error });
    }
    options.log.warn(
      { connectionId: batch.connection.id, status: answer.status },
      `${batch.connection.provider} upsert failed: ${answer.error}`,
    );
    // No answer or a 5xx may pass; a refusal as such (400) will not: the lead says why, and a
    // batch of several is tried one record at a time, so only the refused one fails.
    const temporary = answer.status === 0 || answer.status >= 500;
    if (!temporary && records.length > 1) {
      return settle(batch, keys, { records: await oneByOne(batch, records), error: null });
    }
    return settle(batch, keys, { error: answer.error, fail: !temporary });
  }

  return {
    name: 'crm',
    // One batch in flight per connection: four connections' batches at once, so one CRM's
    // backlog (Pipedrive's, one visitor at a time) does not hold the others back.
    concurrency: 4,
    async runNext(now) {
      if (offered.length === 0) return false;
      const batch = await claimBatch(db, {
        now,
        windowMs: options.batchWindowMs,
        offered,
        batchSizeOf: (provider) => Math.max(1, crmOf(provider).connector.batchSize),
      });
      if (!batch) return false;
      try {
        await push(batch);
      } finally {
        await releaseBatch(db, batch);
      }
      return true;
    },
  };
}
