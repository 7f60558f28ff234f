import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { REPO_ROOT, serverArgs } from '#tests/support/server-command';
import { TEST_JWT_SECRET } from '#tests/support/test-app';

export { REPO_ROOT };

/** A free loopback port from the kernel's ephemeral range (never 3000, 31xx, 32xx or 34xx). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process printed (JSON log lines), for assertions and failure messages. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Sends SIGTERM and waits for the exit. */
  stop(): Promise<Exit>;
}

/**
 * Starts the real server as `npm run serve` does (serverArgs) with a clean environment plus
 * `env`, and resolves once /readyz answers 200. Start-up takes a second or two (migrations).
 */
export async function startServer(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs('main'), {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_SEED: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const server: ServerProcess = {
    url,
    port,
    pid: child.pid ?? -1,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!hasExited) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 40_000);
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready in time:\n${output}`);
}

/** Kills what `startServer` started if a test failed before stopping it (by pid, never by name). */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
