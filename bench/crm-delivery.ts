/**
 * Decision 067's figure: 1 000 leads captured in a minute reach each connected CRM. One owner has
 * every CRM connected through the real round trip (POST .../connect, the stand-in's consent
 * page, the callback with the browser's cookie); visitors send 1 000 leads to their card at an
 * even pace over 60 s, each from its own address (a venue's budgets are not what is measured).
 * For each CRM: the time from the first Send until its stand-in holds the last of the 1 000
 * visitors, and the API calls it received (batching works when they are few). The whole app runs
 * in this process over real HTTP (createDeps, buildApp, the job worker started as `npm start`
 * does) on PostgreSQL. Writes bench/results/crm-delivery.md.
 *
 * Run: node --import tsx bench/crm-delivery.ts (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_CRM_LEADS, default 1000).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { outboxTransport } from '#server/adapters/mail/outbox-transport';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/config';
import { createDeps } from '#server/create-deps';
import { seedOwner } from '#tests/support/seed-owner';
import { crmStandIns, type CrmUnderTest } from './crm-stand-ins';
import { onBenchDatabase } from './team-seed';

const DATABASE = 'cc_bench_crm_delivery';
const LEADS = Number(process.env.BENCH_CRM_LEADS ?? 1_000);
/**
 * What each call to a CRM costs on top of the stand-in's own time: a real CRM API answers in
 * 100 ms or more from a server in the same region; a stand-in on this machine in under one.
 */
const LATENCY_MS = Number(process.env.BENCH_CRM_LATENCY_MS ?? 100);
const OVER_MS = 60_000;
/** How long the bench waits for the last lead before it reports what arrived. */
const GIVE_UP_MS = 10 * 60_000;

const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));
const email = (index: number) => `visitor-${index}@crm-bench.example`;

await onBenchDatabase(DATABASE, async (database) => {
  const crms = await crmStandIns();
  // Every call to a stand-in (the app's, in this process) waits LATENCY_MS first.
  const bases = crms.map((crm) => crm.base);
  const direct = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (bases.some((base) => url.startsWith(base))) await sleep(LATENCY_MS);
    return direct(input, init);
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    DEMO_SEED: 'false',
    ...Object.assign({}, ...crms.map((crm) => crm.env)),
  });
  const log = pino({ level: 'error' });
  const deps = await createDeps(config, database, undefined, log, outboxTransport(log));
  const app = await buildApp(deps, { loggerInstance: log });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  deps.jobs.start();

  const owner = await seedOwner(database.db, { subscribed: true });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  for (const crm of crms) await connect(crm);
  const listed = (await (
    await fetch(`${base}/api/integrations`, { headers: { authorization } })
  ).json()) as Array<{ provider: string; status: string }>;
  if (listed.length !== crms.length || listed.some((row) => row.status !== 'connected')) {
    throw new Error(`not every CRM connected: ${JSON.stringify(listed)}`);
  }
  const cardKey = await cardKeyOf(owner.cardId);
  const callsBefore = new Map(crms.map((crm) => [crm.provider, crm.calls()]));

  const started = performance.now();
  const sends: Array<Promise<void>> = [];
  for (let i = 0; i < LEADS; i += 1) {
    const due = started + (i * OVER_MS) / LEADS;
    await sleep(Math.max(0, due - performance.now()));
    sends.push(send(i));
  }
  await Promise.all(sends);
  const lastCapturedAt = performance.now();
  const captureSeconds = (lastCapturedAt - started) / 1000;
  const arrivedAt = new Map<string, number>();
  const emails = Array.from({ length: LEADS }, (_, i) => email(i));
  while (arrivedAt.size < crms.length && performance.now() - started < GIVE_UP_MS) {
    for (const crm of crms) {
      if (!arrivedAt.has(crm.provider) && crm.holds(emails) === LEADS) {
        arrivedAt.set(crm.provider, performance.now());
      }
    }
    await sleep(100);
  }

  await app.close();
  await deps.jobs.stop();
  const rows = crms.map((crm) => {
    const at = arrivedAt.get(crm.provider);
    const calls = crm.calls() - callsBefore.get(crm.provider)!;
    const seconds = (from: number) => `${((at! - from) / 1000).toFixed(1)} s`;
    return at
      ? `| ${crm.label} | ${seconds(started)} | ${seconds(lastCapturedAt)} | ${calls} | ${crm.shape} |`
      : `| ${crm.label} | only ${crm.holds(emails)} arrived | | ${calls} | ${crm.shape} |`;
  });
  await Promise.all(crms.map((crm) => crm.close()));

  const report = `# 1 000 leads in a minute to every CRM (bench/crm-delivery.ts)

PostgreSQL on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
The whole app in one process over real HTTP, its job worker started as \`npm start\` does; each
CRM a local stand-in of its documented API (tests/support/), connected through the real OAuth
round trip; each call to a CRM waited ${LATENCY_MS} ms first (a real CRM's answer time, which
a stand-in on this machine does not have). ${LEADS} visitors sent a lead to one owner's card, evenly over ${OVER_MS / 1000} s
(captured in ${captureSeconds.toFixed(1)} s), each from its own address. A new lead waits
CRM_BATCH_WINDOW_SECONDS (5) for others to share its call (decision 067).

| CRM | last lead in the CRM, from the first Send | from the last capture | API calls for ${LEADS} leads | how it writes |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

Calls count everything the adapter sent after connecting: token refreshes, look-ups by e-mail,
writes.
`;
  writeFileSync(path.join('bench', 'results', 'crm-delivery.md'), report);
  console.log(report);

  async function connect(crm: CrmUnderTest) {
    const started = await fetch(`${base}/api/integrations/${crm.provider}/connect`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(crm.connectBody ?? {}),
    });
    if (!started.ok) throw new Error(`${crm.provider} connect: ${await started.text()}`);
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { url } = (await started.json()) as { url: string };
    const consent = await fetch(url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const done = await fetch(`${base}${back.pathname}${back.search}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    const location = done.headers.get('location') ?? '';
    if (!location.endsWith(`${crm.provider}=connected`)) {
      throw new Error(`${crm.provider} callback: ${done.status} ${location}`);
    }
  }

  async function cardKeyOf(cardId: number): Promise<string> {
    const { cards } = await import('#server/db/schema');
    const { eq } = await import('drizzle-orm');
    const [card] = await database.db.select().from(cards).where(eq(cards.id, cardId));
    return card!.uuid;
  }

  async function send(index: number): Promise<void> {
    const response = await fetch(`${base}/api/card-profiles/public/${cardKey}/send-message`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify({
        name: `Visitor Number${index}`,
        email: email(index),
        phone: '+1 555 0100',
        company: index % 2 ? 'Booth Co' : undefined,
        message: 'Met you at the booth',
      }),
    });
    if (!response.ok) throw new Error(`send ${index}: ${response.status} ${await response.text()}`);
  }
});
