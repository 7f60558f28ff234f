/**
 * Load benchmark of the production build: `npm run build && npm run bench:load`.
 *
 * Starts the server (`node --import tsx src/server/main.ts`, NODE_ENV=production) as a child
 * process on PostgreSQL with 1 000 and then 100 000 seeded cards, and on PGlite with 1 000, and
 * loads five endpoints from this process with autocannon (loopback, 50 connections, a warm-up,
 * then a fixed duration each). Two references take the same load in their own processes: a
 * bare Fastify route answering the public API's exact JSON bytes (the framework ceiling) and
 * node:http streaming the /u page's exact HTML bytes from a file (the floor of any server).
 * On PostgreSQL at 100 000 cards it also explains the hot queries. Writes
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
 *   BENCH_LOGIN_SINGLE_IP=1  every login from one address (shows the flood guard's 429s)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '#server/modules/auth/passwords';
import { runPglite, runPostgres } from './load/databases';
import { appEndpoints, handlesUpTo } from './load/endpoints';
import { hasErrors } from './load/format';
import { freePorts, killChildren, removeTempDir, tempDir } from './load/processes';
import { renderReport } from './load/report';
import { runReference } from './load/servers';
import { loadLine, PASSWORD, RESULTS_FILE, settings } from './load/settings';
import { type ReferenceBytes, type Report } from './load/types';

async function main() {
  if (!existsSync('dist/web/index.html')) {
    throw new Error('dist/web/index.html not found: run `npm run build` first');
  }
  const started = new Date();
  const loadBefore = os.loadavg();
  console.log(`Load benchmark: ${loadLine}`);
  const [appPort, ceilingPort, floorPort] = await freePorts(3);
  const passwordHash = await hashPassword(PASSWORD);
  const tmp = tempDir('cc-bench-ref-');
  const report: Report = {
    runs: [],
    ceiling: undefined,
    floor: undefined,
    plans: [],
    referenceBytes: undefined,
    pgVersion: undefined,
    started,
    loadBefore,
    loadAfter: [],
  };

  const runReferences = async (bytes: ReferenceBytes) => {
    report.referenceBytes = bytes;
    const jsonFile = path.join(tmp, 'profile.json');
    const htmlFile = path.join(tmp, 'profile.html');
    writeFileSync(jsonFile, bytes.json);
    writeFileSync(htmlFile, bytes.html);
    // The same rotating paths as the real endpoints; the references answer every key alike.
    const handles = handlesUpTo(settings.smallCards);
    const [api, page] = appEndpoints({ handles, uuids: [] }, '');
    report.ceiling = await runReference(
      'Fastify ceiling',
      'bench/reference-fastify.ts',
      ceilingPort!,
      jsonFile,
      { ...api!, label: 'bare Fastify: same JSON bytes' },
    );
    report.floor = await runReference(
      'Static floor',
      'bench/reference-static.ts',
      floorPort!,
      htmlFile,
      { ...page!, label: 'node:http + file stream: same HTML bytes' },
    );
  };

  try {
    if (!settings.skipPostgres) {
      const pgResult = await runPostgres([appPort!], passwordHash, runReferences);
      report.runs.push(pgResult.small, pgResult.large);
      report.plans = pgResult.plans;
      report.pgVersion = pgResult.version;
    }
    if (!settings.skipPglite) {
      const { run, referenceBytes } = await runPglite(appPort!, passwordHash);
      report.runs.push(run);
      if (!report.ceiling) await runReferences(referenceBytes);
    }
  } finally {
    removeTempDir(tmp);
  }

  report.loadAfter = os.loadavg();
  const markdown = renderReport(report);
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, markdown);
  console.log(`\n${markdown}\nWritten to ${RESULTS_FILE}`);
  const flagged = [...report.runs, report.ceiling, report.floor].some((run) =>
    run?.measurements.some(hasErrors),
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
