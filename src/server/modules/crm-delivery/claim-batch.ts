import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  crmConnections,
  leadCrmSyncs,
  type CrmConnectionRow,
  type LeadCrmSyncRow,
} from '#server/db/schema';
import type { CrmProvider } from '#shared/schemas/integrations';

/**
 * How long a batch may take before its leads (and its connection) are claimed again: a dead
 * process's batch goes again after this. Long enough for the slowest CRM's batch (Pipedrive's
 * ten visitors, four calls each, each call at most 15 s).
 */
const LEASE_MS = 10 * 60_000;

/** A connection's leads claimed together, and the lease they (and the connection) hold. */
export interface Batch {
  connection: CrmConnectionRow;
  syncs: LeadCrmSyncRow[];
  leasedUntil: Date;
}

const leaseFree = (column: typeof crmConnections.batchLeasedUntil, now: Date) =>
  or(isNull(column), lte(column, now));

/**
 * Claims up to a batch of due leads of one connected connection of a CRM this server offers:
 * the next ripe one picks the connection (a connection waiting for reconnection keeps its leads
 * waiting, claimed by no one), and every lead of it due now comes along. A lead never tried is
 * ripe once it has waited `windowMs` (the others captured meanwhile go in the same call); a
 * retry is ripe when due.
 *
 * A connection has one batch in flight (decision 067): the claim leases the connection's row
 * itself, by an UPDATE whose condition PostgreSQL checks again on the row as it is when the
 * lock is had, so two workers, or two processes, never both push one visitor (a CRM written by
 * look-up-then-create would make them twice).
 */
export async function claimBatch(
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
  const leasedUntil = new Date(now.getTime() + LEASE_MS);
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
          leaseFree(crmConnections.batchLeasedUntil, now),
        ),
      )
      .orderBy(asc(leadCrmSyncs.nextAttemptAt))
      .limit(1)
      .for('update', { of: crmConnections, skipLocked: true });
    if (!first) return undefined;
    // Checked again by this statement, on the row as another claim may have just left it.
    const [connection] = await tx
      .update(crmConnections)
      .set({ batchLeasedUntil: leasedUntil })
      .where(
        and(
          eq(crmConnections.id, first.connectionId),
          leaseFree(crmConnections.batchLeasedUntil, now),
        ),
      )
      .returning();
    if (!connection) return undefined;
    const mine = tx
      .select({ leadId: leadCrmSyncs.leadId })
      .from(leadCrmSyncs)
      .where(and(due, eq(leadCrmSyncs.connectionId, connection.id)))
      .orderBy(asc(leadCrmSyncs.nextAttemptAt))
      .limit(batchSizeOf(first.provider))
      .for('update', { skipLocked: true });
    const syncs = await tx
      .update(leadCrmSyncs)
      .set({ attempts: sql`${leadCrmSyncs.attempts} + 1`, leasedUntil })
      .where(and(eq(leadCrmSyncs.connectionId, connection.id), inArray(leadCrmSyncs.leadId, mine)))
      .returning();
    if (syncs.length === 0) {
      await tx
        .update(crmConnections)
        .set({ batchLeasedUntil: null })
        .where(eq(crmConnections.id, connection.id));
      return undefined;
    }
    return { connection, syncs, leasedUntil };
  });
}

/** Ends a batch's hold on its connection (unless a later claim holds it now). */
export async function releaseBatch(db: Db, batch: Batch): Promise<void> {
  await db
    .update(crmConnections)
    .set({ batchLeasedUntil: null })
    .where(
      and(
        eq(crmConnections.id, batch.connection.id),
        eq(crmConnections.batchLeasedUntil, batch.leasedUntil),
      ),
    );
}
