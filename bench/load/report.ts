// Load bench report: renders bench/results/latest.md (machine, results table, targets, plans, notes).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type QueryPlan } from '../load-plans';
import { BENCH_OWNER } from '../load-seed';
import { codes, fmt, hasErrors, mib, pct, statusText } from './format';
import { loadLine, PORT_RANGE, settings } from './settings';
import { targets } from './targets';
import {
  COUNTED_ENDPOINTS,
  type EndpointId,
  type Measurement,
  type Report,
  type Run,
} from './types';

/** The installed version of a package: the nearest package.json of that name above its entry
 * point (not every package exports its package.json). */
function packageVersion(name: string): string {
  try {
    let dir = path.dirname(createRequire(import.meta.url).resolve(name));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file)) {
        const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (json.name === name && json.version) return json.version;
      }
      const parent = path.dirname(dir);
      if (parent === dir) return 'unknown';
      dir = parent;
    }
  } catch {
    return 'unknown';
  }
}

function referenceFor(endpoint: EndpointId, run: Run, report: Report): Measurement | undefined {
  return (run.reference ?? report.reference)?.measurements.find((m) => m.endpoint === endpoint);
}

/** Every bare Fastify run, once each, after the runs compared with them. */
export function referenceRuns(report: Report): Run[] {
  const all = [...report.runs.map((run) => run.reference), report.reference];
  return [...new Set(all.filter((run): run is Run => run !== undefined))];
}

function resultsTable(report: Report): string {
  const lines = [
    '| server | endpoint | req/s | p50 (ms) | p99 (ms) | non-2xx | errors | status codes | peak RSS | vs reference |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- |',
  ];
  const rows = [...report.runs, ...referenceRuns(report)];
  for (const run of rows) {
    for (const m of run.measurements) {
      const reference = run.database === 'none' ? undefined : referenceFor(m.endpoint, run, report);
      const ratio = reference
        ? `${pct(m.rps / reference.rps)} of bare Fastify`
        : run.database === 'none'
          ? 'reference'
          : 'n/a';
      const warn = hasErrors(m) ? ' ⚠' : '';
      lines.push(
        `| ${run.name} | ${m.label} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${fmt(m.non2xx)}${warn} | ${fmt(m.errors)}${warn} | ${codes(m)} | ${mib(m.peakRssMiB)} | ${ratio} |`.replace(
          `| ${m.p50} | ${m.p99} |`,
          `| ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} |`,
        ),
      );
    }
  }
  return lines.join('\n');
}

/** Each counted read beside the same requests with recording off: throughput and CPU. */
function recordingTable(report: Report): string {
  const lines = [
    '| server | read | req/s off → counted | counted / off | server CPU per 1 000, off → counted | PostgreSQL CPU per 1 000, off → counted |',
    '| --- | --- | --- | ---: | --- | --- |',
  ];
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  for (const run of report.runs) {
    for (const counted of run.measurements) {
      const off = run.measurements.find((m) => m.endpoint === COUNTED_ENDPOINTS[counted.endpoint]);
      if (!off) continue;
      const extra = counted.serverCpuMsPer1k / off.serverCpuMsPer1k - 1;
      lines.push(
        `| ${run.name} | ${counted.label.replace(' (counted)', '')} | ${fmt(off.rps)} → ${fmt(counted.rps)} | ${pct(counted.rps / off.rps)} | ${ms(off.serverCpuMsPer1k)} → ${ms(counted.serverCpuMsPer1k)} (${extra >= 0 ? '+' : ''}${pct(extra)}) | ${ms(off.databaseCpuMsPer1k)} → ${ms(counted.databaseCpuMsPer1k)} |`,
      );
    }
  }
  return lines.length > 2 ? lines.join('\n') : 'Not run.';
}

function plansSection(plans: QueryPlan[]): string {
  if (plans.length === 0) return 'Not run (PostgreSQL was skipped or failed).';
  const summary = [
    '| query | from | verdict | indexes used |',
    '| --- | --- | --- | --- |',
    ...plans.map(
      (p) =>
        `| ${p.name} | ${p.source} | ${p.seqScans.length ? `⚠ **Seq Scan** on ${p.seqScans.join(', ')}` : 'indexed, no Seq Scan'} | ${p.indexes.join(', ') || 'none'} |`,
    ),
  ].join('\n');
  const details = plans
    .map(
      (p) => `#### ${p.name}

Parameters: \`${JSON.stringify(p.params)}\`

\`\`\`sql
${p.sql}
\`\`\`

\`\`\`
${p.plan}
\`\`\``,
    )
    .join('\n\n');
  return `${summary}\n\n${details}`;
}

export function renderReport(report: Report): string {
  const cpu = os.cpus();
  const smoke = settings.durationS < 10;
  const problems = [...report.runs, ...referenceRuns(report)].flatMap((run) =>
    run.measurements.filter(hasErrors).map((m) => `- ${run.name}, ${m.label}: ${statusText(m)}`),
  );
  const targetRows = targets(report);
  const seeds = report.runs
    .filter((run) => run.seedSeconds !== null)
    .map((run) => `${run.name}: ${run.seedSeconds!.toFixed(1)} s`)
    .join('; ');
  const hwm = [...report.runs, ...referenceRuns(report)]
    .map((run) => `${run.name}: ${mib(run.hwmMiB)}`)
    .join('; ');
  const bytes = report.referenceBytes;
  return `# Load benchmark

${smoke ? `> **Smoke run** (${settings.durationS} s per endpoint, ${settings.warmupS} s warm-up): it proves the bench works end to end; the numbers are not final. Run the full bench on a quiet machine.\n\n` : ''}${problems.length ? `> **⚠ Not every response was 2xx: these results are flagged.**\n>\n${problems.map((p) => `> ${p}`).join('\n')}\n\n` : ''}- Date: ${report.started.toISOString()}
- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}; load average ${report.loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${report.loadAfter.map((n) => n.toFixed(2)).join(' ')} after
- Software: Node ${process.version}, ${report.pgVersion ?? 'PostgreSQL not run'}, PGlite ${packageVersion('@electric-sql/pglite')}, Fastify ${packageVersion('fastify')}, ${report.wrkVersion}
- Load: **${loadLine}**; the load generator runs in the bench process, each server in its own child process, all on this machine.

## Results

${resultsTable(report)}

- **req/s** is wrk's count of completed requests over the measured time; latencies are wrk's per-request percentiles, in milliseconds. **non-2xx** counts every answer outside 200-299 (the wrk script's own count: wrk itself counts only 400 and above); any of them flags the run as failed (exit code 2).
- **peak RSS**: the highest VmRSS of the server process, sampled every 100 ms during the measurement (/proc/<pid>/status). Peak over each whole server run (VmHWM, start-up and warm-ups included): ${hwm}.
- **vs reference**: each public endpoint against bare Fastify answering the same bytes at the same paths, measured right after that database's run (the machine's load moves over a bench of several minutes).
- **non-2xx**, **errors** (connection errors and timeouts) and **status codes** count every response of the measured time; a row with any of them is marked ⚠ and listed at the top.

## What recording costs (Insights)

${recordingTable(report)}

- Each pair is measured ${settings.countedRounds} times, alternating (off, counted, off, counted, …), and each row adds its rounds up (requests over the total time, the worst p99): on this machine one measurement of the same thing moves by a fifth from run to run (\`BENCH_COUNTED_ROUNDS\`).
- Each *counted* row is the same requests as its *recording off* row (a phone's User-Agent, the share tag, each request from its own \`X-Forwarded-For\` address so every view is a new visitor), except that the off row also sends \`Sec-Purpose: prefetch\`, which Insights does not count. Every counted request is recorded: a raw event, a new visitor, the hourly totals, written once a second in one statement.
- **CPU per 1 000 requests** is /proc's user + system time of the server process, and of every \`postgres\` process, over the measured run and the second after (the last batch), divided by the requests answered. On PGlite the database runs inside the server process, so its work is in the server column. On this machine wrk, the server and PostgreSQL share the same ${os.cpus().length} cores: the database's CPU for the batches is taken from the server, so the throughput ratio counts it twice over what a deployment with its own database host would see.

## Targets

| target | measured | verdict | note |
| --- | --- | --- | --- |
${targetRows.map((t) => `| ${t.target} | ${t.measured} | ${t.verdict === 'PASS' || t.verdict === 'n/a' ? t.verdict : `**${t.verdict}**`} | ${t.note ?? ''} |`).join('\n')}

${(['PASS', 'MISS', 'NOISY'] as const).map((v) => `${v}: ${targetRows.filter((t) => t.verdict === v).length}`).join(', ')} (the p99 target does not apply to login).

## Invalidation across two processes

${
  report.invalidation
    ? `Two production servers on one PostgreSQL database (${fmt(settings.largeCards)} cards). The bench owner edits its card's slogan on the first; the second, which holds the profile in its cache, is asked until it answers the new slogan. Timed from the moment the edit is sent, ${fmt(report.invalidation.edits)} edits one after the other: **p50 ${report.invalidation.p50.toFixed(1)} ms, p99 ${report.invalidation.p99.toFixed(1)} ms, max ${report.invalidation.max.toFixed(1)} ms**.`
    : 'Not run (PostgreSQL was skipped or failed).'
}

## Query plans (PostgreSQL, ${fmt(settings.largeCards)} cards, EXPLAIN (ANALYZE, BUFFERS), second run)

${plansSection(report.plans)}

## How to run

\`\`\`sh
npm run build                          # the bench serves the production build in dist/web
npm run bench:load                     # full: ${'50'} connections, 10 s per endpoint, 3 s warm-up
npm run bench:load -- --quick          # smoke: 2 s per endpoint, 1 s warm-up
BENCH_DURATION=30 BENCH_CONNECTIONS=100 npm run bench:load   # other settings (or --duration=30 --connections=100)
npm run bench                          # the load bench, then Lighthouse
\`\`\`

Needs PostgreSQL at 127.0.0.1:5432, user postgres, trust auth (\`BENCH_PG_URL\` for another admin
connection); the bench drops and recreates the database \`${settings.pgDatabase}\` (\`BENCH_PG_DATABASE\`) and
drops it at the end (\`BENCH_KEEP_DB=1\` keeps it). \`BENCH_SKIP_PGLITE=1\` / \`BENCH_SKIP_POSTGRES=1\` skip
one side. \`BENCH_LOGIN_SINGLE_IP=1\` sends every login from 127.0.0.1, to show the flood guard. Ports: the first free ones in ${PORT_RANGE.join('-')}.

This run: \`${['node --import tsx bench/load.ts', ...process.argv.slice(2)].join(' ')}\` with duration ${settings.durationS} s, warm-up ${settings.warmupS} s, ${settings.connections} connections.

## Notes

- **Server under test**: the production build (\`NODE_ENV=production\`, ${settings.logLevel ? `\`LOG_LEVEL=${settings.logLevel}\`` : 'the default log level (info: one access line per request, written asynchronously to a pipe the bench reads)'}, \`DEMO_SEED=false\`, \`TRUST_PROXY=1\`, \`PAYMENTS=sandbox\`, \`MAIL_TRANSPORT=log\`, default pool of 10 PostgreSQL connections, no Redis, local uploads) started as \`node --enable-source-maps dist/server/main.js\`, exactly as \`npm run serve\` does. Peak RSS is the Node process only: PostgreSQL's own memory is not in it; on PGlite the database lives inside the Node process, so it is.
- **Data**: ${fmt(settings.smallCards)} cards, then ${fmt(settings.largeCards)} on PostgreSQL (the ${fmt(settings.largeCards - settings.smallCards)} more are added to the same database and the server restarted). Every card has its own owner (active subscription, an argon2id password hash, one live session), a full configuration and a Connect profile with a unique handle \`bench-000001\`… and two buttons; the bench owner (\`${BENCH_OWNER.email}\`) has cards 1–5. Seeded with generate_series in SQL, then \`VACUUM (ANALYZE)\`: ${seeds || 'n/a'}. **PGlite is seeded with ${fmt(settings.smallCards)} cards only**: it is the single-process embedded default, not the deployment for 100 000 cards.
- **Pages** are asked for as every phone's browser does, with \`Accept-Encoding: gzip, deflate, br\`; the read cache keeps them gzipped and sends those bytes (decision 076), and the reference sends the same gzipped bytes.
- **Insights recording** (decision 021): wrk sends no User-Agent, which Insights does not count, so the plain public rows measure serving alone. The rows marked *(counted)* and *(recording off)* are the same reads as a phone's browser makes them (see *What recording costs*).
- **Rotation**: each request picks a handle (or card uuid) at random among the cards visited in the run: all of them up to ${fmt(settings.visited)}, otherwise ${fmt(settings.visited)} drawn at random from all seeded cards (\`BENCH_VISITED\`; the cards in use that day, not every card ever sold). The read cache (\`PUBLIC_CACHE_MB\`, default 64) holds them after the warm-up, so the public rows measure answers from memory; the first read of each card, and every read after an edit, goes to the database. \`GET /api/cards\` is the bench owner with 5 cards (a bearer token from \`POST /api/auth/login\`); it checks the session in the database on every request.
- **Login** is argon2id by design (19 MiB, 2 passes): its throughput is bounded by CPU and the libuv thread pool (${process.env.UV_THREADPOOL_SIZE ?? '4'} threads), so it is not held to the latency target. Successful logins are not counted by the per-e-mail/per-IP failure limits (\`LOGIN_MAX_FAILURES_*\`), but \`POST /api/auth/login\` also has a flood guard of **60 requests per minute per client IP** (\`@fastify/rate-limit\`, not configurable). From one address the load would get 429s after the first 60, so the server runs with \`TRUST_PROXY=1\` (as behind one load balancer) and every login request carries its own \`X-Forwarded-For\` address: many users logging in, which is what the number is meant to show. Every other request comes from 127.0.0.1.${settings.loginSingleIp ? ' **In this run (BENCH_LOGIN_SINGLE_IP=1) every login came from 127.0.0.1**, so the login rows show the flood guard, not login speed.' : ''}
- **vCard** cards have no photo, so no image is re-encoded (with a photo, every download re-encodes it with sharp).
- **Reference**: bare Fastify 5 (\`bench/reference-fastify.ts\`) in its own child process, three routes shaped like the public endpoints answering the bytes the real server answered for \`${bytes?.handle ?? 'one handle'}\`: ${bytes ? `${fmt(bytes.json.length)} JSON bytes, ${fmt(bytes.html.length)} HTML bytes (gzipped, as phones ask for it), ${fmt(bytes.vcard.length)} vCard bytes` : 'the JSON, HTML and vCard bytes'}; no plugins, no logging. It takes exactly the same wrk settings and the same rotating paths.
- On a 2-core machine the load generator, the server and PostgreSQL share the cores, so absolute numbers are low and the ratios are what to compare; the load average above says how quiet the machine was.
- Lighthouse (page quality, not load): [lighthouse.md](lighthouse.md) (\`npm run bench:lighthouse\`).
`;
}
