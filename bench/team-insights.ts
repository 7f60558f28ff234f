/**
 * Team Insights on PostgreSQL (decision 043: p95 under 50 ms for 100 members with 10 million
 * events). Seeds a database of its own: a team of 100 active members, each holding the team's
 * cards (BENCH_TEAM_CARDS, default 100: one each), and the hourly totals that 10 million events
 * over the last 90 days leave, every card seen every hour (the densest history those events can
 * make); the database's triggers build the two rollups from them as the recorder's batches
 * would (migration 0022: per card and UTC day, per team and hour). The team query reads only
 * these (never the raw events), so the events themselves are not stored. Then times the app's
 * own readTeamInsights (GET /api/teams/{id}/insights) for 7, 30 and 90 days and writes
 * bench/results/team-insights.md.
 *
 * Run: node --import tsx bench/team-insights.ts (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '#server/lib/runtime';
import { readTeamInsights } from '#server/modules/teams/team-insights';
import type { InsightPeriod } from '#shared/schemas/insights';
import { onBenchDatabase, percentile, seedTeam } from './team-seed';

const DATABASE = 'cc_bench_team_insights';
const MEMBERS = 100;
const CARDS = Number(process.env.BENCH_TEAM_CARDS ?? 100);
const EVENTS = 10_000_000;
const HOURS = 90 * 24;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

await onBenchDatabase(DATABASE, async (database) => {
  const { team, cards: seeded } = await seedTeam(database, { members: MEMBERS, cards: CARDS });
  const first = seeded[0]!.id;
  // EVENTS spread evenly over every card and hour: views 60%, saves 10%, clicks 20%, messages 10%.
  const perHour = EVENTS / (CARDS * HOURS);
  const started = performance.now();
  await database.pool!.query(`
    insert into insight_hours (card_id, hour, views, visitors, saves, clicks, messages)
    select ${first} + c, date_trunc('hour', now()) - h * interval '1 hour',
           round(${perHour} * 0.6)::int, round(${perHour} * 0.4)::int, round(${perHour} * 0.1)::int,
           round(${perHour} * 0.2)::int, round(${perHour} * 0.1)::int
      from generate_series(0, ${CARDS - 1}) as c, generate_series(0, ${HOURS - 1}) as h`);
  await database.pool!.query('analyze');
  console.log(
    `seeded ${CARDS * HOURS} hourly rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const deps = { database, clock: systemClock };
  const results: Array<{ days: InsightPeriod; p50: number; p95: number; max: number }> = [];
  for (const days of [7, 30, 90] as const) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const at = performance.now();
      const answer = await readTeamInsights(deps, {
        teamId: team.id,
        query: { days, tz: 'Europe/Berlin' },
      });
      times.push(performance.now() - at);
      if (answer.members.length !== MEMBERS) throw new Error('a member is missing');
    }
    times.sort((a, b) => a - b);
    results.push({
      days,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1)!,
    });
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const report = `# Team Insights (bench/team-insights.ts)

PostgreSQL on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
A team of ${MEMBERS} active members holding ${CARDS} cards, with the hourly totals of
${EVENTS.toLocaleString('en')} events over 90 days (${(CARDS * HOURS).toLocaleString('en')} hourly rows: every
card seen every hour). ${RUNS} reads of GET /api/teams/{id}/insights per period, time zone
Europe/Berlin, through the app's own readTeamInsights, which reads the rollups the database keeps
beside the hourly totals (migration 0022, docs/decisions/043).

| period  | median | p95 | slowest |
| ------- | ------ | --- | ------- |
${results.map((r) => `| ${r.days} days | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`).join('\n')}

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
