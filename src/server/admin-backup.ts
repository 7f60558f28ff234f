import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config';
import { openDatabase } from './db/client';
import { dumpPglite, requestBackup } from './db/pglite-backup';
import { pgliteDirOwner } from './db/pglite-lock';
import { restorePglite } from './db/pglite-restore';

const POSTGRES_HINT =
  'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g. ' +
  '`pg_dump --format=custom --file=FILE "$DATABASE_URL"` and ' +
  '`pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE`.';

function pgliteDirOf(config: Config): string {
  return path.resolve(config.dataDir, 'pglite');
}

/**
 * `backup FILE`: asks the running server for the backup (it alone may open the database), or
 * opens the database itself when none runs. The file holds personal data and password hashes:
 * owner-only, and written whole or not at all.
 */
export async function backupCommand(file: string, config: Config): Promise<void> {
  if (config.databaseUrl) throw new ConfigError(POSTGRES_HINT);
  const dir = pgliteDirOf(config);
  let tarball: Buffer;
  const server = pgliteDirOwner(dir);
  if (server) {
    tarball = await requestBackup(dir);
  } else {
    if (!existsSync(dir)) throw new ConfigError(`No PGlite database in ${dir} (check DATA_DIR).`);
    const database = await openDatabase({ pgliteDir: dir });
    try {
      tarball = await dumpPglite(database.pglite!);
    } finally {
      await database.close();
    }
  }
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, tarball, { mode: 0o600 });
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const size = (tarball.length / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up ${dir} to ${file} (${size} MB, ${server ? `made by the running server, process ${server}` : 'no server was running'}).`,
  );
}

/** `restore FILE`: replaces the PGlite folder; the server must be stopped. */
export async function restoreCommand(file: string, config: Config): Promise<void> {
  if (config.databaseUrl) throw new ConfigError(POSTGRES_HINT);
  const dir = pgliteDirOf(config);
  const { previous } = await restorePglite(file, dir, new Date());
  console.log(
    `Restored ${file} into ${dir}.` +
      (previous
        ? ` The previous database is kept in ${previous}; delete it once the restored one looks right.`
        : '') +
      ' Start the server now (it applies any newer migrations).',
  );
}
