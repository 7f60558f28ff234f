import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { migratedPgliteFolder } from '#tests/support/test-database';

/** Opens the PGlite database of a server's DATA_DIR (only while no server runs on it). */
export async function openDataDir(dataDir: string): Promise<Database> {
  return openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
}

/**
 * A DATA_DIR with a migrated PGlite database, prepared once by `seed` and copied for each
 * server: creating a PGlite database takes seconds, copying one does not. It starts as a copy of
 * the migrated folder every suite shares (migratedPgliteFolder).
 */
export async function pgliteTemplate(seed: (database: Database) => Promise<void>) {
  const template = mkdtempSync(path.join(os.tmpdir(), 'cc-resilience-template-'));
  cpSync(await migratedPgliteFolder(), path.join(template, 'pglite'), { recursive: true });
  const database = await openDataDir(template);
  try {
    await migrateDatabase(database);
    await seed(database);
  } finally {
    await database.close();
  }
  const copies: string[] = [];
  return {
    /** A fresh DATA_DIR holding a copy of the seeded database. */
    copy(): string {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-resilience-data-'));
      cpSync(path.join(template, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
      copies.push(dir);
      return dir;
    },
    remove() {
      for (const dir of [template, ...copies]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
