import type { Database } from '#server/db/client';
import { createPostgresDatabase } from '#tests/support/test-database';

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
  const scratch = await createPostgresDatabase(baseUrl, { prefix: 'cc_resilience', poolSize: 3 });
  const url = new URL(scratch.url);
  return { ...scratch, host: url.hostname, port: Number(url.port || 5432) };
}

/** The same database reached through `port` on 127.0.0.1 (a TCP proxy in front of it). */
export function urlThroughPort(url: string, port: number): string {
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return through.toString();
}
