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
 * bench/results/latest.md and prints it.
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
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { explainHotQueries, type QueryPlan } from './load-plans';
import { BENCH_OWNER, cardUuids, handleOf, seedCards, type SqlClient } from './load-seed';

// ---------------------------------------------------------------------------------------------
// Settings

// Every path below (dist/web, src/server/main.ts, bench/results) is relative to the project.
process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

const RESULTS_FILE = 'bench/results/latest.md';
const PASSWORD = 'bench-password-1';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** Ports tried for the three servers: not 3000, not 3100-3104 (tests), not 3210 (Lighthouse). */
const PORT_RANGE = [3200, 3209] as const;

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number`);
  return number;
}

const quick = process.argv.includes('--quick');
const settings = {
  durationS: positive(flag('duration') ?? process.env.BENCH_DURATION, quick ? 2 : 10, 'duration'),
  warmupS: positive(flag('warmup') ?? process.env.BENCH_WARMUP, quick ? 1 : 3, 'warmup'),
  connections: Math.round(
    positive(flag('connections') ?? process.env.BENCH_CONNECTIONS, 50, 'connections'),
  ),
  smallCards: 1_000,
  largeCards: 100_000,
  pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  pgDatabase: process.env.BENCH_PG_DATABASE ?? 'cc_bench',
  keepDb: process.env.BENCH_KEEP_DB === '1',
  skipPglite: process.env.BENCH_SKIP_PGLITE === '1',
  skipPostgres: process.env.BENCH_SKIP_POSTGRES === '1',
  /** Every login from 127.0.0.1: shows the per-IP flood guard (429s) instead of login speed. */
  loginSingleIp: process.env.BENCH_LOGIN_SINGLE_IP === '1',
};
if (!/^[a-z_][a-z0-9_]*$/.test(settings.pgDatabase)) {
  throw new Error('BENCH_PG_DATABASE must be a plain lowercase identifier');
}
const loadLine = `${settings.connections} connections, ${settings.durationS} s measured per endpoint after a ${settings.warmupS} s warm-up, pipelining 1, loopback (127.0.0.1)`;

// ---------------------------------------------------------------------------------------------
// Child processes: every one is killed when this process ends, however it ends.

interface Child {
  name: string;
  process: ChildProcess;
  pid: number;
  base: string;
  /** The last lines it printed, for the error message when it dies. */
  output: string[];
  exited: Promise<void>;
}

const children = new Set<Child>();
/** Temporary folders (PGlite data, reference bodies), removed however the run ends. */
const tempDirs = new Set<string>();

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

process.on('exit', () => {
  for (const child of children) child.process.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    for (const child of children) child.process.kill('SIGKILL');
    process.exit(130);
  });
}

/** The environment of a child: only what it needs, so a DATABASE_URL or REDIS_URL of the shell
 * cannot leak into a run that is meant to be on PGlite or without Redis. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'UV_THREADPOOL_SIZE']) {
    if (process.env[key] !== undefined) env[key] = process.env[key];
  }
  return { ...env, ...extra };
}

function startChild(name: string, script: string, port: number, env: Record<string, string>) {
  const processHandle = spawn(process.execPath, ['--import', 'tsx', script], {
    env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (processHandle.pid === undefined) throw new Error(`${name}: could not start`);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 30));
  };
  processHandle.stdout?.on('data', keep);
  processHandle.stderr?.on('data', keep);
  const child: Child = {
    name,
    process: processHandle,
    pid: processHandle.pid,
    base: `http://127.0.0.1:${port}`,
    output,
    exited: new Promise((resolve) => processHandle.once('exit', () => resolve())),
  };
  children.add(child);
  void child.exited.then(() => children.delete(child));
  return child;
}

async function waitForReady(child: Child): Promise<void> {
  let alive = true;
  void child.exited.then(() => (alive = false));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!alive) {
      throw new Error(`${child.name} exited before it was ready:\n${child.output.join('\n')}`);
    }
    try {
      if ((await fetch(`${child.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${child.name} was not ready in 90 s:\n${child.output.join('\n')}`);
}

async function stopChild(child: Child): Promise<void> {
  if (!children.has(child)) return;
  child.process.kill('SIGTERM');
  const stopped = await Promise.race([child.exited.then(() => true), sleep(10_000)]);
  if (!stopped) {
    child.process.kill('SIGKILL');
    await child.exited;
  }
}

function sleep(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms));
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1] && ports.length < count; port += 1) {
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) {
    throw new Error(`need ${count} free ports in ${PORT_RANGE.join('-')}, found ${ports.length}`);
  }
  return ports;
}

// ---------------------------------------------------------------------------------------------
// Memory of a child: VmRSS sampled every 100 ms while a measurement runs, VmHWM at the end.

function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function sampleRss(pid: number): () => number {
  let peak = procStatus(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, procStatus(pid, 'VmRSS') ?? 0);
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, procStatus(pid, 'VmRSS') ?? 0);
  };
}

// ---------------------------------------------------------------------------------------------
// Load

type EndpointId = 'publicApi' | 'page' | 'vcard' | 'cards' | 'login';

interface Endpoint {
  id: EndpointId;
  label: string;
  /** A fresh request list per autocannon run (autocannon mutates it). */
  requests: () => autocannon.Request[];
  /** Runs before the check and the warm-up. */
  prepare?: () => Promise<void>;
  /** One request checked before the load: it must answer 200. */
  check: { path: string; init?: () => RequestInit & { headers?: Record<string, string> } };
}

interface Measurement {
  endpoint: EndpointId;
  label: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  peakRssMiB: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Every request to a different key, chosen at random from all of them. */
function rotating(paths: () => string): () => autocannon.Request[] {
  return () => [{ setupRequest: (request) => ({ ...request, path: paths() }) }];
}

/** One request that must answer 200. */
async function check(child: Child, endpoint: Endpoint, target: string, strict = true) {
  const init = endpoint.check.init?.();
  const response = await fetch(`${child.base}${endpoint.check.path}`, {
    ...init,
    headers: { 'accept-encoding': 'identity', ...init?.headers },
  });
  const body = await response.text();
  if (strict && response.status !== 200) {
    throw new Error(
      `${target} ${endpoint.label}: the check request answered ${response.status}: ${body.slice(0, 300)}`,
    );
  }
}

async function measure(child: Child, endpoint: Endpoint, target: string): Promise<Measurement> {
  await endpoint.prepare?.();
  await check(child, endpoint, target);
  const options = {
    url: child.base,
    connections: settings.connections,
    pipelining: 1,
  } satisfies autocannon.Options;
  await autocannon({ ...options, duration: settings.warmupS, requests: endpoint.requests() });
  // The warm-up's last requests are still being served (an argon2 hash cannot be cancelled):
  // one more request queues behind them, so the measurement starts on an idle server.
  await check(child, endpoint, target, false);
  const stopSampling = sampleRss(child.pid);
  const result = await autocannon({
    ...options,
    duration: settings.durationS,
    requests: endpoint.requests(),
  });
  const peakRssMiB = stopSampling();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  const measurement: Measurement = {
    endpoint: endpoint.id,
    label: endpoint.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    peakRssMiB,
  };
  const flagged = hasErrors(measurement) ? '  ⚠ NOT ALL 2xx (or no answers)' : '';
  console.log(
    `  [${target}] ${endpoint.label}: ${fmt(measurement.rps)} req/s, p50 ${measurement.p50} ms, p99 ${measurement.p99} ms, ` +
      `non-2xx ${measurement.non2xx}, errors ${measurement.errors}, peak RSS ${measurement.peakRssMiB.toFixed(0)} MiB${flagged}`,
  );
  return measurement;
}

interface Keys {
  handles: string[];
  uuids: string[];
}

let forwardedFor = 0;
/** A different client address per login, as behind a load balancer (see the notes). */
function nextClientIp(): string {
  forwardedFor = (forwardedFor + 1) % 16_777_216;
  return `10.${(forwardedFor >> 16) & 255}.${(forwardedFor >> 8) & 255}.${forwardedFor & 255}`;
}

function appEndpoints(keys: Keys, base: string): Endpoint[] {
  // Signed in just before its own measurement, so a long run cannot outlive the access token.
  let accessToken = '';
  const loginBody = JSON.stringify({ email: BENCH_OWNER.email, password: PASSWORD });
  const json = { 'content-type': 'application/json' };
  return [
    {
      id: 'publicApi',
      label: 'GET /api/card-profiles/public/{handle}',
      requests: rotating(() => `/api/card-profiles/public/${pick(keys.handles)}`),
      check: { path: `/api/card-profiles/public/${keys.handles[0]}` },
    },
    {
      id: 'page',
      label: 'GET /u/{handle}',
      requests: rotating(() => `/u/${pick(keys.handles)}`),
      check: { path: `/u/${keys.handles[0]}` },
    },
    {
      id: 'vcard',
      label: 'GET /api/vcard/{uuid}/download',
      requests: rotating(() => `/api/vcard/${pick(keys.uuids)}/download`),
      check: { path: `/api/vcard/${keys.uuids[0]}/download` },
    },
    {
      id: 'cards',
      label: 'GET /api/cards (signed in, 5 cards)',
      prepare: async () => {
        accessToken = await login(base);
      },
      requests: () => [
        { method: 'GET', path: '/api/cards', headers: { authorization: `Bearer ${accessToken}` } },
      ],
      check: {
        path: '/api/cards',
        init: () => ({ headers: { authorization: `Bearer ${accessToken}` } }),
      },
    },
    {
      id: 'login',
      label: 'POST /api/auth/login (argon2id)',
      requests: () => [
        {
          method: 'POST',
          path: '/api/auth/login',
          body: loginBody,
          headers: json,
          ...(settings.loginSingleIp
            ? {}
            : {
                setupRequest: (request: autocannon.Request) => ({
                  ...request,
                  headers: { ...request.headers, 'x-forwarded-for': nextClientIp() },
                }),
              }),
        },
      ],
      check: {
        path: '/api/auth/login',
        init: () => ({
          method: 'POST',
          body: loginBody,
          headers: { ...json, 'x-forwarded-for': nextClientIp() },
        }),
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Runs

interface Run {
  name: string;
  database: 'PostgreSQL' | 'PGlite' | 'none';
  cards: number | null;
  seedSeconds: number | null;
  measurements: Measurement[];
  /** VmHWM of the server process at the end: its peak over the whole run, start-up included. */
  hwmMiB: number | undefined;
}

function appEnv(base: string, database: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET,
    APP_URL: base,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    // So each login can come from its own client address (X-Forwarded-For); see the notes.
    TRUST_PROXY: 'true',
    ...database,
  };
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientIp() },
    body: JSON.stringify({ email: BENCH_OWNER.email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

interface AppRunResult {
  run: Run;
  referenceBytes: { json: Buffer; html: Buffer; handle: string };
}

async function runApp(
  name: string,
  database: Run['database'],
  cards: number,
  seedSeconds: number,
  port: number,
  env: Record<string, string>,
  keys: Keys,
  beforeLoad?: (child: Child, accessToken: string) => Promise<void>,
): Promise<AppRunResult> {
  console.log(`\n${name}: starting the production server on port ${port}`);
  const child = startChild(`server (${name})`, 'src/server/main.ts', port, env);
  try {
    await waitForReady(child);
    if (beforeLoad) await beforeLoad(child, await login(child.base));
    // A handle from the middle: the reference servers answer its exact bytes.
    const handle = handleOf(Math.ceil(cards / 2));
    const referenceBytes = {
      handle,
      json: await bytesOf(`${child.base}/api/card-profiles/public/${handle}`),
      html: await bytesOf(`${child.base}/u/${handle}`),
    };
    const measurements: Measurement[] = [];
    for (const endpoint of appEndpoints(keys, child.base)) {
      measurements.push(await measure(child, endpoint, name));
    }
    const hwmMiB = procStatus(child.pid, 'VmHWM');
    return {
      run: { name, database, cards, seedSeconds, measurements, hwmMiB },
      referenceBytes,
    };
  } finally {
    await stopChild(child);
  }
}

async function runReference(
  name: string,
  script: string,
  port: number,
  bodyFile: string,
  endpoint: Endpoint,
): Promise<Run> {
  console.log(`\n${name}: starting on port ${port}`);
  const child = startChild(name, script, port, { REF_BODY_FILE: bodyFile });
  try {
    await waitForReady(child);
    const measurement = await measure(child, endpoint, name);
    return {
      name,
      database: 'none',
      cards: null,
      seedSeconds: null,
      measurements: [measurement],
      hwmMiB: procStatus(child.pid, 'VmHWM'),
    };
  } finally {
    await stopChild(child);
  }
}

function sqlClientOf(database: Database): SqlClient {
  if (database.pool) {
    const pool = database.pool;
    return { query: (text, params) => pool.query(text, params) };
  }
  const client = database.pglite;
  if (!client) throw new Error('database without a client');
  return {
    query: async (text, params) => ({
      rows: (await client.query<Record<string, unknown>>(text, params)).rows,
    }),
  };
}

async function timed(task: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

async function seed(db: SqlClient, from: number, to: number, passwordHash: string) {
  const seconds = await timed(async () => {
    await seedCards(db, from, to, passwordHash);
    // What autovacuum would do soon after such a bulk load; plans then see real statistics.
    await db.query('vacuum (analyze)');
  });
  console.log(`  seeded cards ${from + 1}-${to} in ${seconds.toFixed(1)} s`);
  return seconds;
}

/** Connects to the admin database: `postgres`, or `test` when that one is refused. */
async function adminClient(): Promise<pg.Client> {
  const candidates = [settings.pgAdminUrl];
  const fallback = new URL(settings.pgAdminUrl);
  fallback.pathname = '/test';
  if (fallback.toString() !== settings.pgAdminUrl) candidates.push(fallback.toString());
  let lastError: unknown;
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
    }
  }
  throw new Error(`cannot connect to PostgreSQL at ${settings.pgAdminUrl}: ${String(lastError)}`);
}

interface PostgresResult {
  small: Run;
  large: Run;
  plans: QueryPlan[];
  referenceBytes: AppRunResult['referenceBytes'];
  version: string;
}

async function runPostgres(
  ports: number[],
  passwordHash: string,
  afterSmall: (bytes: AppRunResult['referenceBytes']) => Promise<void>,
): Promise<PostgresResult> {
  const admin = await adminClient();
  const benchUrl = new URL(settings.pgAdminUrl);
  benchUrl.pathname = `/${settings.pgDatabase}`;
  let database: Database | undefined;
  try {
    const version = (
      await admin.query<{ version: string }>('select version()')
    ).rows[0]!.version.replace(/ on .*/, '');
    console.log(`\nPostgreSQL: recreating database ${settings.pgDatabase}`);
    await admin.query(`drop database if exists ${settings.pgDatabase} with (force)`);
    await admin.query(`create database ${settings.pgDatabase}`);
    database = await openDatabase({ databaseUrl: benchUrl.toString(), poolSize: 4 });
    await migrateDatabase(database);
    const db = sqlClientOf(database);
    const env = (port: number) =>
      appEnv(`http://127.0.0.1:${port}`, { DATABASE_URL: benchUrl.toString() });

    const smallSeed = await seed(db, 0, settings.smallCards, passwordHash);
    const small = await runApp(
      `PostgreSQL, ${fmt(settings.smallCards)} cards`,
      'PostgreSQL',
      settings.smallCards,
      smallSeed,
      ports[0]!,
      env(ports[0]!),
      { handles: handlesUpTo(settings.smallCards), uuids: await cardUuids(db) },
    );
    await afterSmall(small.referenceBytes);

    const largeSeed = await seed(db, settings.smallCards, settings.largeCards, passwordHash);
    let plans: QueryPlan[] = [];
    const uuids = await cardUuids(db);
    const large = await runApp(
      `PostgreSQL, ${fmt(settings.largeCards)} cards`,
      'PostgreSQL',
      settings.largeCards,
      largeSeed,
      ports[0]!,
      env(ports[0]!),
      { handles: handlesUpTo(settings.largeCards), uuids },
      async (_child, accessToken) => {
        const claims = JSON.parse(
          Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
        ) as { sub: string; sid: string };
        const middle = Math.ceil(settings.largeCards / 2);
        plans = await explainHotQueries(database!.pool!, {
          handle: handleOf(middle),
          uuid: uuids[middle - 1]!,
          ownerId: claims.sub,
          email: BENCH_OWNER.email,
          sessionId: claims.sid,
        });
        console.log(
          `  explained ${plans.length} hot queries: ${plans.filter((p) => p.seqScans.length).length} with a Seq Scan`,
        );
      },
    );
    return {
      small: small.run,
      large: large.run,
      plans,
      referenceBytes: small.referenceBytes,
      version,
    };
  } finally {
    await database?.close();
    if (!settings.keepDb) {
      await admin
        .query(`drop database if exists ${settings.pgDatabase} with (force)`)
        .catch(() => {});
    }
    await admin.end();
  }
}

async function runPglite(port: number, passwordHash: string) {
  const dataDir = tempDir('cc-bench-pglite-');
  try {
    console.log(`\nPGlite: seeding in ${dataDir}`);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    let seedSeconds: number;
    let uuids: string[];
    try {
      await migrateDatabase(database);
      const db = sqlClientOf(database);
      seedSeconds = await seed(db, 0, settings.smallCards, passwordHash);
      uuids = await cardUuids(db);
    } finally {
      // PGlite is one process's database: the server opens it only after this closes.
      await database.close();
    }
    const { run, referenceBytes } = await runApp(
      `PGlite, ${fmt(settings.smallCards)} cards`,
      'PGlite',
      settings.smallCards,
      seedSeconds,
      port,
      appEnv(`http://127.0.0.1:${port}`, { DATA_DIR: dataDir }),
      { handles: handlesUpTo(settings.smallCards), uuids },
    );
    return { run, referenceBytes };
  } finally {
    removeTempDir(dataDir);
  }
}

function handlesUpTo(count: number): string[] {
  return Array.from({ length: count }, (_, i) => handleOf(i + 1));
}

// ---------------------------------------------------------------------------------------------
// Report

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
const mib = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(0)} MiB`);

/** The installed version of a package: the nearest package.json of that name above its entry
 * point (not every package exports its package.json). */
function packageVersion(name: string): string {
  try {
    let dir = path.dirname(createRequire(import.meta.url).resolve(name));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file)) {
        const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (json.name === name && json.version) return json.version;
      }
      const parent = path.dirname(dir);
      if (parent === dir) return 'unknown';
      dir = parent;
    }
  } catch {
    return 'unknown';
  }
}

/** Any non-2xx answer, connection error or timeout, or no answer at all, flags the row. */
function hasErrors(m: Measurement) {
  return m.non2xx + m.errors > 0 || m.total === 0;
}

function codes(m: Measurement): string {
  return (
    Object.entries(m.statusCodes)
      .map(([code, count]) => `${code}×${fmt(count)}`)
      .join(', ') || 'none'
  );
}

function statusText(m: Measurement) {
  if (m.total === 0) return '⚠ no response completed in the measured time';
  return hasErrors(m)
    ? `⚠ non-2xx ${fmt(m.non2xx)}, errors ${fmt(m.errors)} (timeouts ${fmt(m.timeouts)}); status ${codes(m)}`
    : `all 2xx (${codes(m)})`;
}

interface Report {
  runs: Run[];
  ceiling: Run | undefined;
  floor: Run | undefined;
  plans: QueryPlan[];
  referenceBytes: AppRunResult['referenceBytes'] | undefined;
  pgVersion: string | undefined;
  started: Date;
  loadBefore: number[];
  loadAfter: number[];
}

function referenceFor(endpoint: EndpointId, report: Report): Measurement | undefined {
  return (endpoint === 'page' ? report.floor : report.ceiling)?.measurements[0];
}

function resultsTable(report: Report): string {
  const lines = [
    '| server | endpoint | req/s | p50 (ms) | p99 (ms) | non-2xx | errors | status codes | peak RSS | vs reference |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  ];
  const rows = [
    ...report.runs,
    ...[report.ceiling, report.floor].filter((run): run is Run => run !== undefined),
  ];
  for (const run of rows) {
    for (const m of run.measurements) {
      const reference = run.database === 'none' ? undefined : referenceFor(m.endpoint, report);
      const which = m.endpoint === 'page' ? 'static floor' : 'Fastify ceiling';
      const ratio =
        m.endpoint === 'login' && run.database !== 'none'
          ? 'n/a (argon2id)'
          : reference
            ? `${pct(m.rps / reference.rps)} of ${which}${m.endpoint === 'publicApi' || m.endpoint === 'page' ? '' : ' (info)'}`
            : run.database === 'none'
              ? 'reference'
              : 'n/a';
      const warn = hasErrors(m) ? ' ⚠' : '';
      lines.push(
        `| ${run.name} | ${m.label} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${fmt(m.non2xx)}${warn} | ${fmt(m.errors)}${warn} | ${codes(m)} | ${mib(m.peakRssMiB)} | ${ratio} |`,
      );
    }
  }
  return lines.join('\n');
}

interface Target {
  target: string;
  measured: string;
  verdict: 'PASS' | 'MISS' | 'NOISY' | 'n/a';
  note?: string;
}

function targets(report: Report): Target[] {
  const out: Target[] = [];
  const ceiling = report.ceiling?.measurements[0];
  const floor = report.floor?.measurements[0];
  const caveat = (...ms: Array<Measurement | undefined>) =>
    ms.some((m) => m && hasErrors(m)) ? '⚠ the run had non-2xx/errors: not valid' : undefined;
  for (const run of report.runs) {
    const api = run.measurements.find((m) => m.endpoint === 'publicApi');
    const page = run.measurements.find((m) => m.endpoint === 'page');
    if (api && ceiling) {
      const ratio = api.rps / ceiling.rps;
      out.push({
        target: `${run.name}: public profile API ≥ 50% of the Fastify ceiling`,
        measured: `${fmt(api.rps)} / ${fmt(ceiling.rps)} req/s = ${pct(ratio)}`,
        verdict: ratio >= 0.5 ? 'PASS' : 'MISS',
        note: caveat(api, ceiling),
      });
    }
    if (page && floor) {
      const ratio = page.rps / floor.rps;
      out.push({
        target: `${run.name}: public page /u ≥ 30% of the static-HTML floor`,
        measured: `${fmt(page.rps)} / ${fmt(floor.rps)} req/s = ${pct(ratio)}`,
        verdict: ratio >= 0.3 ? 'PASS' : 'MISS',
        note: caveat(page, floor),
      });
    }
    for (const m of run.measurements) {
      const login = m.endpoint === 'login';
      out.push({
        target: `${run.name}: ${m.label} p99 < 50 ms at ${settings.connections} connections`,
        measured: `p99 ${m.p99} ms`,
        verdict: login ? 'n/a' : m.p99 < 50 ? 'PASS' : 'MISS',
        note: login
          ? 'argon2id is slow by design (19 MiB, 2 passes per login): not held to this target'
          : caveat(m),
      });
    }
  }
  const small = report.runs.find((run) => run.database === 'PostgreSQL' && run.cards === 1_000);
  const large = report.runs.find((run) => run.database === 'PostgreSQL' && run.cards === 100_000);
  if (small && large) {
    for (const m of large.measurements) {
      const before = small.measurements.find((s) => s.endpoint === m.endpoint);
      if (!before) continue;
      const ratio = m.rps / before.rps;
      out.push({
        target: `PostgreSQL: ${m.label} at 100 000 cards within 20% of 1 000 cards`,
        measured: `${fmt(m.rps)} vs ${fmt(before.rps)} req/s = ${pct(ratio)}`,
        verdict: ratio < 0.8 ? 'MISS' : ratio <= 1.2 ? 'PASS' : 'NOISY',
        note:
          caveat(m, before) ??
          (ratio > 1.2
            ? 'faster with 100× the data: the measurements are noise, not the data size; rerun on a quiet machine'
            : undefined),
      });
    }
  }
  return out;
}

function plansSection(plans: QueryPlan[]): string {
  if (plans.length === 0) return 'Not run (PostgreSQL was skipped or failed).';
  const summary = [
    '| query | from | verdict | indexes used |',
    '| --- | --- | --- | --- |',
    ...plans.map(
      (p) =>
        `| ${p.name} | ${p.source} | ${p.seqScans.length ? `⚠ **Seq Scan** on ${p.seqScans.join(', ')}` : 'indexed, no Seq Scan'} | ${p.indexes.join(', ') || 'none'} |`,
    ),
  ].join('\n');
  const details = plans
    .map(
      (p) => `#### ${p.name}

Parameters: \`${JSON.stringify(p.params)}\`

\`\`\`sql
${p.sql}
\`\`\`

\`\`\`
${p.plan}
\`\`\``,
    )
    .join('\n\n');
  return `${summary}\n\n${details}`;
}

function renderReport(report: Report): string {
  const cpu = os.cpus();
  const smoke = settings.durationS < 10;
  const problems = [...report.runs, report.ceiling, report.floor]
    .filter((run): run is Run => run !== undefined)
    .flatMap((run) =>
      run.measurements.filter(hasErrors).map((m) => `- ${run.name}, ${m.label}: ${statusText(m)}`),
    );
  const targetRows = targets(report);
  const seeds = report.runs
    .filter((run) => run.seedSeconds !== null)
    .map((run) => `${run.name}: ${run.seedSeconds!.toFixed(1)} s`)
    .join('; ');
  const hwm = [...report.runs, report.ceiling, report.floor]
    .filter((run): run is Run => run !== undefined)
    .map((run) => `${run.name}: ${mib(run.hwmMiB)}`)
    .join('; ');
  const bytes = report.referenceBytes;
  return `# Load benchmark

${smoke ? `> **Smoke run** (${settings.durationS} s per endpoint, ${settings.warmupS} s warm-up): it proves the bench works end to end; the numbers are not final. Run the full bench on a quiet machine.\n\n` : ''}${problems.length ? `> **⚠ Not every response was 2xx: these results are flagged.**\n>\n${problems.map((p) => `> ${p}`).join('\n')}\n\n` : ''}- Date: ${report.started.toISOString()}
- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}; load average ${report.loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${report.loadAfter.map((n) => n.toFixed(2)).join(' ')} after
- Software: Node ${process.version}, ${report.pgVersion ?? 'PostgreSQL not run'}, PGlite ${packageVersion('@electric-sql/pglite')}, Fastify ${packageVersion('fastify')}, autocannon ${packageVersion('autocannon')}
- Load: **${loadLine}**; the load generator runs in the bench process, each server in its own child process, all on this machine.

## Results

${resultsTable(report)}

- **req/s** is autocannon's mean of per-second samples; latencies are per request, in whole milliseconds.
- **peak RSS**: the highest VmRSS of the server process, sampled every 100 ms during the measurement (/proc/<pid>/status). Peak over each whole server run (VmHWM, start-up and warm-ups included): ${hwm}.
- **vs reference**: the public API against the Fastify ceiling, the /u page against the static floor (the targets); the other endpoints against the Fastify ceiling for orientation only.
- **non-2xx**, **errors** (connection errors and timeouts) and **status codes** count every response of the measured time; a row with any of them is marked ⚠ and listed at the top.

## Targets

| target | measured | verdict | note |
| --- | --- | --- | --- |
${targetRows.map((t) => `| ${t.target} | ${t.measured} | ${t.verdict === 'PASS' || t.verdict === 'n/a' ? t.verdict : `**${t.verdict}**`} | ${t.note ?? ''} |`).join('\n')}

${(['PASS', 'MISS', 'NOISY'] as const).map((v) => `${v}: ${targetRows.filter((t) => t.verdict === v).length}`).join(', ')} (the p99 target does not apply to login).

## Query plans (PostgreSQL, ${fmt(settings.largeCards)} cards, EXPLAIN (ANALYZE, BUFFERS), second run)

${plansSection(report.plans)}

## How to run

\`\`\`sh
npm run build                          # the bench serves the production build in dist/web
npm run bench:load                     # full: ${'50'} connections, 10 s per endpoint, 3 s warm-up
npm run bench:load -- --quick          # smoke: 2 s per endpoint, 1 s warm-up
BENCH_DURATION=30 BENCH_CONNECTIONS=100 npm run bench:load   # other settings (or --duration=30 --connections=100)
npm run bench                          # the load bench, then Lighthouse
\`\`\`

Needs PostgreSQL at 127.0.0.1:5432, user postgres, trust auth (\`BENCH_PG_URL\` for another admin
connection); the bench drops and recreates the database \`${settings.pgDatabase}\` (\`BENCH_PG_DATABASE\`) and
drops it at the end (\`BENCH_KEEP_DB=1\` keeps it). \`BENCH_SKIP_PGLITE=1\` / \`BENCH_SKIP_POSTGRES=1\` skip
one side. \`BENCH_LOGIN_SINGLE_IP=1\` sends every login from 127.0.0.1, to show the flood guard. Ports: the first free ones in ${PORT_RANGE.join('-')}.

This run: \`${['node --import tsx bench/load.ts', ...process.argv.slice(2)].join(' ')}\` with duration ${settings.durationS} s, warm-up ${settings.warmupS} s, ${settings.connections} connections.

## Notes

- **Server under test**: the production build (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, \`DEMO_SEED=false\`, \`TRUST_PROXY=true\`, default pool of 10 PostgreSQL connections, no Redis, local uploads) started as \`node --import tsx src/server/main.ts\`, exactly as \`npm run serve\` does. Peak RSS is the Node process only: PostgreSQL's own memory is not in it; on PGlite the database lives inside the Node process, so it is.
- **Data**: ${fmt(settings.smallCards)} cards, then ${fmt(settings.largeCards)} on PostgreSQL (the ${fmt(settings.largeCards - settings.smallCards)} more are added to the same database and the server restarted). Every card has its own owner (active subscription, an argon2id password hash, one live session), a full configuration and a Connect profile with a unique handle \`bench-000001\`… and two buttons; the bench owner (\`${BENCH_OWNER.email}\`) has cards 1–5. Seeded with generate_series in SQL, then \`VACUUM (ANALYZE)\`: ${seeds || 'n/a'}. **PGlite is seeded with ${fmt(settings.smallCards)} cards only**: it is the single-process embedded default, not the deployment for 100 000 cards.
- **Rotation**: each request picks a handle (or card uuid) at random among all seeded cards, so the load is not one cached row. \`GET /api/cards\` is the bench owner with 5 cards (a bearer token from \`POST /api/auth/login\`); it checks the session in the database on every request.
- **Login** is argon2id by design (19 MiB, 2 passes): its throughput is bounded by CPU and the libuv thread pool (${process.env.UV_THREADPOOL_SIZE ?? '4'} threads), so it is not held to the latency target. Successful logins are not counted by the per-e-mail/per-IP failure limits (\`LOGIN_MAX_FAILURES_*\`), but \`POST /api/auth/login\` also has a flood guard of **60 requests per minute per client IP** (\`@fastify/rate-limit\`, not configurable). From one address the load would get 429s after the first 60, so the server runs with \`TRUST_PROXY=true\` (as behind a load balancer) and every login request carries its own \`X-Forwarded-For\` address: many users logging in, which is what the number is meant to show. Every other request comes from 127.0.0.1.${settings.loginSingleIp ? ' **In this run (BENCH_LOGIN_SINGLE_IP=1) every login came from 127.0.0.1**, so the login rows show the flood guard, not login speed.' : ''}
- **vCard** cards have no photo, so no image is re-encoded (with a photo, every download re-encodes it with sharp).
- **References** get exactly the same autocannon settings and the same rotating paths, each in its own child process. *Fastify ceiling* (\`bench/reference-fastify.ts\`): bare Fastify 5, one route \`/api/card-profiles/public/:key\` answering the ${bytes ? `${fmt(bytes.json.length)} JSON bytes` : 'JSON bytes'} the real API answered for \`${bytes?.handle ?? 'one handle'}\`, no plugins, no logging. *Static floor* (\`bench/reference-static.ts\`): node:http streaming the ${bytes ? `${fmt(bytes.html.length)} HTML bytes` : 'HTML bytes'} of \`GET /u/${bytes?.handle ?? '{handle}'}\` from a file with \`fs.createReadStream\`; chosen over @fastify/static because a framework's cost is exactly what the floor must not include, and over a buffer in memory because a static server reads a file.
- On a 2-core machine the load generator, the server and PostgreSQL share the cores, so absolute numbers are low and the ratios are what to compare; the load average above says how quiet the machine was.
- Lighthouse (page quality, not load): [lighthouse.md](lighthouse.md) (\`npm run bench:lighthouse\`).
`;
}

// ---------------------------------------------------------------------------------------------

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

  const runReferences = async (bytes: AppRunResult['referenceBytes']) => {
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
  for (const child of children) child.process.kill('SIGKILL');
  process.exit(1);
});
