// Whether a build is newer than everything it is made of: the tests use `npm run build`'s output
// when it is, and otherwise what they need from the sources, never a build of older code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file or of any file under a folder. */
export function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** True when `built` exists and every input (file or folder) changed before it was written. */
export function builtAfterChanges(built: string, inputs: readonly string[]): boolean {
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return inputs.every((input) => newestChange(input) < builtAt);
}
