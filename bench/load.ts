/**
 * Load benchmark of the production build: `npm run build && npm run bench:load`.
 *
 * Starts the server (`dist/server/main.js`, as `npm run serve` runs it, NODE_ENV=production) as a child
 * process on PostgreSQL with 1 000 and then 100 000 seeded cards, and on PGlite with 1 000, and
 * loads five endpoints with wrk (loopback, 50 connections, a warm-up, then a fixed duration
 * each). The reference takes the same load in its own process: bare Fastify answering the exact
 * JSON, HTML and vCard bytes of the public endpoints. On PostgreSQL at 100 000 cards it also
 * explains the hot queries, then times edits on one process showing on a second. Writes
 * bench/results/latest.md and prints it. This file orchestrates; the pieces are in bench/load/.
 *
 * Settings (flags win over env):
 *   --duration=S    BENCH_DURATION     seconds measured per endpoint (default 10)
 *   --warmup=S      BENCH_WARMUP       seconds of warm-up before each measurement (default 3)
 *   --connections=N BENCH_CONNECTIONS  concurrent connections (default 50)
 *   --quick                            smoke run: 2 s per endpoint, 1 s warm-up
 *   BENCH_PG_URL      admin connection (default postgres://postgres@127.0.0.1:5432/postgres;
 *                     the `test` database is tried when `postgres` is refused)
 *   BENCH_PG_DATABASE the database dropped and recreated each run (default cc_bench)
 *   BENCH_KEEP_DB=1   keep that database after the run (dropped by default)
 *   BENCH_SKIP_PGLITE=1, BENCH_SKIP_POSTGRES=1
 *   BENCH_SKIP_LARGE=1  no 100 000-card run, no edits timed across two processes
 *   BENCH_ENDPOINTS   only these endpoints, e.g. publicApi,page,vcard (ids in load/types.ts)
 *   BENCH_LOG_LEVEL   the server's LOG_LEVEL (default: unset, the server's default, info)
 *   BENCH_LOGIN_SINGLE_IP=1  every login from one address (shows the flood guard's 429s)
 *   BENCH_VISITED     distinct cards visitors open in a run (default 5 000)
 *   BENCH_EDITS       edits timed across two processes (default 1 000; 100 with --quick)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '#server/modules/auth/passwords';
import { runPglite, runPostgres } from './load/databases';
import { appEndpoints, handlesUpTo } from './load/endpoints';
import { hasErrors } from './load/format';
import { freePorts, killChildren, removeTempDir, tempDir } from './load/processes';
import { referenceRuns, renderReport } from './load/report';
import { runReference, wantedEndpoint } from './load/servers';
import { loadLine, PASSWORD, RESULTS_FILE, settings } from './load/settings';
import { PUBLIC_ENDPOINTS, type ReferenceBytes, type Report, type Run } from './load/types';

/** wrk prints its version on -v and exits 1; the bench needs it (apt-get install wrk). */
function wrkVersion(): string {
  const answer = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  if (answer.error) throw new Error('wrk not found: install it (Debian: apt-get install wrk)');
  return `${answer.stdout}${answer.stderr}`
    .split('\n')[0]!
    .replace(/ Copyright.*/, '')
    .trim();
}

async function main() {
  if (!existsSync('dist/web/index.html')) {
    throw new Error('dist/web/index.html not found: run `npm run build` first');
  }
  const started = new Date();
  const loadBefore = os.loadavg();
  console.log(`Load benchmark: ${loadLine}`);
  const [appPort, secondPort, referencePort] = await freePorts(3);
  const passwordHash = await hashPassword(PASSWORD);
  const tmp = tempDir('cc-bench-ref-');
  const report: Report = {
    runs: [],
    reference: undefined,
    invalidation: undefined,
    plans: [],
    referenceBytes: undefined,
    pgVersion: undefined,
    wrkVersion: wrkVersion(),
    started,
    loadBefore,
    loadAfter: [],
  };

  const runReferences = async (bytes: ReferenceBytes, after: string) => {
    report.referenceBytes ??= bytes;
    const files = {
      json: path.join(tmp, 'profile.json'),
      html: path.join(tmp, 'profile.html'),
      vcard: path.join(tmp, 'profile.vcf'),
    };
    writeFileSync(files.json, bytes.json);
    writeFileSync(files.html, bytes.html);
    writeFileSync(files.vcard, bytes.vcard);
    // The same rotating paths as the real endpoints; the reference answers every key alike.
    const keys = { handles: handlesUpTo(settings.smallCards), uuids: [bytes.uuid] };
    const publicEndpoints = appEndpoints(keys).filter(
      (endpoint) => PUBLIC_ENDPOINTS.includes(endpoint.id) && wantedEndpoint(endpoint.id),
    );
    const reference = await runReference(referencePort!, files, publicEndpoints, after);
    report.reference ??= reference;
    return reference;
  };

  try {
    if (!settings.skipPostgres) {
      let pgReference: Run | undefined;
      const pgResult = await runPostgres([appPort!, secondPort!], passwordHash, async (bytes) => {
        pgReference = await runReferences(bytes, 'PostgreSQL');
      });
      for (const run of [pgResult.small, pgResult.large]) if (run) run.reference = pgReference;
      report.runs.push(pgResult.small, ...(pgResult.large ? [pgResult.large] : []));
      report.invalidation = pgResult.invalidation;
      report.plans = pgResult.plans;
      report.pgVersion = pgResult.version;
    }
    if (!settings.skipPglite) {
      const { run, referenceBytes } = await runPglite(appPort!, passwordHash);
      run.reference = await runReferences(referenceBytes, 'PGlite');
      report.runs.push(run);
    }
  } finally {
    removeTempDir(tmp);
  }

  report.loadAfter = os.loadavg();
  const markdown = renderReport(report);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, markdown);
  console.log(`\n${markdown}\nWritten to ${RESULTS_FILE}`);
  const flagged = [...report.runs, ...referenceRuns(report)].some((run) =>
    run.measurements.some(hasErrors),
  );
  if (flagged) {
    console.error('⚠ Some responses were not 2xx: see the flagged rows in the report.');
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  killChildren();
  process.exit(1);
});
