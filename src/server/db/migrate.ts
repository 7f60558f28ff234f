import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * Applies the SQL migrations in db/migrations. On PostgreSQL several processes may start at
 * once, so the first takes an advisory lock and the others wait for it, then find nothing to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without a pool');
  // The request timeouts of the pool's connections (DATABASE_*_TIMEOUT_MS) would cut off a
  // long migration, or the wait for another process's migration: migrations run on a
  // connection of their own, opened without them (a pool connection would carry them from its
  // start, so even the statement lifting them could be cancelled under a tight limit).
  const lockClient = new pg.Client({
    ...pool.options,
    statement_timeout: 0,
    lock_timeout: 0,
    idle_in_transaction_session_timeout: 0,
  });
  await lockClient.connect();
  try {
    // Zero even where the role or the database sets a default of its own.
    await lockClient.query(
      'set statement_timeout = 0; set lock_timeout = 0; set idle_in_transaction_session_timeout = 0',
    );
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
}

/** The last migration in the folder's journal: what a current database has applied. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The schema is behind this code, and this process's role may not bring it up to date. */
export class MigrationsBehindError extends Error {}

/**
 * True when the connection's role may change the schema: it can create in `public` and owns
 * the tables already there (a migration alters them). The application's role in a two-role
 * deployment has neither (docs/operations.md#deploying-with-two-database-roles). PGlite: always.
 */
export async function canChangeSchema(database: Database): Promise<boolean> {
  if (database.kind === 'pglite') return true;
  const { rows } = await database.pool!.query<{ can: boolean }>(
    `select has_schema_privilege('public', 'CREATE')
        and coalesce(
          (select pg_has_role(current_user, tableowner, 'USAGE')
             from pg_tables where schemaname = 'public' and tablename = 'audit_log'),
          true) as can`,
  );
  return rows[0]?.can === true;
}

/**
 * Throws MigrationsBehindError unless every migration in the folder has been applied (drizzle
 * records each in drizzle.__drizzle_migrations with its folder time; the application role needs
 * SELECT on that table).
 */
export async function assertMigrationsCurrent(database: Database): Promise<void> {
  const newest = newestMigrationMillis();
  let applied: number;
  try {
    const { rows } = await database.pool!.query<{ newest: string | null }>(
      'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
    );
    applied = Number(rows[0]?.newest ?? 0);
  } catch (error) {
    throw new MigrationsBehindError(
      'Cannot read which migrations the database has (drizzle.__drizzle_migrations): run ' +
        '`npm run migrate` with MIGRATION_DATABASE_URL, and grant this role SELECT on that table.',
      { cause: error },
    );
  }
  if (applied < newest) {
    throw new MigrationsBehindError(
      "The database schema is behind this version, and DATABASE_URL's role may not change it: " +
        'run `npm run migrate` with MIGRATION_DATABASE_URL (the schema owner), then start again.',
    );
  }
}

/**
 * What every process does at start: a role that may change the schema applies the pending
 * migrations; one that may not (the application's role, with `npm run migrate` run beforehand
 * under the migration role) skips them, and is refused when the schema is behind this code, so
 * a server never serves a database that lacks a column it reads (decision 033).
 */
export async function prepareSchema(database: Database): Promise<'migrated' | 'skipped'> {
  if (await canChangeSchema(database)) {
    await migrateDatabase(database);
    return 'migrated';
  }
  await assertMigrationsCurrent(database);
  return 'skipped';
}
