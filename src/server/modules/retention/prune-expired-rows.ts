import { and, eq, inArray, isNotNull, lt, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '#server/app-deps';
import type { Db } from '#server/db/client';
import {
  accountTokens,
  billingEvents,
  cards,
  insightEvents,
  insightSalts,
  insightVisitors,
  knownDevices,
  mailQueue,
  passkeyChallenges,
  refreshTokens,
  sessions,
  shopifyWebhooks,
  teams,
  twoStepChallenges,
  webhookDeliveries,
} from '#server/db/schema';
import { TEAM_AUDIT_KEPT_DAYS } from '#shared/schemas/team-audit';
import { teamLeadsKeptSince } from '#shared/schemas/teams';
import { pruneSamlAssertionIds, pruneSsoCodes, pruneSsoRequests } from '../sso/public';
import { RETENTION_BATCH, RETENTION_WINDOWS_MS } from './retention-windows';

const DAY_MS = 86_400_000;

export interface PrunedRows {
  refreshTokens: number;
  sessions: number;
  /** Devices an account has not signed in from for 90 days (each account's newest stays). */
  knownDevices: number;
  accountTokens: number;
  /** Two-step tokens and passkey challenges a day after they expired. */
  signInSteps: number;
  mail: number;
  /** Webhook deliveries done (sent or given up), with their bodies (the leads' details). */
  webhookDeliveries: number;
  shopifyWebhooks: number;
  billingEvents: number;
  insightEvents: number;
  /** Salts and visitor hashes of days that are over (decision 021). */
  insightDays: number;
  /** Teams deleted TEAM_LEADS_KEPT_DAYS ago, with the leads kept for export (cascaded). */
  deletedTeams: number;
  /** Rows of the teams' audit logs older than TEAM_AUDIT_KEPT_DAYS. */
  teamAuditRows: number;
  /**
   * Single sign-on's short-lived rows once expired: sign-ins abandoned at the identity provider,
   * codes past their minute, and SAML assertion ids past their NotOnOrAfter.
   */
  singleSignOn: number;
}

/**
 * The teams' audit log older than a year. The application's role may not delete its rows (the
 * table's trigger, decision 057): prune_team_audit_log() deletes them as the schema's owner,
 * never one younger than a year, RETENTION_BATCH at a time with SKIP LOCKED.
 */
async function pruneTeamAuditLog(db: Db, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(
      sql`select prune_team_audit_log(${before.toISOString()}::timestamptz, ${RETENTION_BATCH}) as pruned`,
    )) as unknown as { rows: Array<{ pruned: number | string }> };
    const pruned = Number(result.rows[0]?.pruned ?? 0);
    total += pruned;
    if (pruned < RETENTION_BATCH) return total;
  }
}

/**
 * Deletes the rows matching `where`, RETENTION_BATCH at a time, each batch one short statement.
 * Rows another process is deleting right now are skipped (SKIP LOCKED), so several servers can
 * prune at once without waiting on each other or deleting twice.
 */
async function deleteInBatches(db: Db, table: PgTable, id: PgColumn, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id })
      .from(table)
      .where(where)
      .limit(RETENTION_BATCH)
      .for('update', { skipLocked: true });
    const deleted = await db.delete(table).where(inArray(id, batch)).returning({ id });
    total += deleted.length;
    if (deleted.length < RETENTION_BATCH) return total;
  }
}

/** Prunes every table that grows with use, keeping each row as long as it can still matter. */
export async function pruneExpiredRows(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config'>,
): Promise<PrunedRows> {
  const { db } = deps.database;
  const now = deps.clock.now().getTime();
  const before = (window: keyof typeof RETENTION_WINDOWS_MS) =>
    new Date(now - RETENTION_WINDOWS_MS[window]);

  const prunedRefreshTokens = await deleteInBatches(
    db,
    refreshTokens,
    refreshTokens.id,
    lt(refreshTokens.expiresAt, before('expiredRefreshToken')),
  );
  const prunedSessions = await deleteInBatches(
    db,
    sessions,
    sessions.id,
    or(
      and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before('revokedSession'))),
      // Started long enough ago that its first token is surely written (login inserts the
      // session, then the token), and no token is left to refresh it with.
      and(
        lt(sessions.createdAt, before('sessionWithoutTokens')),
        notExists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(eq(refreshTokens.sessionId, sessions.id)),
        ),
      ),
    )!,
  );
  const prunedAccountTokens = await deleteInBatches(
    db,
    accountTokens,
    accountTokens.id,
    and(
      // Invitation links stay (one per shop order): an old one must still lead an owner who has
      // set a password to Log in, whatever its age (verify-account.ts).
      ne(accountTokens.purpose, 'verify-account'),
      or(
        lt(accountTokens.usedAt, before('spentAccountToken')),
        lt(accountTokens.expiresAt, before('spentAccountToken')),
      ),
    )!,
  );
  const prunedTwoStepTokens = await deleteInBatches(
    db,
    twoStepChallenges,
    twoStepChallenges.id,
    lt(twoStepChallenges.expiresAt, before('expiredSignInStep')),
  );
  const prunedPasskeyChallenges = await deleteInBatches(
    db,
    passkeyChallenges,
    passkeyChallenges.challengeHash,
    lt(passkeyChallenges.expiresAt, before('expiredSignInStep')),
  );
  const prunedMail = await deleteInBatches(
    db,
    mailQueue,
    mailQueue.id,
    and(ne(mailQueue.status, 'pending'), lt(mailQueue.createdAt, before('finishedMail')))!,
  );
  const prunedDeliveries = await deleteInBatches(
    db,
    webhookDeliveries,
    webhookDeliveries.id,
    and(
      ne(webhookDeliveries.status, 'pending'),
      lt(webhookDeliveries.createdAt, before('finishedDelivery')),
    )!,
  );
  const prunedShopifyWebhooks = await deleteInBatches(
    db,
    shopifyWebhooks,
    shopifyWebhooks.webhookId,
    lt(shopifyWebhooks.receivedAt, before('shopifyWebhook')),
  );
  const prunedBillingEvents = await deleteInBatches(
    db,
    billingEvents,
    billingEvents.eventId,
    lt(billingEvents.receivedAt, before('billingEvent')),
  );
  const prunedInsightEvents = await deleteInBatches(
    db,
    insightEvents,
    insightEvents.id,
    or(
      lt(insightEvents.occurredAt, new Date(now - deps.config.insightsRetentionDays * DAY_MS)),
      // A deleted card's events: the table has no foreign key to cascade (schema.ts says why).
      notExists(db.select({ id: cards.id }).from(cards).where(eq(cards.id, insightEvents.cardId))),
    )!,
  );
  // Once a UTC day is over its visitors are counted: their hashes and the day's salt go, so
  // nothing can link a visitor across days or test a guess against a stored hash. Yesterday's
  // stay one more day, for batches delayed past midnight (an outage, a slow flush). The visitors
  // of a deleted card go at once (no foreign key cascades them).
  const yesterday = new Date(now - DAY_MS).toISOString().slice(0, 10);
  await db
    .delete(insightVisitors)
    .where(
      or(
        lt(insightVisitors.day, yesterday),
        notExists(
          db.select({ id: cards.id }).from(cards).where(eq(cards.id, insightVisitors.cardId)),
        ),
      ),
    );
  const prunedTeams = await deleteInBatches(
    db,
    teams,
    teams.id,
    lt(teams.deletedAt, teamLeadsKeptSince(new Date(now))),
  );
  // Few rows per account and no id column: one statement. The newest row of an account stays
  // (however old), so its next sign-in is not taken for its first (decision 056).
  const prunedDevices = await db
    .delete(knownDevices)
    .where(
      and(
        lt(knownDevices.lastSeenAt, before('unseenDevice')),
        sql`exists (select 1 from known_devices newer where newer.user_id = ${knownDevices.userId} and newer.last_seen_at > ${knownDevices.lastSeenAt})`,
      ),
    )
    .returning({ userId: knownDevices.userId });
  const prunedTeamAudit = await pruneTeamAuditLog(
    db,
    new Date(now - TEAM_AUDIT_KEPT_DAYS * DAY_MS),
  );
  const prunedSingleSignOn =
    (await pruneSsoRequests(db, new Date(now))) +
    (await pruneSsoCodes(db, new Date(now))) +
    (await pruneSamlAssertionIds(db, new Date(now)));
  const prunedSalts = await db
    .delete(insightSalts)
    .where(lt(insightSalts.day, yesterday))
    .returning({ day: insightSalts.day });
  return {
    insightEvents: prunedInsightEvents,
    // One salt per day that had visitors: the days whose visitors are now gone.
    insightDays: prunedSalts.length,
    refreshTokens: prunedRefreshTokens,
    sessions: prunedSessions,
    knownDevices: prunedDevices.length,
    accountTokens: prunedAccountTokens,
    signInSteps: prunedTwoStepTokens + prunedPasskeyChallenges,
    mail: prunedMail,
    webhookDeliveries: prunedDeliveries,
    shopifyWebhooks: prunedShopifyWebhooks,
    billingEvents: prunedBillingEvents,
    deletedTeams: prunedTeams,
    teamAuditRows: prunedTeamAudit,
    singleSignOn: prunedSingleSignOn,
  };
}
