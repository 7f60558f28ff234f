import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTeamAudit, SYSTEM_TEAM_ACTOR } from '#server/modules/audit/public';
import { pruneExpiredRows } from '#server/modules/retention/prune-expired-rows';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { teamAuditLog } from './schema';

const DAY_MS = 86_400_000;

// The team's audit log guard (migration 0035, decision 057), tested as the operator's
// (audit-log-guards.test.ts): no UPDATE, no DELETE, no TRUNCATE for the application's role;
// the retention job removes rows older than a year through prune_team_audit_log(), as the
// schema's owner.
describe.each(databaseKinds)("the team audit log's guard on %s", (kind) => {
  let t: TestApp;
  const role = `cc_team_app_${randomBytes(4).toString('hex')}`;
  const teamId = '00000000-0000-4000-8000-0000000000aa';
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.deps.database;
    // An application role as docs/operations.md#deploying-with-two-database-roles grants it:
    // every row right on every table, no schema rights.
    await db.execute(sql.raw(`create role ${role}`));
    for (const grant of [
      `grant usage on schema public to ${role}`,
      `grant select, insert, update, delete on all tables in schema public to ${role}`,
      `grant usage, select on all sequences in schema public to ${role}`,
    ]) {
      await db.execute(sql.raw(grant));
    }
  });
  afterAll(async () => {
    const { db } = t.deps.database;
    await db.execute(sql.raw(`drop owned by ${role}`));
    await db.execute(sql.raw(`drop role ${role}`));
    await t.close();
  });

  const db = () => t.deps.database.db;
  /** A row written `daysAgo` before now (the database's and the test clock's). */
  async function rowFrom(daysAgo: number, label: string) {
    await recordTeamAudit(db(), new Date(Date.now() - daysAgo * DAY_MS), {
      teamId,
      actor: SYSTEM_TEAM_ACTOR,
      action: 'billing.seats_changed',
      target: { kind: 'subscription', id: 'sub', label },
      details: { before: 1, after: 2 },
    });
  }
  const labels = async () =>
    (await db().select().from(teamAuditLog).where(eq(teamAuditLog.teamId, teamId))).map(
      (row) => row.targetLabel,
    );
  /** Runs `statement` as the application's role, in a transaction of its own. */
  const asApp = (statement: string) =>
    db().transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${role}`));
      return tx.execute(sql.raw(statement));
    });

  it("refuses the application role's UPDATE and DELETE, of young and old rows, and TRUNCATE", async () => {
    await rowFrom(1, 'young');
    await rowFrom(400, 'old');
    for (const statement of [
      "update team_audit_log set target_label = 'x'",
      "update team_audit_log set details = '{}' where target_label = 'old'",
      'delete from team_audit_log',
      "delete from team_audit_log where target_label = 'old'",
      'truncate team_audit_log',
    ]) {
      await expect(asApp(statement), statement).rejects.toThrow();
    }
    // The schema's owner cannot change a row, delete a young one, or empty the table either.
    for (const statement of [
      "update team_audit_log set target_label = 'x'",
      "delete from team_audit_log where target_label = 'young'",
      'truncate team_audit_log',
    ]) {
      await expect(db().execute(sql.raw(statement)), statement).rejects.toThrow();
    }
    expect((await labels()).sort()).toEqual(['old', 'young']);
    // Writing stays the application's business.
    await asApp(
      `insert into team_audit_log (team_id, actor_kind, actor_name, action, target_kind, target_id, target_label)
       values ('${teamId}', 'system', 'job', 'team.renamed', 'team', '${teamId}', 'written by the app')`,
    );
    expect(await labels()).toContain('written by the app');
  });

  it('lets retention remove rows older than a year, never a younger one, even when asked', async () => {
    await rowFrom(366, 'a year and a day');
    await rowFrom(364, 'a day short of a year');
    // The application's role calls the function: it deletes as the schema's owner, and a
    // cut-off in the future still spares every row younger than a year.
    await asApp(`select prune_team_audit_log(now() + interval '10 years', 1000)`);
    expect(await labels()).not.toContain('a year and a day');
    expect(await labels()).toContain('a day short of a year');

    await rowFrom(500, 'long gone');
    t.clock.set(new Date());
    const pruned = await pruneExpiredRows(t.deps);
    expect(pruned.teamAuditRows).toBe(1);
    expect(await labels()).not.toContain('long gone');
    expect(await labels()).toEqual(
      expect.arrayContaining(['young', 'a day short of a year', 'written by the app']),
    );
  });
});
