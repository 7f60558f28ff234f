import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';

/** PostgreSQL suites run only when TEST_DATABASE_URL is set (as CI does). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface ScratchPostgres {
  /** postgres://... of the dedicated database, straight to PostgreSQL (not through a proxy). */
  url: string;
  host: string;
  port: number;
  /** A direct connection for seeding and for reading back what the servers stored. */
  database: Database;
  destroy(): Promise<void>;
}

/** A dedicated, migrated database on the shared cluster, dropped by `destroy()`. */
export async function createScratchPostgres(baseUrl: string): Promise<ScratchPostgres> {
  const name = `cc_resilience_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
  await migrateDatabase(database);
  return {
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
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

/** The same database reached through `port` on 127.0.0.1 (a TCP proxy in front of it). */
export function urlThroughPort(url: string, port: number): string {
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return through.toString();
}
