import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '#server/cli/run-migrations';
import { loadConfig } from '#server/config/config';
import { recordAudit } from '#server/modules/audit/public';
import {
  createPostgresDatabase,
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from '#tests/support/test-database';
import { openDatabase, type Database } from './client';
import { canChangeSchema, migrateDatabase, MigrationsBehindError, prepareSchema } from './migrate';
import { auditLog } from './schema';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A copy of the migrations folder that stops before `tag` (the database as it was then). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(drizzlePg({ client: database.pool! }), { migrationsFolder: folder });
  }
}

/** An empty database, on PostgreSQL its own, not migrated. */
async function emptyDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return { database, destroy: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `cc_guard_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  return {
    database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.each(databaseKinds)('the audit log guards on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.destroy());

  it('refuses TRUNCATE audit_log, even to the schema owner, and keeps every row', async () => {
    const { db } = t.database;
    await recordAudit(db, new Date(), {
      actor: { id: null, label: 'command line' },
      action: 'account.grant-admin',
      targetType: 'account',
      targetId: 'x',
    });
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log cascade`)).rejects.toThrow();
    expect((await db.select().from(auditLog)).length).toBeGreaterThanOrEqual(1);
    // UPDATE and DELETE stay refused too.
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('rewrites older audit rows to account ids: no e-mail address of a data subject is left', async () => {
    const old = await emptyDatabase(kind);
    const folder = migrationsBefore('0013_audit_log_privacy');
    try {
      await migrateWith(old.database, folder);
      const { db } = old.database;
      const admin = { id: '00000000-0000-4000-8000-000000000001', label: 'staff@catalyst.example' };
      await recordAudit(db, new Date(), {
        actor: admin,
        action: 'card.move',
        targetType: 'card',
        targetId: 7,
        reason: 'Sold on',
        before: { ownerId: 'u-1', ownerEmail: 'ada@example.com' },
        after: { ownerId: 'u-2', ownerEmail: 'grace@example.com', invited: true },
      });
      await recordAudit(db, new Date(), {
        actor: admin,
        action: 'mail.retry',
        targetType: 'mail',
        targetId: 'm-1',
        before: {
          status: 'failed',
          attempts: 3,
          lastError: '550 5.1.1 <ada@example.com>: Recipient address rejected',
        },
        after: { status: 'pending' },
      });
      await migrateDatabase(old.database);
      const rows = await db.select().from(auditLog).orderBy(auditLog.id);
      expect(rows[0]).toMatchObject({
        actorId: admin.id,
        actorLabel: 'staff@catalyst.example',
        before: { ownerId: 'u-1' },
        after: { ownerId: 'u-2', invited: true },
      });
      expect(rows[1]!.before).toEqual({
        status: 'failed',
        attempts: 3,
        lastError: '550 5.1.1 <[address]>: Recipient address rejected',
      });
      const written = JSON.stringify(rows.map((row) => [row.before, row.after]));
      expect(written).not.toMatch(/ada@|grace@/);
      // The append-only trigger is back on after the rewrite.
      await expect(db.execute(sql`update audit_log set reason = 'x'`)).rejects.toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await old.destroy();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a server under an application role without schema rights on postgres',
  () => {
    let owner: TestDatabase & { url: string };
    let app: Database;
    let role: string;
    let appUrl: string;
    const base = process.env.TEST_DATABASE_URL!;

    async function asSuperuser(text: string) {
      const client = new pg.Client({ connectionString: owner.url });
      await client.connect();
      try {
        return await client.query(text);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      owner = await createPostgresDatabase(base, { prefix: 'cc_roles', poolSize: 2 });
      role = `cc_app_${randomBytes(6).toString('hex')}`;
      const dbName = new URL(owner.url).pathname.slice(1);
      // What docs/operations.md#deploying-with-two-database-roles grants the application's role: rows.
      await asSuperuser(`create role ${role} login password 'app-secret'`);
      await asSuperuser(`
        grant connect on database ${dbName} to ${role};
        grant usage on schema public, drizzle to ${role};
        grant select, insert, update, delete on all tables in schema public to ${role};
        grant usage, select on all sequences in schema public to ${role};
        grant select on drizzle.__drizzle_migrations to ${role};
        revoke create on schema public from public;`);
      const url = new URL(owner.url);
      url.username = role;
      url.password = 'app-secret';
      appUrl = url.toString();
      app = await openDatabase({ databaseUrl: appUrl, poolSize: 2 });
    });
    afterAll(async () => {
      await app?.close();
      await owner?.destroy();
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop role if exists ${role}`);
      await client.end();
    });

    it('cannot drop the trigger, disable it, or truncate the audit log', async () => {
      expect(await canChangeSchema(app)).toBe(false);
      expect(await canChangeSchema(owner.database)).toBe(true);
      for (const statement of [
        'drop trigger audit_log_no_truncate on audit_log',
        'drop trigger audit_log_append_only on audit_log',
        'alter table audit_log disable trigger all',
        'truncate audit_log',
        'drop table audit_log',
        // The teams' log (decision 057) is guarded the same way.
        'drop trigger team_audit_log_append_only on team_audit_log',
        'alter table team_audit_log disable trigger all',
        'truncate team_audit_log',
        'drop function prune_team_audit_log(timestamptz, integer)',
        'drop table team_audit_log',
      ]) {
        await expect(app.pool!.query(statement), statement).rejects.toThrow();
      }
      // Rows are its business: it writes them as every admin action does.
      await recordAudit(app.db, new Date(), {
        actor: { id: null, label: 'command line' },
        action: 'account.grant-admin',
        targetType: 'account',
        targetId: 'y',
      });
      expect((await app.db.select().from(auditLog)).length).toBeGreaterThanOrEqual(1);
    });

    it('skips migrating when the schema is current, and refuses to start when it is behind', async () => {
      expect(await prepareSchema(app)).toBe('skipped');
      await asSuperuser(
        'update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
      try {
        await expect(prepareSchema(app)).rejects.toThrow(MigrationsBehindError);
        await expect(prepareSchema(app)).rejects.toThrow(/npm run migrate/);
      } finally {
        await asSuperuser(
          'update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
        );
      }
      expect(await prepareSchema(app)).toBe('skipped');
    });

    it('`npm run migrate` connects with MIGRATION_DATABASE_URL rather than DATABASE_URL', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: appUrl,
        MIGRATION_DATABASE_URL: owner.url,
      });
      expect(config.migrationDatabaseUrl).toBe(owner.url);
      expect(await runMigrations(config)).toBe('The database schema is up to date.');
    });
  },
);
