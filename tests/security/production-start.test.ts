import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  killIfRunning,
  REPO_ROOT,
  startServer,
  type ServerProcess,
} from '../resilience/helpers/server-process';
import { PRODUCTION_STAND_INS_ENV, SAFE_PRODUCTION_ENV } from '../support/production-env';
import { serverArgs } from '../support/server-command';
import { TEST_JWT_SECRET } from '../support/test-app';
import { migratedPgliteFolder } from '../support/test-database';

/** Runs the server as `npm run serve` does, with only `env`, until it exits by itself. */
function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverArgs('main'), {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop by itself:\n${output}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a production start with an unsafe configuration', { timeout: 40_000 }, () => {
  it('stops with exit code 1 and one line per problem', async () => {
    const { code, output } = await runUntilExit({
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: path.join(os.tmpdir(), 'cc-never-created'),
    });
    expect(code).toBe(1);
    expect(output).toBe(
      [
        'Unsafe configuration for production:',
        '  PAYMENTS: no STRIPE_* keys; set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox to give subscriptions away with test card 4242',
        '  MAIL_TRANSPORT: no SMTP_URL; set SMTP_URL, or MAIL_TRANSPORT=log to deliver no mail at all (only logged as id and subject)',
        "  JWT_SECRET: this value is published in the repository's tests or benches; generate a new one",
        '',
      ].join('\n'),
    );
  });

  it('stops on TRUST_PROXY=true, saying what to write', async () => {
    const { code, output } = await runUntilExit({ ...SAFE_PRODUCTION_ENV, TRUST_PROXY: 'true' });
    expect(code).toBe(1);
    expect(output).toBe(
      'Invalid configuration:\n  TRUST_PROXY: true trusts any client-written X-Forwarded-For; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)\n',
    );
  });

  it('stops on a guessable JWT_SECRET', async () => {
    const { code, output } = await runUntilExit({
      ...SAFE_PRODUCTION_ENV,
      // A short pattern repeated (a longer literal would be a published secret: known-secrets).
      JWT_SECRET: 'abc123'.repeat(7),
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /^Unsafe configuration for production:\n {2}JWT_SECRET: too predictable \(about \d+ bits estimated, at least 128 needed\); generate one with `openssl rand -base64 48`\n$/,
    );
  });

  it('stops on guessable webhook secrets, saying which dashboard has the real ones', async () => {
    const { code, output } = await runUntilExit({
      ...SAFE_PRODUCTION_ENV,
      // Joined, so known-secrets does not list them as published (then that would be the refusal).
      SHOPIFY_WEBHOOK_SECRET: ['shopify', 'webhook', 'secret', '2026'].join('-'),
      STRIPE_WEBHOOK_SECRET: ['whsec', 'stripe', 'webhook', 'secret'].join('_'),
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /^Unsafe configuration for production:\n {2}SHOPIFY_WEBHOOK_SECRET: too predictable \(about \d+ bits estimated, at least 80 needed\); copy your app's client secret from the Shopify Partner Dashboard [^\n]+\n {2}STRIPE_WEBHOOK_SECRET: too predictable \(about \d+ bits estimated, at least 80 needed\); copy the signing secret \(whsec_\.\.\.\) of the endpoint \{APP_URL\}\/api\/stripe\/webhook from the Stripe Dashboard \(Developers, Webhooks\)\n$/,
    );
  });
});

describe('a start with stand-ins', { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => killIfRunning(server)));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-stand-ins-'));
    dirs.push(dataDir);
    // A migrated database to start on: what is checked here is the start's warnings, and a new
    // cluster (initdb and every migration) is seconds of CPU the suite need not spend.
    cpSync(await migratedPgliteFolder(), path.join(dataDir, 'pglite'), { recursive: true });
    const server = await startServer({ ...env, DATA_DIR: dataDir });
    servers.push(server);
    return { server, dataDir };
  }

  /** The warn lines (JSON: stdout is not a terminal here) that name a stand-in. */
  function standInWarnings(output: string): string[] {
    return output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40 && line.msg.startsWith('STAND-IN: '))
      .map((line) => line.msg);
  }

  it.each([
    ['production, stand-ins asked for', 404, PRODUCTION_STAND_INS_ENV],
    ['development', 200, { NODE_ENV: 'development' }],
  ])('%s: warns once per stand-in; API docs answer %i', async (_, docsStatus, env) => {
    const { server, dataDir } = await start(env);
    expect(standInWarnings(server.output())).toEqual([
      'STAND-IN: sandbox payments (PAYMENTS=sandbox): no money is taken, test card 4242 4242 4242 4242 subscribes anyone',
      'STAND-IN: log mail (MAIL_TRANSPORT=log): no e-mail is delivered; mails wait in the outbox (id and subject logged)' +
        (env.NODE_ENV === 'production' ? '' : `; read them at ${server.url}/dev/mail`),
      `STAND-IN: disk storage: uploads are kept in ${path.join(dataDir, 'uploads')}, on this machine only (set S3_BUCKET for shared storage)`,
    ]);
    for (const url of ['/api/docs', '/api/docs/json']) {
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(docsStatus);
    }
    await server.stop();
  });
});
