import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { restrictTree } from './owner-only-files';
import { lockPgliteDir, pgliteDirOwner } from './pglite-lock';

export class RestoreError extends Error {}

/** Opens a restored folder and checks it holds this application's database. */
async function checkRestored(dir: string): Promise<void> {
  const pglite = await PGlite.create(dir);
  try {
    const { rows } = await pglite.query<{ migrations: number; users: string | null }>(
      "select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, to_regclass('public.users')::text as users",
    );
    if (!rows[0]?.migrations || !rows[0].users) throw new Error('no Catalyst Connect tables');
  } finally {
    await pglite.close();
  }
}

/**
 * Replaces the PGlite folder with the database in `file` (a `backup` tarball). Only while no
 * server runs. The backup is unpacked and opened beside the folder first; only then is the
 * current folder moved aside (kept, its path answered) and the restored one put in its place,
 * so a bad file or a failure on the way leaves the current database as it was.
 */
export async function restorePglite(
  file: string,
  pgliteDir: string,
  now: Date,
  /** The dump itself, when it came inside a backup archive (`file` then only names it). */
  dump?: Buffer,
): Promise<{ previous: string | undefined }> {
  const dir = path.resolve(pgliteDir);
  const running = pgliteDirOwner(dir);
  if (running) {
    throw new RestoreError(
      `The server (process ${running}) is using ${dir}. Stop it before restoring, then start it again.`,
    );
  }
  if (!dump && !existsSync(file)) throw new RestoreError(`No such file: ${file}`);
  const unlock = lockPgliteDir(dir);
  const staging = `${dir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    try {
      const loader = await PGlite.create(staging, {
        loadDataDir: new Blob([new Uint8Array(dump ?? readFileSync(file))]),
      });
      await loader.close();
      // Unpacked 0666 by PGlite whatever the umask (owner-only-files.ts).
      restrictTree(staging);
      await checkRestored(staging);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      throw new RestoreError(
        `${file} is not a Catalyst Connect PGlite backup (${reason}). Nothing was changed.`,
      );
    }
    let previous: string | undefined;
    if (existsSync(dir)) {
      previous = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, previous);
    }
    renameSync(staging, dir);
    return { previous };
  } finally {
    unlock();
  }
}
