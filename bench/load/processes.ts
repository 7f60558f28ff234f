// Load bench child processes: start, readiness, stop, free ports, temp dirs, memory and CPU.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PORT_RANGE } from './settings';

// Every child is killed when this process ends, however it ends.

export interface Child {
  name: string;
  process: ChildProcess;
  pid: number;
  base: string;
  /** The last lines it printed, for the error message when it dies. */
  output: () => string[];
  exited: Promise<void>;
}

const children = new Set<Child>();
/** Temporary folders (PGlite data, reference bodies), removed however the run ends. */
const tempDirs = new Set<string>();

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** SIGKILL to every child still running. */
export function killChildren() {
  for (const child of children) child.process.kill('SIGKILL');
}

process.on('exit', () => {
  killChildren();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    killChildren();
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

export function startChild(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
) {
  // The server's compiled files (`npm run build`) run as `npm run serve` runs them; the bench's
  // own TypeScript (the reference server) through tsx.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const processHandle = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    env: childEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (processHandle.pid === undefined) throw new Error(`${name}: could not start`);
  // The server logs every request at the default level: keep only the last chunks, as they
  // come (splitting every chunk into lines would spend the load generator's CPU).
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    chunks.push(chunk);
    kept += chunk.length;
    while (chunks.length > 1 && kept - chunks[0]!.length >= 16_384) kept -= chunks.shift()!.length;
  };
  processHandle.stdout?.on('data', keep);
  processHandle.stderr?.on('data', keep);
  const child: Child = {
    name,
    process: processHandle,
    pid: processHandle.pid,
    base: `http://127.0.0.1:${port}`,
    output: () => Buffer.concat(chunks).toString().split('\n').filter(Boolean).slice(-30),
    exited: new Promise((resolve) => processHandle.once('exit', () => resolve())),
  };
  children.add(child);
  void child.exited.then(() => children.delete(child));
  return child;
}

export async function waitForReady(child: Child): Promise<void> {
  let alive = true;
  void child.exited.then(() => (alive = false));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!alive) {
      throw new Error(`${child.name} exited before it was ready:\n${child.output().join('\n')}`);
    }
    try {
      if ((await fetch(`${child.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${child.name} was not ready in 90 s:\n${child.output().join('\n')}`);
}

export async function stopChild(child: Child): Promise<void> {
  if (!children.has(child)) return;
  child.process.kill('SIGTERM');
  const stopped = await Promise.race([child.exited.then(() => true), sleep(10_000)]);
  if (!stopped) {
    child.process.kill('SIGKILL');
    await child.exited;
  }
}

export function sleep(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms));
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1] && ports.length < count; port += 1) {
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) {
    throw new Error(`need ${count} free ports in ${PORT_RANGE.join('-')}, found ${ports.length}`);
  }
  return ports;
}

// Memory of a child: VmRSS sampled every 100 ms while a measurement runs, VmHWM at the end.

export function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function sampleRss(pid: number): () => number {
  let peak = procStatus(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, procStatus(pid, 'VmRSS') ?? 0);
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, procStatus(pid, 'VmRSS') ?? 0);
  };
}

// CPU time of the server and of PostgreSQL, from /proc: what a request costs each side.

const CLOCK_TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** user + system CPU of one process, in ms; 0 once it is gone. */
function cpuMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** CPU ms of every process named postgres on this machine, by pid. */
function postgresCpuMs(): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') out.set(pid, cpuMs(pid));
    } catch {
      // Exited meanwhile.
    }
  }
  return out;
}

/** Starts counting CPU; the returned function gives the server's and PostgreSQL's ms since. */
export function sampleCpu(pid: number): () => { serverMs: number; databaseMs: number } {
  const server = cpuMs(pid);
  const database = postgresCpuMs();
  return () => {
    let databaseMs = 0;
    for (const [id, ms] of postgresCpuMs()) databaseMs += ms - (database.get(id) ?? 0);
    return { serverMs: cpuMs(pid) - server, databaseMs };
  };
}
