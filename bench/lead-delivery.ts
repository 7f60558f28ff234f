/**
 * Decision 044's delivery figures, on PostgreSQL through real HTTP: the time from a visitor's Send
 * (POST .../send-message) to the webhook's arrival at a receiver and to the contact's upsert in
 * HubSpot (a local stand-in of its API), p50/p95 over 200 leads; then a slow receiver (every answer
 * held 2 s) taking 200 leads, its throughput, and the public page's latency meanwhile against the
 * same page with no deliveries running. The whole app runs in this process (createDeps, buildApp,
 * the job worker started as `npm start` does) on a database of its own; the receivers are
 * tests/support's webhook receiver. Writes bench/results/lead-delivery.md.
 *
 * Run: node --import tsx bench/lead-delivery.ts (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { outboxTransport } from '#server/adapters/mail/outbox-transport';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/config';
import { createDeps } from '#server/create-deps';
import type { Database } from '#server/db/client';
import { cards, crmConnections, users, webhooks } from '#server/db/schema';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';
import { startWebhookReceiver } from '#tests/support/webhook-receiver';
import { onBenchDatabase, percentile } from './team-seed';

const DATABASE = 'cc_bench_lead_delivery';
const LEADS = 200;
/** Leads sent per second: a busy booth, all phones on one venue's address. */
const PACE_PER_SECOND = 20;
const SLOW_ANSWER_MS = 2_000;

/** A receiver answering after `holdMs`; `arrivals()` says when each lead (by e-mail) arrived. */
async function receiver(holdMs: number) {
  const hook = await startWebhookReceiver(async () => {
    await sleep(holdMs);
    return 204;
  });
  return {
    url: hook.url,
    arrivals: () =>
      new Map(
        hook.received.map((request) => {
          const { data } = JSON.parse(request.body) as { data: { email: string } };
          return [data.email, request.at];
        }),
      ),
    close: hook.close,
  };
}

/** An owner with Connect, one card, and a webhook to `url` for new leads. */
async function ownerWithWebhook(database: Database, tag: string, url: string) {
  const { db } = database;
  const [owner] = await db
    .insert(users)
    .values({
      email: `${tag}@bench.example`,
      firstName: 'Bench',
      stripeSubscriptionStatus: 'active',
    })
    .returning();
  const [card] = await db
    .insert(cards)
    .values({ ownerId: owner!.id, shopifyProductTitle: 'Metal', firstName: 'Bench', lastName: tag })
    .returning();
  await db.insert(webhooks).values({
    ownerId: owner!.id,
    url,
    events: ['lead.created'],
    secret: `whsec_${Buffer.from(tag.padEnd(24, 'x')).toString('base64')}`,
  });
  return card!.uuid;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

await onBenchDatabase(DATABASE, async (database) => {
  const hubspot = await startHubSpotStandIn();
  const fast = await receiver(0);
  const slow = await receiver(SLOW_ANSWER_MS);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-'));
  // Each lead from its own forwarded address, as many phones at a venue (the budgets are not
  // what is measured here); the bench is the proxy the app trusts.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    DEMO_SEED: 'false',
    HUBSPOT_CLIENT_ID: hubspot.client.id,
    HUBSPOT_CLIENT_SECRET: hubspot.client.secret,
    HUBSPOT_API_BASE: hubspot.base,
  });
  const log = pino({ level: 'error' });
  const deps = await createDeps(config, database, undefined, log, outboxTransport(log));
  const app = await buildApp(deps, { loggerInstance: log });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  deps.jobs.start();
  const fastKey = await ownerWithWebhook(database, 'fast', fast.url);
  // The fast owner's HubSpot too: tokens from the stand-in's own token endpoint, kept encrypted.
  hubspot.code('bench-code');
  const issued = (await (
    await fetch(`${hubspot.base}/oauth/v1/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'bench-code',
        redirect_uri: 'http://127.0.0.1/callback',
        client_id: hubspot.client.id,
        client_secret: hubspot.client.secret,
      }),
    })
  ).json()) as { access_token: string; refresh_token: string };
  const [fastOwner] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, 'fast@bench.example'));
  await database.db.insert(crmConnections).values({
    ownerId: fastOwner!.id,
    provider: 'hubspot',
    status: 'connected',
    accessToken: deps.cipher.encrypt(issued.access_token),
    refreshToken: deps.cipher.encrypt(issued.refresh_token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  // When each contact reached HubSpot, watched every 2 ms (the stand-in keeps contacts only).
  const upsertedAt = new Map<string, number>();
  const watch = setInterval(() => {
    for (const email of hubspot.contacts.keys()) {
      if (!upsertedAt.has(email)) upsertedAt.set(email, performance.now());
    }
  }, 2);
  const slowKey = await ownerWithWebhook(database, 'slow', slow.url);

  const send = (key: string, index: number, tag: string) =>
    fetch(`${base}/api/card-profiles/public/${key}/send-message`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${tag === 'fast' ? 1 : 2}.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify({
        name: `Visitor ${index}`,
        email: `${tag}-${index}@visitor.example`,
        phone: '+1 555 0100',
        message: 'Met you at the booth',
      }),
    }).then((response) => {
      if (!response.ok) throw new Error(`send ${index}: ${response.status}`);
    });
  async function pageLatencies(count: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/u/${fastKey}`, {
        headers: { 'cache-control': 'no-cache' },
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await sleep(20);
    }
    return times.sort((a, b) => a - b);
  }

  // 1. Send to arrival, 200 leads at a steady pace.
  const sentAt = new Map<string, number>();
  for (let i = 0; i < LEADS; i += 1) {
    sentAt.set(`fast-${i}@visitor.example`, performance.now());
    await send(fastKey, i, 'fast');
    await sleep(1000 / PACE_PER_SECOND);
  }
  while (fast.arrivals().size < LEADS || upsertedAt.size < LEADS) await sleep(50);
  clearInterval(watch);
  const fastArrivals = fast.arrivals();
  const delays = [...sentAt]
    .map(([email, at]) => fastArrivals.get(email)! - at)
    .sort((a, b) => a - b);
  const crmDelays = [...sentAt]
    .map(([email, at]) => upsertedAt.get(email)! - at)
    .sort((a, b) => a - b);

  // 2. The public page alone, then while 200 leads go to a receiver that holds each answer 2 s.
  const quiet = await pageLatencies(200);
  const slowStarted = performance.now();
  await Promise.all(Array.from({ length: LEADS }, (_, i) => send(slowKey, i, 'slow')));
  const busy = await pageLatencies(200);
  while (slow.arrivals().size < LEADS) await sleep(100);
  const slowSeconds = (Math.max(...slow.arrivals().values()) - slowStarted) / 1000;

  await app.close();
  await deps.jobs.stop();
  await fast.close();
  await hubspot.close();
  await slow.close();

  const report = `# Leads to webhooks (bench/lead-delivery.ts)

PostgreSQL on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
The whole app in one process over real HTTP, its job worker started as \`npm start\` does
(16 delivery slots, at most 4 in flight per webhook); receivers are plain HTTP servers.

## Send to arrival

${LEADS} leads at ${PACE_PER_SECOND} a second, each timed from the start of its POST
.../send-message to the webhook's arrival at the receiver (signed, \`lead.created\`) and to
the contact's upsert by e-mail in HubSpot.

| to | p50 | p95 | slowest |
| --- | --- | --- | --- |
| the webhook's receiver | ${ms(percentile(delays, 50))} | ${ms(percentile(delays, 95))} | ${ms(delays.at(-1)!)} |
| HubSpot's upsert (stand-in, seen within 2 ms) | ${ms(percentile(crmDelays, 50))} | ${ms(percentile(crmDelays, 95))} | ${ms(crmDelays.at(-1)!)} |

HubSpot contacts created: ${hubspot.created()} for ${LEADS} visitors (each one e-mail).

## A slow receiver

${LEADS} leads sent at once to a webhook whose receiver holds every answer ${SLOW_ANSWER_MS / 1000} s:
all delivered in ${slowSeconds.toFixed(1)} s (${(LEADS / slowSeconds).toFixed(1)} a second, the
4 in flight a webhook may have at ${SLOW_ANSWER_MS / 1000} s each making at most ${(4 / (SLOW_ANSWER_MS / 1000)).toFixed(0)} a second).

The public page (GET /u/{key}, 200 requests one after another) meanwhile, against the same
page with no delivery running:

| | p50 | p95 |
| --- | --- | --- |
| no deliveries | ${ms(percentile(quiet, 50))} | ${ms(percentile(quiet, 95))} |
| slow receiver taking 200 leads | ${ms(percentile(busy, 50))} | ${ms(percentile(busy, 95))} |
`;
  writeFileSync(path.join('bench', 'results', 'lead-delivery.md'), report);
  console.log(report);
});
