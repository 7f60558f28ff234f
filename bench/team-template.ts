/**
 * A team template reaching 1 000 cards on PostgreSQL (decision 040: within 60 s). Seeds a database
 * of its own with a team of 100 members holding 1 000 cards, each with its Connect profile, and
 * times the app's own saveTemplate (PUT /api/teams/{id}/template): every save changes the company
 * name, address and profile company on every card, in one transaction. Also times the preview (POST
 * .../template/preview, the screen's "N cards will change"). Writes bench/results/team-template.md.
 *
 * Run: node --import tsx bench/team-template.ts (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; BENCH_TEMPLATE_CARDS, default 1 000).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diskStorage } from '#server/adapters/storage/disk-storage';
import { cardProfiles, teams } from '#server/db/schema';
import { systemClock } from '#server/lib/runtime';
import { SYSTEM_TEAM_ACTOR } from '#server/modules/audit/public';
import { previewTemplate } from '#server/modules/teams/preview-template';
import { saveTemplate } from '#server/modules/teams/save-template';
import type { TeamTemplateBody } from '#shared/schemas/team-template';
import { onBenchDatabase, percentile, seedTeam } from './team-seed';

const DATABASE = 'cc_bench_team_template';
const CARDS = Number(process.env.BENCH_TEMPLATE_CARDS ?? 1_000);
const MEMBERS = 100;
const RUNS = 10;

await onBenchDatabase(DATABASE, async (database) => {
  const { db } = database;
  const {
    team,
    members,
    cards: seeded,
  } = await seedTeam(database, {
    members: MEMBERS,
    cards: CARDS,
    card: (i) => ({ firstName: `Person ${i}`, workOrganization: 'Old name' }),
  });
  await db
    .insert(cardProfiles)
    .values(seeded.map((card, i) => ({ cardId: card.id, name: `Person ${i}`, slogan: 'Hello' })));
  await database.pool?.query('analyze');

  const deps = {
    database,
    clock: systemClock,
    storage: diskStorage({
      root: mkdtempSync(path.join(os.tmpdir(), 'cc-bench-')),
      appUrl: 'http://bench.local',
    }),
  };
  const access = { team, member: members[0]!, actor: SYSTEM_TEAM_ACTOR, department: null };
  const body = (run: number): TeamTemplateBody => ({
    values: {
      workOrganization: `Bench Co ${run}`,
      workAddressCity: `City ${run}`,
      workUrl: `https://bench.example/${run}`,
      company: `Bench Co ${run}`,
      theme: run % 2 ? 'light' : 'dark',
    },
    locked: ['workOrganization', 'company'],
  });

  const saves: number[] = [];
  const previews: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    let started = performance.now();
    const preview = await previewTemplate(deps, { access, body: body(run) });
    previews.push(performance.now() - started);
    if (preview.changingCards !== CARDS) throw new Error(`preview says ${preview.changingCards}`);
    started = performance.now();
    const saved = await saveTemplate(deps, { access, body: body(run) });
    saves.push(performance.now() - started);
    if (saved.changedCards !== CARDS) throw new Error(`save changed ${saved.changedCards}`);
    const [team] = await db.select().from(teams);
    Object.assign(access, { team });
  }
  saves.sort((a, b) => a - b);
  previews.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const report = `# A team template reaching its cards (bench/team-template.ts)

PostgreSQL on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
A team of ${MEMBERS} members holding ${CARDS} cards, each with its Connect profile. Each save
changes the company name, the address, the work URL, the profile's company and its theme on
every card, in one transaction (${RUNS} saves; every one changed all ${CARDS} cards).

| what                                         | median | p95 | slowest |
| -------------------------------------------- | ------ | --- | ------- |
| save and write to ${CARDS} cards (PUT)            | ${ms(percentile(saves, 50))} | ${ms(percentile(saves, 95))} | ${ms(saves.at(-1)!)} |
| "N cards will change" (POST .../preview)    | ${ms(percentile(previews, 50))} | ${ms(percentile(previews, 95))} | ${ms(previews.at(-1)!)} |

The target is 1 000 cards within 60 s.
`;
  writeFileSync(path.join(import.meta.dirname, 'results', 'team-template.md'), report);
  console.log(report);
});
