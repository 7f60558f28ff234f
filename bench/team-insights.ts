/**
 * Team Insights on PostgreSQL (decision 043: p95 under 50 ms for 100 members with 10 million
 * events; decision 060: the same with a department filter). Seeds a database of its own: a team
 * of 100 active members in 5 departments of 20, each holding the team's
 * cards (BENCH_TEAM_CARDS, default 100: one each), and the hourly totals that 10 million events
 * over the last 90 days leave, every card seen every hour (the densest history those events can
 * make); the database's triggers build the two rollups from them as the recorder's batches
 * would (migration 0022: per card and UTC day, per team and hour). The team query reads only
 * these (never the raw events), so the events themselves are not stored. Then times the app's
 * own readTeamInsights (GET /api/teams/{id}/insights) for 7, 30 and 90 days, for the whole team
 * and for one department (`departmentId`), and writes bench/results/team-insights.md.
 *
 * Run: node --import tsx bench/team-insights.ts (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_DATABASE names the database it makes).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { departments } from '#server/db/schema';
import { systemClock } from '#server/lib/runtime';
import { SYSTEM_TEAM_ACTOR } from '#server/modules/audit/public';
import { readTeamInsights } from '#server/modules/teams/team-insights';
import type { InsightPeriod } from '#shared/schemas/insights';
import { onBenchDatabase, percentile, seedTeam } from './team-seed';

const DATABASE = process.env.BENCH_DATABASE ?? 'cc_bench_team_insights';
const MEMBERS = 100;
const DEPARTMENTS = 5;
const CARDS = Number(process.env.BENCH_TEAM_CARDS ?? 100);
const EVENTS = 10_000_000;
const HOURS = 90 * 24;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

await onBenchDatabase(DATABASE, async (database) => {
  const {
    team,
    members,
    cards: seeded,
  } = await seedTeam(database, { members: MEMBERS, cards: CARDS });
  const first = seeded[0]!.id;
  // Five departments; member i (and so the card it holds) in department i mod 5.
  const made = await database.db
    .insert(departments)
    .values(Array.from({ length: DEPARTMENTS }, (_, i) => ({ teamId: team.id, name: `Dept ${i}` })))
    .returning();
  await database.pool!.query(
    `update team_members set department_id = (array[${made.map((_, i) => `$${i + 1}::uuid`).join(',')}])[1 + (m.n % ${DEPARTMENTS})]
       from (select id, row_number() over (order by created_at, id) - 1 as n from team_members) m
      where team_members.id = m.id`,
    made.map((department) => department.id),
  );
  // EVENTS spread evenly over every card and hour: views 60%, saves 10%, clicks 20%, messages 10%.
  const perHour = EVENTS / (CARDS * HOURS);
  const started = performance.now();
  await database.pool!.query(`
    insert into insight_hours (card_id, hour, views, visitors, saves, clicks, messages)
    select ${first} + c, date_trunc('hour', now()) - h * interval '1 hour',
           round(${perHour} * 0.6)::int, round(${perHour} * 0.4)::int, round(${perHour} * 0.1)::int,
           round(${perHour} * 0.2)::int, round(${perHour} * 0.1)::int
      from generate_series(0, ${CARDS - 1}) as c, generate_series(0, ${HOURS - 1}) as h`);
  // As autovacuum leaves a table that has settled: statistics, and the visibility map that
  // lets the department's hours be read from the index alone.
  await database.pool!.query('vacuum analyze');
  console.log(
    `seeded ${CARDS * HOURS} hourly rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const deps = { database, clock: systemClock };
  // The team's owner, as the access check hands them over (department null: the whole team).
  const access = { team, member: members[0]!, actor: SYSTEM_TEAM_ACTOR, department: null };
  const department = made[0]!;
  const results: Array<{
    scope: string;
    days: InsightPeriod;
    p50: number;
    p95: number;
    max: number;
  }> = [];
  for (const days of [7, 30, 90] as const) {
    for (const departmentId of [undefined, department.id]) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now();
        const answer = await readTeamInsights(deps, {
          access,
          query: { days, tz: 'Europe/Berlin', ...(departmentId ? { departmentId } : {}) },
        });
        times.push(performance.now() - at);
        const expected = departmentId ? MEMBERS / DEPARTMENTS : MEMBERS;
        if (answer.members.length !== expected) throw new Error('a member is missing');
      }
      times.sort((a, b) => a - b);
      results.push({
        scope: departmentId ? `one department (${MEMBERS / DEPARTMENTS} members)` : 'whole team',
        days,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1)!,
      });
    }
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const report = `# Team Insights (bench/team-insights.ts)

PostgreSQL on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
A team of ${MEMBERS} active members in ${DEPARTMENTS} departments holding ${CARDS} cards, with the hourly totals of
${EVENTS.toLocaleString('en')} events over 90 days (${(CARDS * HOURS).toLocaleString('en')} hourly rows: every
card seen every hour). ${RUNS} reads of GET /api/teams/{id}/insights per period, time zone
Europe/Berlin, through the app's own readTeamInsights, which reads the rollups the database keeps
beside the hourly totals (migration 0022, docs/decisions/043); with \`departmentId\`, the
department's cards' rollups, the daily series from their UTC days and the hours of the time
zone's offset (docs/decisions/060).

| scope | period  | median | p95 | slowest |
| ----- | ------- | ------ | --- | ------- |
${results.map((r) => `| ${r.scope} | ${r.days} days | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`).join('\n')}

The target is a p95 under 50 ms.
`;
  writeFileSync(
    path.join(
      import.meta.dirname,
      'results',
      `team-insights${CARDS === 100 ? '' : `-${CARDS}-cards`}.md`,
    ),
    report,
  );
  console.log(report);
});
