import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding the folder (a running server), if any. */
export function pgliteDirOwner(dir: string): number | undefined {
  const lockFile = `${path.resolve(dir)}.lock`;
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8').trim());
  return pid && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A pid file next to the folder keeps a second server (or `npm run admin`) out while one runs.
 */
export function lockPgliteDir(dir: string): () => void {
  const lockFile = `${path.resolve(dir)}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const pid = pgliteDirOwner(dir);
  if (pid) {
    throw new Error(
      `The PGlite database in ${path.resolve(dir)} is in use by process ${pid}. ` +
        'PGlite allows one process at a time: stop that process first, or use PostgreSQL (DATABASE_URL).',
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
