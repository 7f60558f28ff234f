import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  billingEvents,
  mailQueue,
  type MailStatus,
  passkeyChallenges,
  refreshTokens,
  samlAssertionIds,
  sessions,
  shopifyWebhooks,
  ssoCodes,
  ssoRequests,
  teams,
  twoStepChallenges,
} from '#server/db/schema';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { runRetention } from './retention-job';
import { RETENTION_BATCH } from './retention-windows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('retention job on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
  const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms);
  const rows = async (table: PgTable) => {
    const [row] = await t.deps.database.db.select({ n: count() }).from(table);
    return row!.n;
  };
  const counts = async () => ({
    refreshTokens: await rows(refreshTokens),
    sessions: await rows(sessions),
    accountTokens: await rows(accountTokens),
    mail: await rows(mailQueue),
    shopifyWebhooks: await rows(shopifyWebhooks),
    billingEvents: await rows(billingEvents),
    signInSteps: (await rows(twoStepChallenges)) + (await rows(passkeyChallenges)),
  });

  async function session(values: { createdAt: Date; revokedAt?: Date }) {
    const user = await t.createUser();
    const [row] = await t.deps.database.db
      .insert(sessions)
      .values({ userId: user.id, ...values })
      .returning({ id: sessions.id, userId: sessions.userId });
    return row!;
  }
  const token = (sessionId: string, expiresAt: Date, usedAt: Date | null = null) =>
    t.deps.database.db
      .insert(refreshTokens)
      .values({ sessionId, tokenHash: randomUUID(), expiresAt, usedAt, createdAt: ago(DAY) });

  it('prunes each table past its window and keeps every row inside it', async () => {
    const { db } = t.deps.database;
    // Sessions: a live one with used and unused tokens; revoked long ago; revoked lately;
    // one whose tokens all expired long ago; one just started with no token yet.
    const live = await session({ createdAt: ago(40 * DAY) });
    await token(live.id, ago(2 * DAY)); // expired two days ago: goes
    await token(live.id, ago(2 * HOUR), ago(3 * DAY)); // used, expired 2 h ago: kept (replays seen)
    await token(live.id, ahead(20 * DAY), ago(HOUR)); // used, still valid: kept
    await token(live.id, ahead(29 * DAY)); // the current one: kept
    const oldRevoked = await session({ createdAt: ago(20 * DAY), revokedAt: ago(8 * DAY) });
    await token(oldRevoked.id, ahead(10 * DAY)); // goes with its session
    const newRevoked = await session({ createdAt: ago(20 * DAY), revokedAt: ago(6 * DAY) });
    await token(newRevoked.id, ahead(10 * DAY));
    const abandoned = await session({ createdAt: ago(60 * DAY) });
    await token(abandoned.id, ago(30 * DAY)); // goes, then the session has none left: goes
    await session({ createdAt: ago(HOUR) }); // no token yet (login writes it next): kept

    const accountToken = (values: { expiresAt: Date; usedAt?: Date; purpose?: string }) =>
      db.insert(accountTokens).values({
        userId: live.userId,
        purpose: 'password-reset',
        tokenHash: randomUUID(),
        ...values,
      });
    await accountToken({ expiresAt: ahead(HOUR), usedAt: ago(8 * DAY) }); // used long ago: goes
    await accountToken({ expiresAt: ago(8 * DAY) }); // expired long ago: goes
    await accountToken({ expiresAt: ahead(6 * DAY), usedAt: ago(6 * DAY) }); // kept
    await accountToken({ expiresAt: ago(6 * DAY) }); // kept
    await accountToken({ expiresAt: ahead(HOUR) }); // live: kept
    // An invitation used long ago: kept, so the old link still leads to Log in.
    await accountToken({
      purpose: 'verify-account',
      expiresAt: ago(9 * DAY),
      usedAt: ago(9 * DAY),
    });

    const mail = (status: MailStatus, createdAt: Date) =>
      db.insert(mailQueue).values({
        toAddress: 'someone@example.com',
        subject: 'Subject',
        textBody: 'text',
        htmlBody: '<p>html</p>',
        status,
        createdAt,
        sentAt: status === 'sent' ? createdAt : null,
      });
    await mail('sent', ago(31 * DAY)); // goes
    await mail('failed', ago(31 * DAY)); // goes
    await mail('pending', ago(31 * DAY)); // still to deliver: kept
    await mail('sent', ago(29 * DAY)); // kept

    // Enough expired webhook ids to need more than one batch.
    const expiredWebhooks = RETENTION_BATCH + 5;
    await db.insert(shopifyWebhooks).values(
      Array.from({ length: expiredWebhooks }, (_, i) => ({
        webhookId: `old-${i}`,
        topic: 'orders/paid',
        receivedAt: ago(8 * DAY),
      })),
    );
    await db
      .insert(shopifyWebhooks)
      .values({ webhookId: 'recent', topic: 'orders/paid', receivedAt: ago(3 * DAY) });
    await db.insert(billingEvents).values([
      { eventId: 'evt_old', type: 'customer.subscription.updated', receivedAt: ago(11 * DAY) },
      { eventId: 'evt_recent', type: 'customer.subscription.updated', receivedAt: ago(4 * DAY) },
    ]);

    // A sign-in's second step and a passkey challenge: a day after they expired they go.
    const step = (expiresAt: Date) =>
      db.insert(twoStepChallenges).values({
        userId: live.userId,
        tokenHash: randomUUID(),
        purpose: 'sign-in',
        expiresAt,
      });
    await step(ago(DAY + HOUR)); // goes
    await step(ago(HOUR)); // kept
    await db.insert(passkeyChallenges).values([
      { challengeHash: 'old', purpose: 'authentication', expiresAt: ago(2 * DAY) }, // goes
      { challengeHash: 'new', purpose: 'authentication', expiresAt: ahead(HOUR) }, // kept
    ]);

    const before = await counts();
    expect(before).toEqual({
      refreshTokens: 7,
      sessions: 5,
      accountTokens: 6,
      mail: 4,
      shopifyWebhooks: expiredWebhooks + 1,
      billingEvents: 2,
      signInSteps: 4,
    });
    const report = await runRetention(t.deps);
    expect(report).toEqual({
      refreshTokens: 2, // the live session's expired one and the abandoned session's
      sessions: 2, // revoked 8 days ago (its token goes with it) and the abandoned one
      knownDevices: 0,
      accountTokens: 2,
      signInSteps: 2,
      mail: 2,
      // The webhook log's own pruning is tested with the webhooks (webhooks.routes.test.ts).
      webhookDeliveries: 0,
      shopifyWebhooks: expiredWebhooks,
      billingEvents: 1,
      // Insights' own pruning is tested with its events (insights.routes.test.ts).
      insightEvents: 0,
      insightDays: 0,
      // Teams' own pruning is tested with their deletion (team-deletion.routes.test.ts).
      deletedTeams: 0,
      // The team audit log's own pruning is tested with its guard (team-audit-log-guards.test.ts).
      teamAuditRows: 0,
      singleSignOn: 0,
      uploadsDeleted: 0,
      uploadsFailed: 0,
    });
    expect(await counts()).toEqual({
      refreshTokens: 4, // three of the live session, one of the lately revoked
      sessions: 3,
      accountTokens: 4,
      mail: 2,
      shopifyWebhooks: 1,
      billingEvents: 1,
      signInSteps: 2,
    });
    // A second run finds nothing more.
    const again = await runRetention(t.deps);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it("prunes single sign-on's sign-ins, codes and assertion ids once expired", async () => {
    const { db } = t.deps.database;
    const user = await t.createUser();
    const [team] = await db
      .insert(teams)
      .values({ name: 'SSO Co', slug: `sso-${randomUUID()}` })
      .returning({ id: teams.id });
    const teamId = team!.id;
    await db.insert(ssoRequests).values([
      { teamId, protocol: 'oidc', state: 'old', expiresAt: ago(1_000) }, // goes
      { teamId, protocol: 'oidc', state: 'live', expiresAt: ahead(HOUR) }, // kept
    ]);
    await db.insert(ssoCodes).values([
      { codeHash: 'old', teamId, userId: user.id, expiresAt: ago(1_000) }, // goes
      { codeHash: 'live', teamId, userId: user.id, expiresAt: ahead(60_000) }, // kept
    ]);
    await db.insert(samlAssertionIds).values([
      { teamId, assertionId: '_old', expiresAt: ago(1_000) }, // goes
      { teamId, assertionId: '_live', expiresAt: ahead(HOUR) }, // kept: a replay is still refused
    ]);
    const report = await runRetention(t.deps);
    expect(report.singleSignOn).toBe(3);
    expect(await db.select({ state: ssoRequests.state }).from(ssoRequests)).toEqual([
      { state: 'live' },
    ]);
    expect(await db.select({ code: ssoCodes.codeHash }).from(ssoCodes)).toEqual([{ code: 'live' }]);
    expect(await db.select({ id: samlAssertionIds.assertionId }).from(samlAssertionIds)).toEqual([
      { id: '_live' },
    ]);
  });

  it('is safe when several processes run it at once: each row is deleted once', async () => {
    await t.deps.database.db.insert(shopifyWebhooks).values(
      Array.from({ length: 2 * RETENTION_BATCH + 10 }, (_, i) => ({
        webhookId: `parallel-${i}`,
        topic: 'orders/paid',
        receivedAt: ago(30 * DAY),
      })),
    );
    const reports = await Promise.all([1, 2, 3].map(() => runRetention(t.deps)));
    expect(reports.reduce((sum, r) => sum + r.shopifyWebhooks, 0)).toBe(2 * RETENTION_BATCH + 10);
    expect(await rows(shopifyWebhooks)).toBe(1);
  });
});
