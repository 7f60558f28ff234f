import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the whole database (personal data, password hashes), the generated JWT secret
 * and the uploaded images: nobody but the account running the server may read any of it
 * (decision 032). Three things see to that:
 *   - the process's umask is 077 (ownerOnlyUmask), so what it creates from then on is
 *     0700/0600, PostgreSQL's own files included;
 *   - PGlite writes its initial cluster from a tarball and chmods every file 0666 whatever the
 *     umask, so the folder is narrowed again once PGlite has opened it (restrictTree);
 *   - a data directory that others can already read or write is fixed at start (the owner
 *     running the server may chmod its own files; the start says what it changed), or, when
 *     another account owns the files, the start stops and says what to run.
 */
export const OWNER_ONLY_UMASK = 0o077;

export function ownerOnlyUmask(): void {
  process.umask(OWNER_ONLY_UMASK);
}

export class DataDirModeError extends Error {}

/** What of DATA_DIR is ours: never the whole folder's contents (DATA_DIR may be a home). */
function ourEntries(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir)
    .filter(
      (name) =>
        name === 'pglite' ||
        name.startsWith('pglite.') ||
        name === 'uploads' ||
        name === 'jwt-secret',
    )
    .map((name) => path.join(dataDir, name));
}

/** Takes group and other bits off `file` and everything under it; answers how many changed. */
export function restrictTree(file: string): number {
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return 0;
  let changed = 0;
  if (stat.mode & 0o077) {
    chmodSync(file, stat.mode & 0o7700);
    changed += 1;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(file)) changed += restrictTree(path.join(file, name));
  }
  return changed;
}

/**
 * Makes an existing DATA_DIR and what the app keeps in it owner-only (a missing one is left to
 * be made under the umask by what needs it: with PostgreSQL and S3 nothing may), answering how
 * many files and folders it had to narrow, or throws DataDirModeError saying what to run.
 */
export function restrictDataDir(dataDir: string): number {
  const dir = path.resolve(dataDir);
  if (!existsSync(dir)) return 0;
  try {
    const mode = lstatSync(dir).mode;
    let changed = 0;
    if (mode & 0o077) {
      chmodSync(dir, mode & 0o7700);
      changed += 1;
    }
    for (const entry of ourEntries(dir)) changed += restrictTree(entry);
    return changed;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'EACCES') throw error;
    throw new DataDirModeError(
      `DATA_DIR ${dir} can be read or written by other accounts, and this account may not ` +
        `change that. As the owner of its files run: chmod -R go-rwx '${dir}'`,
    );
  }
}
