import path from 'node:path';
import type { Config } from '../config/config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { pgliteDirOwner } from '../db/pglite-lock';

/**
 * `npm run migrate`: applies the pending migrations with MIGRATION_DATABASE_URL (the schema
 * owner's role) when set, else with DATABASE_URL, else to the PGlite database in DATA_DIR. Run
 * before starting a new version whose DATABASE_URL role may not change the schema (decision 033).
 */
export async function runMigrations(config: Config): Promise<string> {
  const databaseUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  if (!databaseUrl && pgliteDirOwner(path.resolve(config.dataDir, 'pglite'))) {
    return 'The server is running on this PGlite folder and migrated it when it started.';
  }
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    await migrateDatabase(database);
    return 'The database schema is up to date.';
  } finally {
    await database.close();
  }
}
