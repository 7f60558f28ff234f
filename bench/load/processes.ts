// Load bench child processes: start, readiness, stop, free ports, temp dirs, memory sampling.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  output: string[];
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
) {
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

export async function waitForReady(child: Child): Promise<void> {
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
