// Load bench server runs: the production server and the two references, each started and loaded.
import { get } from 'node:http';
import { handleOf } from '../load-seed';
import { appEndpoints, type Endpoint, type Keys, login } from './endpoints';
import { measure } from './measure';
import { type Child, procStatus, startChild, stopChild, waitForReady } from './processes';
import { JWT_SECRET, settings } from './settings';
import { COUNTED_ENDPOINTS, type Measurement, type ReferenceBytes, type Run } from './types';

/** BENCH_ENDPOINTS: a run of a few endpoints only (all when it is unset). */
export function wantedEndpoint(id: string): boolean {
  return !settings.endpoints || settings.endpoints.includes(id);
}

export function appEnv(base: string, database: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET,
    APP_URL: base,
    DEMO_SEED: 'false',
    // The default level, as deployed: one access line per request is part of what it costs.
    ...(settings.logLevel ? { LOG_LEVEL: settings.logLevel } : {}),
    // So each login can come from its own client address (X-Forwarded-For); see the notes.
    TRUST_PROXY: '1',
    // The stand-ins, asked for explicitly as production requires.
    PAYMENTS: 'sandbox',
    MAIL_TRANSPORT: 'log',
    ...database,
  };
}

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** A page's bytes exactly as a phone gets them, gzipped (fetch would unpack them). */
function gzippedBytesOf(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.statusCode === 200 && response.headers['content-encoding'] === 'gzip'
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${url}: ${response.statusCode}, not a gzipped page`)),
      );
    }).on('error', reject);
  });
}

export interface AppRunResult {
  run: Run;
  referenceBytes: ReferenceBytes;
}

/**
 * Recording off, then counted, settings.countedRounds times over: this machine's throughput
 * drifts by a fifth between two runs of the same thing, so one pair measured once can show
 * anything from 70% to 95%; alternating and adding the rounds up compares like with like.
 */
async function measureAlternately(
  child: Child,
  name: string,
  pair: [Endpoint, Endpoint],
): Promise<Measurement[]> {
  const rounds: [Measurement[], Measurement[]] = [[], []];
  for (let round = 0; round < settings.countedRounds; round += 1) {
    for (const [index, endpoint] of pair.entries()) {
      rounds[index]!.push(await measure(child, endpoint, name));
    }
  }
  return rounds.map(combined);
}

/** Rounds of one endpoint as one row: requests over the total time, the worst p99. */
function combined(rounds: Measurement[]): Measurement {
  const [first] = rounds;
  if (!first || rounds.length === 1) return first!;
  const total = rounds.reduce((sum, m) => sum + m.total, 0);
  const seconds = rounds.reduce((sum, m) => sum + m.total / m.rps, 0);
  const weighted = (field: 'serverCpuMsPer1k' | 'databaseCpuMsPer1k' | 'p50') =>
    rounds.reduce((sum, m) => sum + m[field] * m.total, 0) / total;
  return {
    ...first,
    rps: total / seconds,
    total,
    p50: weighted('p50'),
    p99: Math.max(...rounds.map((m) => m.p99)),
    non2xx: rounds.reduce((sum, m) => sum + m.non2xx, 0),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
    timeouts: rounds.reduce((sum, m) => sum + m.timeouts, 0),
    statusCodes: Object.fromEntries(
      Object.keys(first.statusCodes).map((code) => [
        code,
        rounds.reduce((sum, m) => sum + (m.statusCodes[code] ?? 0), 0),
      ]),
    ),
    peakRssMiB: Math.max(...rounds.map((m) => m.peakRssMiB)),
    serverCpuMsPer1k: weighted('serverCpuMsPer1k'),
    databaseCpuMsPer1k: weighted('databaseCpuMsPer1k'),
  };
}

export async function runApp(
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
  // BENCH_CPU_PROF_DIR: a V8 CPU profile of each app server, written when it stops.
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = startChild(`server (${name})`, 'dist/server/main.js', port, env, nodeArgs);
  try {
    await waitForReady(child);
    if (beforeLoad) await beforeLoad(child, await login(child.base));
    // A handle from the middle: the reference servers answer its exact bytes.
    const middle = Math.ceil(cards / 2);
    const handle = handleOf(middle);
    const uuid = keys.uuids[middle - 1]!;
    const referenceBytes = {
      handle,
      uuid,
      json: await bytesOf(`${child.base}/api/card-profiles/public/${handle}`),
      html: await gzippedBytesOf(`${child.base}/u/${handle}`),
      vcard: await bytesOf(`${child.base}/api/vcard/${uuid}/download`),
    };
    const measurements: Measurement[] = [];
    const endpoints = appEndpoints(keys);
    for (const endpoint of endpoints) {
      if (!wantedEndpoint(endpoint.id)) continue;
      const counted = Object.entries(COUNTED_ENDPOINTS).find(([, off]) => off === endpoint.id)?.[0];
      if (counted) {
        measurements.push(
          ...(await measureAlternately(child, name, [
            endpoint,
            endpoints.find((other) => other.id === counted)!,
          ])),
        );
      } else if (!(endpoint.id in COUNTED_ENDPOINTS)) {
        measurements.push(await measure(child, endpoint, name));
      }
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

/** The bare Fastify reference, loaded like the app on its three public endpoints. */
export async function runReference(
  port: number,
  files: { json: string; html: string; vcard: string },
  endpoints: Endpoint[],
  /** The run it is compared with, named in its rows. */
  after: string,
): Promise<Run> {
  const name = `Bare Fastify (same bytes), after ${after}`;
  console.log(`\n${name}: starting on port ${port}`);
  const child = startChild(name, 'bench/reference-fastify.ts', port, {
    REF_JSON_FILE: files.json,
    REF_HTML_FILE: files.html,
    REF_VCARD_FILE: files.vcard,
  });
  try {
    await waitForReady(child);
    const measurements: Measurement[] = [];
    for (const endpoint of endpoints) measurements.push(await measure(child, endpoint, name));
    return {
      name,
      database: 'none',
      cards: null,
      seedSeconds: null,
      measurements,
      hwmMiB: procStatus(child.pid, 'VmHWM'),
    };
  } finally {
    await stopChild(child);
  }
}
