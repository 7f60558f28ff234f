import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
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
  const lockClient = await pool.connect();
  try {
    // The request timeouts of the pool's connections (DATABASE_*_TIMEOUT_MS) would cut off a
    // long migration, or the wait for another process's migration: this one connection runs
    // without them, and the migrations run on it.
    await lockClient.query(
      'set statement_timeout = 0; set lock_timeout = 0; set idle_in_transaction_session_timeout = 0',
    );
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    // Back in the pool, the connection gets its start-up limits again.
    await lockClient.query('reset all').catch(() => {});
    lockClient.release();
  }
}
