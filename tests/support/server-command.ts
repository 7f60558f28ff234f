import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAfterChanges } from '../../scripts/build-freshness';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server's entry points: `npm run serve`, `npm run admin` and `npm run migrate`. */
const ENTRIES = {
  main: 'src/server/main.ts',
  admin: 'src/server/cli/main.ts',
  migrate: 'src/server/cli/migrate.ts',
} as const;
export type ServerEntry = keyof typeof ENTRIES;

/** What dist/server is compiled from (scripts/build-server.mjs). */
const SERVER_INPUTS = [
  'src/server',
  'src/shared',
  'scripts/build-server.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

let compiledIsCurrent: boolean | undefined;

/**
 * An entry point's compiled file (absolute), as the npm scripts run it, when `npm run build`
 * compiled the sources as they are (`npm test` builds first); else null, and a test runs the
 * source itself through tsx, the same code 2 s slower to load, never a build of older code.
 * Sources do not change during a run: asked once.
 */
export function compiledEntry(entry: ServerEntry): string | null {
  compiledIsCurrent ??= builtAfterChanges(
    path.join(REPO_ROOT, 'dist/server/main.js'),
    SERVER_INPUTS.map((input) => path.join(REPO_ROOT, input)),
  );
  return compiledIsCurrent ? path.join(REPO_ROOT, `dist/server/${entry}.js`) : null;
}

/** Node's arguments for an entry point, run from the repository's root (compiledEntry). */
export function serverArgs(entry: ServerEntry): string[] {
  const compiled = compiledEntry(entry);
  return compiled ? ['--enable-source-maps', compiled] : ['--import', 'tsx', ENTRIES[entry]];
}
