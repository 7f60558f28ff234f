import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { crmConnections, leadCrmSyncs } from '#server/db/schema';
import { ownedBy, type EventScope } from '../webhook-delivery/public';

/**
 * Queues a new lead for the scope's CRM (a team card's lead for the team's only), in the
 * transaction that stores it; a connection waiting for reconnection gets it too, as a backlog.
 * Answers how many were queued.
 */
export async function queueCrmSync(
  tx: DbOrTx,
  input: { leadId: string; scope: EventScope | undefined; now: Date },
): Promise<number> {
  if (!input.scope) return 0;
  const connections = await tx
    .select({ id: crmConnections.id })
    .from(crmConnections)
    .where(
      and(
        ownedBy(input.scope, crmConnections),
        inArray(crmConnections.status, ['connected', 'reconnect_needed']),
      ),
    );
  if (connections.length === 0) return 0;
  await tx.insert(leadCrmSyncs).values(
    connections.map((connection) => ({
      leadId: input.leadId,
      connectionId: connection.id,
      nextAttemptAt: input.now,
      createdAt: input.now,
    })),
  );
  return connections.length;
}

/**
 * Sends a lead's failed CRM pushes again (the lead list's Retry). A push still pending is on its
 * way already (perhaps in flight this moment): it is left alone.
 */
export async function retryLeadCrmSync(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  leadId: string,
): Promise<void> {
  await deps.database.db
    .update(leadCrmSyncs)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: deps.clock.now(),
      lastError: null,
      leasedUntil: null,
    })
    .where(and(eq(leadCrmSyncs.leadId, leadId), eq(leadCrmSyncs.status, 'failed')));
  deps.jobs.kick();
}
