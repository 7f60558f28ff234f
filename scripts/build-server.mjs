// `npm run build`'s server step: the server and its two command lines compiled by esbuild into
// dist/server/ (decision 077), what `npm run serve`, `npm run admin` and `npm run migrate` run.
// Loading them through tsx took 3.5 s of CPU a start (1 800 modules, each through tsx's loader
// thread); the compiled files take 1.3 s. Packages stay in node_modules, where Node loads them
// as it always did; only this project's TypeScript is compiled, source maps beside it.
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/server');

/** The entry points, by the name of the file each becomes in dist/server/. */
const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  admin: 'src/server/cli/main.ts',
  migrate: 'src/server/cli/migrate.ts',
};

/**
 * Builds into a folder of its own and swaps it in whole, so a server or admin command starting
 * meanwhile (a release built beside running processes) never loads half a build.
 */
async function buildServer() {
  const started = Date.now();
  const staging = `${outDir}.${process.pid}.partial`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: staging,
    bundle: true,
    // One copy of what the entry points share, in chunks beside them: a module's state (a
    // cache, a registry) is never loaded twice.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces and the process log name the source's functions.
    keepNames: true,
    logLevel: 'warning',
  });
  // What the compiled modules read beside themselves (`new URL(..., import.meta.url)`): the
  // migrations (db/migrate.ts) and the OCR threads' script (lib/ocr-pool.ts).
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(staging, 'migrations'), {
    recursive: true,
  });
  cpSync(path.join(root, 'src/server/lib/ocr-thread.mjs'), path.join(staging, 'ocr-thread.mjs'));
  mkdirSync(path.dirname(outDir), { recursive: true });
  const previous = `${outDir}.${process.pid}.previous`;
  try {
    renameSync(outDir, previous);
  } catch {
    // No earlier build.
  }
  renameSync(staging, outDir);
  rmSync(previous, { recursive: true, force: true });
  return Date.now() - started;
}

console.log(`server: compiled into dist/server in ${await buildServer()} ms`);
