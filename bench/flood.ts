/**
 * Flood bench (decision 029): `node --import tsx bench/flood.ts [--root=DIR]`.
 *
 * Starts the server of DIR (default: this checkout; give an older checkout to measure it the
 * same way) in production mode on a fresh PostgreSQL database with Redis, seeds one subscribed
 * owner with one card, then:
 *  1. floods the card's page for 15 s from one address with wrk, every request a new
 *     User-Agent and a new referring site, and reports what the card's Insights gained (views,
 *     visitors, referring domains) and what the database grew by;
 *  2. times the owner's API (GET /api/cards with a session, wrk -c1) idle and during a flood of
 *     random handles and uuids (JSON, page and vCard) from one address at 50 connections.
 * Needs wrk, PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and
 * Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379). Prints a Markdown summary.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '#server/modules/auth/passwords';
import { freePorts } from './load/processes';

const root = path.resolve(
  process.argv.find((arg) => arg.startsWith('--root='))?.slice(7) ?? process.cwd(),
);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FLOOD_SECONDS = 15;
const PASSWORD = randomBytes(12).toString('base64url');

// wrk's threads each run their own Lua state with the same seed: each seeds from its own table's
// address, so two threads never send the same User-Agent or handle.
const SEED = `math.randomseed(tonumber(tostring({}):match("0x(%x+)"), 16) % 2147483647)`;

const ROTATING_LUA = `
${SEED}
counter = 0
request = function()
  counter = counter + 1
  local n = tostring(math.random(1, 1000000000)) .. "-" .. counter
  wrk.headers["User-Agent"] = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1 Build/" .. n
  wrk.headers["Referer"] = "https://spam" .. n .. ".example/"
  return wrk.format(nil, wrk.path)
end`;

const UNKNOWN_LUA = `
${SEED}
counter = 0
local hex = "0123456789abcdef"
local function uuid()
  local s = ""
  for i = 1, 32 do
    local c = math.random(1, 16)
    s = s .. hex:sub(c, c)
    if i == 8 or i == 12 or i == 16 or i == 20 then s = s .. "-" end
  end
  return s
end
request = function()
  counter = counter + 1
  local handle = "nobody-" .. math.random(1, 1000000000) .. "-" .. counter
  local kind = counter % 3
  if kind == 0 then return wrk.format(nil, "/api/card-profiles/public/" .. handle) end
  if kind == 1 then return wrk.format(nil, "/u/" .. handle) end
  return wrk.format(nil, "/api/vcard/" .. uuid() .. "/download")
end`;

function wrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

const figure = (out: string, pattern: RegExp) => pattern.exec(out)?.[1] ?? '?';
const requestsPerSecond = (out: string) => figure(out, /Requests\/sec:\s+([\d.]+)/);
const non2xx = (out: string) => /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? '0';
const percentile = (out: string, p: string) =>
  figure(out, new RegExp(`^\\s+${p}%\\s+([\\d.]+\\w+)`, 'm'));

async function waitForReady(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server not ready in 60 s');
}

async function main() {
  const database = `cc_flood_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
  const [port] = await freePorts(1);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-flood-'));
  const server = spawn('node', ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PAYMENTS: 'sandbox',
      MAIL_TRANSPORT: 'log',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench:flood:${randomUUID()}:`,
      DATA_DIR: dataDir,
    },
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitForReady(url, server);
    await db.connect();
    const email = `flood-${randomUUID()}@example.com`;
    const {
      rows: [user],
    } = await db.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, stripe_subscription_status)
       values ($1, $2, 'Flo', 'Od', 'active') returning id`,
      [email, await hashPassword(PASSWORD)],
    );
    const {
      rows: [card],
    } = await db.query<{ id: number; uuid: string }>(
      `insert into cards (owner_id, shopify_product_title, first_name, last_name)
       values ($1, 'Metal', 'Flo', 'Od') returning id, uuid`,
      [user!.id],
    );
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'cc-flood-lua-'));
    writeFileSync(path.join(tmp, 'rotating.lua'), ROTATING_LUA);
    writeFileSync(path.join(tmp, 'unknown.lua'), UNKNOWN_LUA);

    // 1. Insights under a rotating-User-Agent flood.
    const measure = async () => {
      const { rows } = await db.query<{
        views: number;
        visitors: number;
        sources: number;
        events: number;
        bytes: string;
      }>(
        `select (select coalesce(sum(views), 0)::int from insight_hours where card_id = $1) as views,
                (select coalesce(sum(visitors), 0)::int from insight_hours where card_id = $1) as visitors,
                (select count(distinct source)::int from insight_sources where card_id = $1) as sources,
                (select count(*)::int from insight_events where card_id = $1) as events,
                pg_database_size(current_database())::text as bytes`,
        [card!.id],
      );
      return rows[0]!;
    };
    await db.query('checkpoint');
    const before = await measure();
    const flood = await wrk([
      '-t2',
      '-c50',
      `-d${FLOOD_SECONDS}s`,
      '-s',
      path.join(tmp, 'rotating.lua'),
      `${url}/u/${card!.uuid}`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await db.query('checkpoint');
    const after = await measure();
    const grown = Number(after.bytes) - Number(before.bytes);
    const insights = [
      `| page requests answered | ${requestsPerSecond(flood)}/s for ${FLOOD_SECONDS} s (non-2xx: ${non2xx(flood)}) |`,
      `| views added | ${after.views - before.views} |`,
      `| visitors added | ${after.visitors - before.visitors} |`,
      `| referring domains kept (distinct sources) | ${after.sources - before.sources} |`,
      `| raw events written | ${after.events - before.events} |`,
      `| database growth | ${(grown / 1_048_576).toFixed(2)} MB (${(grown / 1_048_576 / FLOOD_SECONDS).toFixed(3)} MB/s) |`,
    ];

    // 2. The owner's API, idle and during a flood of unknown keys.
    const owner = () =>
      wrk([
        '-t1',
        '-c1',
        '-d8s',
        '--latency',
        '-H',
        `Authorization: Bearer ${accessToken}`,
        `${url}/api/cards`,
      ]);
    const idle = await owner();
    const unknownFlood = wrk(['-t2', '-c50', '-d12s', '-s', path.join(tmp, 'unknown.lua'), url]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const busy = await owner();
    const unknown = await unknownFlood;
    const latency = [
      `| idle | ${percentile(idle, '50')} | ${percentile(idle, '99')} | ${requestsPerSecond(idle)} |`,
      `| during the flood | ${percentile(busy, '50')} | ${percentile(busy, '99')} | ${requestsPerSecond(busy)} |`,
    ];
    rmSync(tmp, { recursive: true, force: true });

    const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).stdout.trim();
    console.log(
      [
        `## Flood bench: ${commit || root} (${new Date().toISOString()}, PostgreSQL + Redis, production mode)`,
        '',
        `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]!.toFixed(1)} (shared).`,
        '',
        `### One address, every request a new User-Agent and referrer, ${FLOOD_SECONDS} s on one card`,
        '',
        '| | |',
        '| --- | --- |',
        ...insights,
        '',
        `### Owner API (GET /api/cards, one connection) and a flood of unknown keys from one address`,
        '',
        `Flood: ${requestsPerSecond(unknown)} requests/s at 50 connections, ${non2xx(unknown)} of them not 2xx.`,
        '',
        '| owner API | p50 | p99 | requests/s |',
        '| --- | ---: | ---: | ---: |',
        ...latency,
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await db.end().catch(() => {});
    await admin.query(`drop database if exists ${database}`).catch(() => {});
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
