import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { createTestApp, bearer, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { auditLog, users } from '../db/schema';
import { runCommand } from './commands';
import { CommandError } from './context';

describe.each(databaseKinds)('grant-admin and revoke-admin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  // Each test starts with no admin, so it counts the admins it makes itself.
  beforeEach(async () => {
    await t.deps.database.db.update(users).set({ role: 'owner' }).where(eq(users.role, 'admin'));
  });

  const run = (command: string, email: string) => runCommand(t.deps, { command, args: { email } });
  const roleOf = async (id: string) =>
    (await t.deps.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]
      ?.role;
  const auditOf = (id: string) =>
    t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const admins = async () =>
    (await t.deps.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')))
      .length;

  it('grants admin with an audit row in the same change; the profile answers the role', async () => {
    const user = await t.createUser();
    expect(await run('grant-admin', `  ${user.email.toUpperCase()} `)).toBe(
      `${user.email} is now an admin.`,
    );
    expect(await roleOf(user.id)).toBe('admin');
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorLabel: 'command line',
        action: 'account.grant-admin',
        targetType: 'account',
        targetId: user.id,
        before: { role: 'owner' },
        after: { role: 'admin' },
      }),
    ]);
    const { accessToken } = await t.login(user.email, user.password);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(accessToken),
    });
    expect(profile.json()).toMatchObject({ email: user.email, role: 'admin' });
  });

  it('granting an admin again changes and records nothing', async () => {
    const user = await t.createUser();
    await run('grant-admin', user.email);
    expect(await run('grant-admin', user.email)).toBe(
      `${user.email} is already an admin; nothing changed.`,
    );
    expect(await auditOf(user.id)).toHaveLength(1);
  });

  it('an unknown e-mail is refused by name', async () => {
    for (const command of ['grant-admin', 'revoke-admin']) {
      await expect(run(command, 'nobody@example.com')).rejects.toThrow(
        new CommandError('No account has the e-mail nobody@example.com.'),
      );
    }
  });

  it('revokes an admin while another remains; revoking an owner changes nothing', async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    await run('grant-admin', first.email);
    await run('grant-admin', second.email);
    expect(await run('revoke-admin', first.email)).toBe(
      `${first.email} is no longer an admin (now an owner).`,
    );
    expect(await roleOf(first.id)).toBe('owner');
    expect((await auditOf(first.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['account.grant-admin', { role: 'owner' }, { role: 'admin' }],
      ['account.revoke-admin', { role: 'admin' }, { role: 'owner' }],
    ]);
    expect(await run('revoke-admin', first.email)).toBe(
      `${first.email} is not an admin; nothing changed.`,
    );
    expect(await auditOf(first.id)).toHaveLength(2);
  });

  it('the last admin cannot be revoked', async () => {
    const only = await t.createUser();
    await run('grant-admin', only.email);
    await expect(run('revoke-admin', only.email)).rejects.toThrow(new CommandError(COPY.lastAdmin));
    expect(await roleOf(only.id)).toBe('admin');
    expect(await auditOf(only.id)).toHaveLength(1);
  });

  it('two revokes of the two admins at once leave one admin', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await run('grant-admin', a.email);
    await run('grant-admin', b.email);
    const pool = t.deps.database.pool;
    // PostgreSQL: another transaction holds both admin rows until both revokes are waiting, so
    // they provably overlap. PGlite runs one transaction at a time, in this process.
    const blocker = pool ? await pool.connect() : undefined;
    try {
      await blocker?.query('begin');
      await blocker?.query(`select id from users where role = 'admin' for update`);
      const both = Promise.allSettled([run('revoke-admin', a.email), run('revoke-admin', b.email)]);
      if (pool && blocker) {
        await expect
          .poll(
            async () => {
              const waiting = await pool.query<{ count: number }>(
                `select count(*)::int as count from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              );
              return waiting.rows[0]?.count;
            },
            { timeout: 10_000 },
          )
          .toBe(2);
        await blocker.query('commit');
      }
      const results = await both;
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((result) => result.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toEqual(new CommandError(COPY.lastAdmin));
    } finally {
      await blocker?.query('rollback').catch(() => {});
      blocker?.release();
    }
    expect(await admins()).toBe(1);
    const revoked = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [a.id, b.id]));
    expect(revoked.filter((row) => row.action === 'account.revoke-admin')).toHaveLength(1);
  });
});
