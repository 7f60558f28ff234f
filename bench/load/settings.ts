// Load bench settings: CLI flags and BENCH_* env vars, fixed constants, the load summary line.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every path below (dist/web, dist/server, bench/results) is relative to the project.
process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));

export const RESULTS_FILE = 'bench/results/latest.md';
export const PASSWORD = 'bench-password-1';
/** New on every run: production refuses secrets written in this repository. */
export const JWT_SECRET = randomBytes(48).toString('base64url');
/** Ports tried for the three servers: not 3000, not 3100-3104 (tests), not 3210 (Lighthouse). */
export const PORT_RANGE = [3200, 3209] as const;

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
export const settings = {
  durationS: positive(flag('duration') ?? process.env.BENCH_DURATION, quick ? 2 : 10, 'duration'),
  warmupS: positive(flag('warmup') ?? process.env.BENCH_WARMUP, quick ? 1 : 3, 'warmup'),
  connections: Math.round(
    positive(flag('connections') ?? process.env.BENCH_CONNECTIONS, 50, 'connections'),
  ),
  smallCards: 1_000,
  /** Edits timed from one process to another on PostgreSQL. */
  invalidationEdits: Math.round(
    positive(process.env.BENCH_EDITS, quick ? 100 : 1_000, 'BENCH_EDITS'),
  ),
  /** Distinct cards visitors open during a run (all of them when there are fewer). */
  visited: Math.round(positive(process.env.BENCH_VISITED, 5_000, 'BENCH_VISITED')),
  largeCards: 100_000,
  /** Rounds of each recording off / counted pair, alternating (servers.ts says why). */
  countedRounds: Math.round(
    positive(process.env.BENCH_COUNTED_ROUNDS, quick ? 1 : 2, 'BENCH_COUNTED_ROUNDS'),
  ),
  pgAdminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  pgDatabase: process.env.BENCH_PG_DATABASE ?? 'cc_bench',
  keepDb: process.env.BENCH_KEEP_DB === '1',
  skipPglite: process.env.BENCH_SKIP_PGLITE === '1',
  skipPostgres: process.env.BENCH_SKIP_POSTGRES === '1',
  /** The server's LOG_LEVEL; unset, its default (info: one access line per request). */
  logLevel: process.env.BENCH_LOG_LEVEL || undefined,
  /** Only these endpoints (ids as in types.ts, comma-separated); unset, all of them. */
  endpoints: process.env.BENCH_ENDPOINTS ? process.env.BENCH_ENDPOINTS.split(',') : undefined,
  /** Skip the 100 000-card run and the edits timed across two processes. */
  skipLarge: process.env.BENCH_SKIP_LARGE === '1',
  /** Every login from 127.0.0.1: shows the per-IP flood guard (429s) instead of login speed. */
  loginSingleIp: process.env.BENCH_LOGIN_SINGLE_IP === '1',
};
if (!/^[a-z_][a-z0-9_]*$/.test(settings.pgDatabase)) {
  throw new Error('BENCH_PG_DATABASE must be a plain lowercase identifier');
}
export const loadLine = `${settings.connections} connections, ${settings.durationS} s measured per endpoint after a ${settings.warmupS} s warm-up, wrk, loopback (127.0.0.1)`;
