/**
 * A CSV import of 200 people on PostgreSQL (the target: under 10 s). Seeds a database of its own
 * with a team and its owner, then times the app's own importMembers (POST
 * /api/teams/{id}/members/import) for files of 200 rows with RFC 4180 quoting and five bad
 * rows each, on the app's own dependencies (createDeps: the invitation budget, the mail queue).
 * Writes bench/results/member-import.md.
 *
 * Run: node --import tsx bench/member-import.ts (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { outboxTransport } from '#server/adapters/mail/outbox-transport';
import { loadConfig } from '#server/config/config';
import { createDeps } from '#server/create-deps';
import { SYSTEM_TEAM_ACTOR } from '#server/modules/audit/public';
import { importMembers } from '#server/modules/teams/import-members';
import { onBenchDatabase, percentile, seedTeam } from './team-seed';

const DATABASE = 'cc_bench_member_import';
const ROWS = 200;
/** Four files of 200: the team's limit is 1 000 members and invitations together. */
const RUNS = 4;

await onBenchDatabase(DATABASE, async (database) => {
  const { team, members } = await seedTeam(database, { members: 1, cards: 1 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://bench.local' });
  const log = pino({ level: 'warn' });
  const deps = await createDeps(config, database, undefined, log, outboxTransport(log));
  const access = { team, member: members[0]!, actor: SYSTEM_TEAM_ACTOR, department: null };
  const file = (run: number) =>
    [
      'email,first_name,last_name,role,title',
      ...Array.from({ length: ROWS }, (_, i) =>
        i % 40 === 39
          ? `not-an-address-${i},Bad,Row,member,`
          : `person${run}-${i}@bench.example,Person,"Number ${i}, Jr",${i % 10 ? 'member' : 'admin'},"Sales, ""EMEA"""`,
      ),
    ].join('\n');

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const result = await importMembers(deps, { access, csv: file(run), address: '127.0.0.1' });
    times.push(performance.now() - started);
    if (result.invited !== ROWS - 5 || result.errors.length !== 5) {
      throw new Error(`run ${run}: ${JSON.stringify(result).slice(0, 200)}`);
    }
  }
  await deps.jobs.stop();
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const report = `# A CSV import of ${ROWS} people (bench/member-import.ts)

PostgreSQL on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
${RUNS} files of ${ROWS} rows (quoted names and titles, five bad addresses each), each through the
app's own importMembers (POST /api/teams/{id}/members/import): the rows checked, the valid ones
invited in one transaction with their invitation mails queued.

| rows | median | slowest |
| ---- | ------ | ------- |
| ${ROWS} | ${ms(percentile(times, 50))} | ${ms(times.at(-1)!)} |

The target is under 10 s.
`;
  writeFileSync(path.join(import.meta.dirname, 'results', 'member-import.md'), report);
  console.log(report);
});
