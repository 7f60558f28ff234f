/**
 * A department's template reaching 500 of a team's 1 000 cards on PostgreSQL (decision 059).
 * Seeds a database of its own with a team of 100 members holding 1 000 cards, each with its
 * Connect profile; the 50 members holding half of them are in department Sales, 40 others in
 * four more departments of 10, and five of Sales' cards carry an exception (a field an approved
 * change request set). Times the app's own saveDepartmentTemplate (PUT
 * .../departments/{departmentId}/template): every save changes the phone, the city and the work
 * URL of Sales' 500 cards, in one transaction; its preview; and a company template save, which
 * now writes per department. Writes bench/results/department-template.md.
 *
 * Then the same on PGlite in memory.
 *
 * Run: node --import tsx bench/department-template.ts (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { diskStorage } from '#server/adapters/storage/disk-storage';
import { openDatabase, type Database } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import {
  cardProfiles,
  cardTemplateExceptions,
  departments,
  teamMembers,
  teams,
} from '#server/db/schema';
import { systemClock } from '#server/lib/runtime';
import { SYSTEM_TEAM_ACTOR } from '#server/modules/audit/public';
import {
  previewDepartmentTemplate,
  saveDepartmentTemplate,
} from '#server/modules/teams/department-template';
import { saveTemplate } from '#server/modules/teams/save-template';
import type { TeamTemplateBody } from '#shared/schemas/team-template';
import { onBenchDatabase, percentile, seedTeam } from './team-seed';

const DATABASE = 'cc_bench_department_template';
const CARDS = 1_000;
const MEMBERS = 100;
const EXCEPTIONS = 5;
const RUNS = 20;

/** Seeds the team and times the saves on `database`; answers the table rows. */
async function timed(database: Database): Promise<string> {
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
  const made = await db
    .insert(departments)
    .values(
      ['Sales', 'Support', 'Finance', 'Legal', 'People'].map((name) => ({ teamId: team.id, name })),
    )
    .returning();
  const sales = made[0]!;
  // Cards go to members in turn: members 50 to 99 hold the second half of every hundred.
  const inDepartment = (from: number, to: number) =>
    members.slice(from, to).map((member) => member.id);
  await db
    .update(teamMembers)
    .set({ departmentId: sales.id })
    .where(inArray(teamMembers.id, inDepartment(50, 100)));
  for (const [index, department] of made.slice(1).entries()) {
    await db
      .update(teamMembers)
      .set({ departmentId: department.id })
      .where(inArray(teamMembers.id, inDepartment(10 + index * 10, 20 + index * 10)));
  }
  const salesCards = seeded.filter((_, i) => i % MEMBERS >= 50);
  await db
    .insert(cardTemplateExceptions)
    .values(
      salesCards
        .slice(0, EXCEPTIONS)
        .map((card) => ({ cardId: card.id, field: 'workPhone' as const })),
    );
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
      workPhone: `+49 30 ${1_000_000 + run}`,
      workAddressCity: `Berlin ${run}`,
      workUrl: `https://sales.bench.example/${run}`,
    },
    locked: ['workPhone'],
  });

  const saves: number[] = [];
  const previews: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    let started = performance.now();
    const input = { access, departmentId: sales.id, body: body(run) };
    const preview = await previewDepartmentTemplate(deps, input);
    previews.push(performance.now() - started);
    if (preview.changingCards !== salesCards.length) {
      throw new Error(`preview says ${preview.changingCards}`);
    }
    started = performance.now();
    const saved = await saveDepartmentTemplate(deps, input);
    saves.push(performance.now() - started);
    if (saved.changedCards !== salesCards.length)
      throw new Error(`save changed ${saved.changedCards}`);
  }

  const companySaves: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    const saved = await saveTemplate(deps, {
      access,
      body: {
        values: { workOrganization: `Bench Co ${run}`, company: `Bench Co ${run}` },
        locked: ['workOrganization'],
      },
    });
    companySaves.push(performance.now() - started);
    if (saved.changedCards !== CARDS) throw new Error(`company save changed ${saved.changedCards}`);
    const [now] = await db.select().from(teams);
    Object.assign(access, { team: now });
  }
  for (const list of [saves, previews, companySaves]) list.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const row = (what: string, list: number[]) =>
    `| ${what} | ${ms(percentile(list, 50))} | ${ms(percentile(list, 95))} | ${ms(list.at(-1)!)} |`;
  return [
    row(`department save reaching ${salesCards.length} of ${CARDS} cards (PUT)`, saves),
    row('"N cards will change" of the department (POST .../preview)', previews),
    row(`company save reaching ${CARDS} cards in 6 groups (PUT)`, companySaves),
  ].join('\n');
}

const header = `| what | median | p95 | slowest |
| ---- | ------ | --- | ------- |`;
let postgres = '';
await onBenchDatabase(DATABASE, async (database) => {
  postgres = await timed(database);
});
const pglite = await openDatabase({});
await migrateDatabase(pglite);
const inProcess = await timed(pglite);
await pglite.close();

const report = `# A department template reaching its cards (bench/department-template.ts)

${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
A team of ${MEMBERS} members holding ${CARDS} cards, each with its Connect profile, in five
departments: Sales (50 members, 500 cards, ${EXCEPTIONS} of them with an exception on the phone) and
four of 10. Each department save changes the phone, the city and the work URL of Sales' cards
in one transaction; each company save changes the organization and the profile's company of
every card, written per department (${RUNS} runs of each; every one changed all the cards it aimed at).

PostgreSQL:

${header}
${postgres}

PGlite (in memory):

${header}
${inProcess}

The company save without departments: bench/results/team-template.md.
`;
writeFileSync(path.join(import.meta.dirname, 'results', 'department-template.md'), report);
console.log(report);
