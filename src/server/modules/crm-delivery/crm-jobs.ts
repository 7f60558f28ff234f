import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import {
  crmConnections,
  departments,
  leadCrmSyncs,
  leads,
  teamMembers,
  type CrmConnectionRow,
  type LeadCrmSyncRow,
} from '#server/db/schema';
import type { DataCipher } from '#server/lib/data-encryption';
import type { JobQueue } from '#server/lib/job-worker';
import type { Clock } from '#server/lib/runtime';
import { COPY } from '#shared/copy';
import { CRM_LEAD_FIELDS, type CrmLeadField } from '#shared/schemas/integrations';
import {
  requestTokens,
  upsertContacts,
  type ContactInput,
  type HubSpotSettings,
} from './hubspot-api';

/** Leads sent to HubSpot in one call (its batch limit is 100). */
const BATCH = 100;
const LEASE_MS = 60_000;
/** Waits after a failure HubSpot may recover from (5xx, no answer); then the lead is failed. */
export const CRM_RETRY_DELAYS_MS = [
  10_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
];
/** A token within this of its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

type Batch = { connection: CrmConnectionRow; syncs: LeadCrmSyncRow[] };

/**
 * Claims up to 100 due leads of one connected connection: the next due one picks the connection
 * (a connection waiting for reconnection keeps its leads waiting, claimed by no one).
 */
async function claimBatch(db: Db, now: Date): Promise<Batch | undefined> {
  const due = and(
    eq(leadCrmSyncs.status, 'pending'),
    lte(leadCrmSyncs.nextAttemptAt, now),
    or(isNull(leadCrmSyncs.leasedUntil), lte(leadCrmSyncs.leasedUntil, now)),
  );
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select({ connectionId: leadCrmSyncs.connectionId })
      .from(leadCrmSyncs)
      .innerJoin(crmConnections, eq(crmConnections.id, leadCrmSyncs.connectionId))
      .where(and(due, eq(crmConnections.status, 'connected')))
      .orderBy(asc(leadCrmSyncs.nextAttemptAt))
      .limit(1)
      .for('update', { of: leadCrmSyncs, skipLocked: true });
    if (!first) return undefined;
    const mine = tx
      .select({ leadId: leadCrmSyncs.leadId })
      .from(leadCrmSyncs)
      .where(and(due, eq(leadCrmSyncs.connectionId, first.connectionId)))
      .orderBy(asc(leadCrmSyncs.nextAttemptAt))
      .limit(BATCH)
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

/**
 * The department of each team lead's member, by lead id, as they are placed now (decision 060,
 * as the team's leads list and webhooks say it); a lead not listed has none.
 */
async function departmentNamesOfLeads(db: Db, leadIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ leadId: leads.id, name: departments.name })
    .from(leads)
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.teamId, leads.teamId), eq(teamMembers.userId, leads.ownerId)),
    )
    .innerJoin(departments, eq(departments.id, teamMembers.departmentId))
    .where(inArray(leads.id, leadIds));
  return new Map(rows.map((row) => [row.leadId, row.name]));
}

/**
 * A visitor as a HubSpot contact: each lead field into the property the owner mapped it to
 * (HubSpot's own by default; none for a field mapped to ''), then the owner's fixed values.
 */
function contactOf(
  lead: typeof leads.$inferSelect,
  connection: CrmConnectionRow,
  department: string | null,
): ContactInput {
  const [firstName = '', ...rest] = lead.name.trim().split(/\s+/);
  const values: Record<CrmLeadField, string | null> = {
    firstName,
    lastName: rest.join(' '),
    phone: lead.phone || null,
    company: lead.company,
    title: lead.title,
    message: lead.message || null,
    source: lead.source,
    consent:
      lead.consentText && lead.consentedAt
        ? `${lead.consentText} (${lead.consentedAt.toISOString()})`
        : null,
    department,
  };
  const properties: Record<string, string> = { email: lead.email };
  for (const field of CRM_LEAD_FIELDS) {
    const property = connection.fieldMap[field];
    const value = values[field];
    if (property && value) properties[property] = value;
  }
  return {
    email: lead.email.toLowerCase(),
    properties: { ...properties, ...connection.fixedValues },
  };
}

/**
 * Pushes leads to HubSpot (decision 044's CRM kind): batched per connection, upserted by e-mail.
 * A 401 refreshes the tokens once and tries again; tokens HubSpot refuses mark the connection
 * 'reconnect_needed' and its leads wait for the owner to reconnect; a 429 waits what
 * Retry-After says; a 5xx or no answer retries on CRM_RETRY_DELAYS_MS, then fails the lead.
 */
export function crmJobs(options: {
  db: Db;
  clock: Clock;
  cipher: DataCipher;
  hubspot: HubSpotSettings | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): JobQueue {
  const { db, clock, cipher } = options;

  async function setConnection(id: string, values: Partial<CrmConnectionRow>) {
    await db
      .update(crmConnections)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(crmConnections.id, id));
  }

  /**
   * Fresh tokens, stored encrypted. HubSpot refusing the refresh token (4xx) marks the
   * connection 'reconnect_needed'; no answer or a 5xx is a temporary failure.
   */
  async function refreshed(
    settings: HubSpotSettings,
    connection: CrmConnectionRow,
  ): Promise<{ token: string } | { reconnect: string | null } | { temporary: string | null }> {
    const answer = await requestTokens(
      settings,
      { refreshToken: cipher.decrypt(connection.refreshToken) },
      clock.now(),
    );
    if (answer.body) {
      await setConnection(connection.id, {
        accessToken: cipher.encrypt(answer.body.accessToken),
        refreshToken: cipher.encrypt(answer.body.refreshToken),
        expiresAt: answer.body.expiresAt,
        lastError: null,
      });
      return { token: answer.body.accessToken };
    }
    if (answer.status >= 400 && answer.status < 500) {
      await setConnection(connection.id, { status: 'reconnect_needed', lastError: answer.error });
      return { reconnect: answer.error };
    }
    return { temporary: answer.error };
  }

  /**
   * Records the outcome for each lead of the batch: synced when HubSpot confirmed its e-mail;
   * otherwise `wait` (the connection needs reconnecting: unspent, claimed again once it is
   * connected), `retryInMs` (429: unspent), `fail`, or the next retry of its schedule.
   */
  async function settle(
    batch: Batch,
    emails: Map<string, string>,
    outcome: {
      confirmed?: Set<string>;
      error: string | null;
      wait?: boolean;
      retryInMs?: number;
      fail?: boolean;
    },
  ) {
    const now = clock.now();
    for (const sync of batch.syncs) {
      const email = emails.get(sync.leadId);
      if (email === undefined) continue; // the lead was erased meanwhile: its row went with it
      const key = and(
        eq(leadCrmSyncs.leadId, sync.leadId),
        eq(leadCrmSyncs.connectionId, sync.connectionId),
      );
      if (outcome.confirmed?.has(email)) {
        await db
          .update(leadCrmSyncs)
          .set({ status: 'synced', syncedAt: now, leasedUntil: null, lastError: null })
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
      const settings = options.hubspot;
      if (!settings) return false;
      const batch = await claimBatch(db, now);
      if (!batch) return false;
      const claimed = await db
        .select()
        .from(leads)
        .where(
          inArray(
            leads.id,
            batch.syncs.map((sync) => sync.leadId),
          ),
        );
      const emails = new Map(claimed.map((lead) => [lead.id, lead.email.toLowerCase()]));
      const departmentOf = await departmentNamesOfLeads(
        db,
        claimed.map((lead) => lead.id),
      );
      // One input per e-mail: HubSpot refuses a batch naming a contact twice.
      const byEmail = new Map<string, ContactInput>();
      for (const lead of claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
        const contact = contactOf(lead, batch.connection, departmentOf.get(lead.id) ?? null);
        const earlier = byEmail.get(contact.email)?.properties;
        // Newer values win; what only an earlier lead gave (a company) is kept.
        byEmail.set(contact.email, {
          ...contact,
          properties: { ...earlier, ...contact.properties },
        });
      }
      const contacts = [...byEmail.values()];
      let auth: Awaited<ReturnType<typeof refreshed>> =
        batch.connection.expiresAt.getTime() - now.getTime() > REFRESH_MARGIN_MS
          ? { token: cipher.decrypt(batch.connection.accessToken) }
          : await refreshed(settings, batch.connection);
      let answer = 'token' in auth ? await upsertContacts(settings, auth.token, contacts) : null;
      if (answer?.status === 401) {
        auth = await refreshed(settings, batch.connection);
        answer = 'token' in auth ? await upsertContacts(settings, auth.token, contacts) : null;
      }
      if ('reconnect' in auth || answer?.status === 401) {
        if (answer?.status === 401) {
          await setConnection(batch.connection.id, {
            status: 'reconnect_needed',
            lastError: answer.error,
          });
        }
        await settle(batch, emails, { wait: true, error: COPY.crmReconnectNeeded });
        return true;
      }
      if (!answer || 'temporary' in auth) {
        await settle(batch, emails, { error: 'temporary' in auth ? auth.temporary : null });
        return true;
      }
      if (answer.body) {
        await settle(batch, emails, { confirmed: answer.body, error: COPY.crmContactRefused });
        return true;
      }
      if (answer.status === 429) {
        await settle(batch, emails, {
          retryInMs: answer.retryAfterMs ?? 10_000,
          error: answer.error,
        });
        return true;
      }
      options.log.warn(
        { connectionId: batch.connection.id, status: answer.status },
        `HubSpot upsert failed: ${answer.error}`,
      );
      // No answer or a 5xx may pass; a refusal as such (400) will not: the lead says why.
      const temporary = answer.status === 0 || answer.status >= 500;
      await settle(batch, emails, { error: answer.error, fail: !temporary });
      return true;
    },
  };
}
