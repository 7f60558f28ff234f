import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/http';
import { pgliteTemplate } from './helpers/pglite-dir';
import {
  killIfRunning,
  REPO_ROOT,
  startServer,
  type ServerProcess,
} from './helpers/server-process';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  err?: { message: string };
}

const parse = (output: string): Line[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);

describe('the real server process log (PGlite)', { timeout: 90_000 }, () => {
  let template: Awaited<ReturnType<typeof pgliteTemplate>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    template = await pgliteTemplate(async () => {});
  }, 90_000);
  afterEach(async () => {
    await killIfRunning(server);
    server = undefined;
  });
  afterAll(() => template?.remove());

  it('has its start-up lines out when it first answers, one access line per request, all of them written by the exit', async () => {
    server = await startServer({ DATA_DIR: template.copy(), LOG_LEVEL: 'info' });
    // Read at the moment /readyz first answered 200: nothing more is needed for these.
    const atReady = parse(server.output()).map((line) => line.msg);
    expect(atReady).toContain(`Server listening at ${server.url}`);
    expect(
      atReady.some((msg) => msg.startsWith(`Catalyst Connect on ${server!.url} (database: PGlite`)),
    ).toBe(true);
    expect(atReady.filter((msg) => msg.startsWith('STAND-IN: '))).toHaveLength(3);

    const token = randomBytes(32).toString('base64url');
    const paths = Array.from({ length: 200 }, (_, index) =>
      index % 2
        ? `/api/card-profiles/public/nobody-${index}`
        : `/api/nothing/${index}?token=${token}`,
    );
    for (let from = 0; from < paths.length; from += 20) {
      const answers = await Promise.all(
        paths.slice(from, from + 20).map((path) => call(server!.url, 'GET', path)),
      );
      for (const answer of answers) expect(answer.status).toBe(404);
    }
    const exit = await server.stop();
    expect(exit, server.output()).toEqual({ code: 0, signal: null });

    const lines = parse(server.output());
    const access = lines.filter((line) => line.req);
    expect(access).toHaveLength(paths.length);
    expect(
      access.every((line) => line.msg === 'request completed' && line.res?.statusCode === 404),
    ).toBe(true);
    expect(new Set(access.map((line) => line.req!.url))).toEqual(
      new Set(paths.map((path) => path.replace(token, '[redacted]'))),
    );
    expect(server.output()).not.toContain(token);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
    // The last line, written after everything else was closed.
    expect(lines.at(-1)?.msg).toBe('stopped');
  });
});

describe('a crash', { timeout: 60_000 }, () => {
  function crash(env: Record<string, string>) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'tests/resilience/helpers/crash-after-logging.ts'],
        {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it.each([
    ['an uncaught exception', 'throw', 'something nobody expected'],
    ['a rejection nobody handled', 'rejection', 'nobody handled this'],
  ])(
    '(%s) writes every line handed over, then the error at fatal, and exits 1',
    async (_, kind, message) => {
      const { code, stdout, stderr } = await crash({ CRASH: kind, LINES: '5000' });
      expect(code, stderr).toBe(1);
      const lines = parse(stdout);
      expect(lines.map((line) => line.msg)).toEqual([
        'started',
        ...Array.from({ length: 5000 }, (_, index) => `line ${index}`),
        'crashed: stopping',
      ]);
      expect(lines.at(-1)).toMatchObject({ level: 60, err: { message } });
    },
  );
});
