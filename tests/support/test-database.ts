import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A new, migrated, empty database. On PostgreSQL each one is its own database created from
 * TEST_DATABASE_URL, so test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await migrateDatabase(database);
    return { database, destroy: () => database.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(baseUrl, { prefix: 'cc_test', poolSize: 5 });
}

/** A dedicated, migrated database on the cluster of `baseUrl`, dropped by `destroy()`. */
export async function createPostgresDatabase(
  baseUrl: string,
  options: { prefix: string; poolSize: number },
): Promise<TestDatabase & { url: string }> {
  const name = `${options.prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize });
  await migrateDatabase(database);
  return {
    url: url.toString(),
    database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
