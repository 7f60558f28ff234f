/**
 * 1 000 SCIM user creations in a row (POST /scim/v2/Users, as Entra ID and Okta send them)
 * through the whole app (app.inject), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. The
 * team has single sign-on on the users' domain, so each is an active member at once holding a
 * seat, and a running seat subscription (the payments stand-in), so each creation also
 * recounts the seats. Measures the total and per-request p50/p95, then checks that the team's
 * active members, billableSeats and the subscription's quantity agree. The team's limit of
 * 1 000 members and invitations (the owner counts) makes the 1 000th creation a 409: that it is
 * refused in SCIM's form is checked too. Requests are paced by the app's hand-moved clock at
 * the service's own limit (100 a second per token), so none is refused for rate.
 * Writes bench/results/scim-provisioning.md.
 *
 * Run: node --import tsx bench/scim-provisioning.ts
 * (TEST_DATABASE_URL=postgres://... for the PostgreSQL row).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { subscriptions, teamMembers } from '#server/db/schema';
import { billableSeats } from '#server/modules/billing/public';
import { SANDBOX_CONFIRM_PATH } from '#server/modules/billing/routes';
import { ssoOnDomain, teamWithScimToken, USER } from '#tests/support/scim';
import { callAs, TEAM_BILLING } from '#tests/support/teams';
import { createTestApp } from '#tests/support/test-app';
import { databaseKinds, type DatabaseKind } from '#tests/support/test-database';
import { percentile } from './team-seed';

const USERS = Number(process.env.BENCH_SCIM_USERS ?? 1_000);

interface Row {
  kind: DatabaseKind;
  totalMs: number;
  times: number[];
  created: number;
  refused: string[];
  members: number;
  seats: number;
  quantity: number | undefined;
}

async function measure(kind: DatabaseKind): Promise<Row> {
  const t = await createTestApp(kind, {
    APP_URL: TEAM_BILLING.appUrl,
    LOG_LEVEL: 'warn',
  });
  try {
    const call = callAs(t);
    const { owner, teamId, scim } = await teamWithScimToken(t, 'Bench Directory');
    await ssoOnDomain(t, teamId, 'bench-directory.example');
    const started = await call(
      'POST',
      `/api/teams/${teamId}/subscription`,
      owner.headers,
      TEAM_BILLING.return,
    );
    const confirmed = await call('POST', SANDBOX_CONFIRM_PATH, owner.headers, {
      clientSecret: started.json().clientSecret,
      ...TEAM_BILLING.goodCard,
    });
    if (confirmed.statusCode >= 300) throw new Error(`subscription: ${confirmed.body}`);

    const times: number[] = [];
    const refused: string[] = [];
    let created = 0;
    const begun = performance.now();
    for (let i = 0; i < USERS; i += 1) {
      const userName = `person.${i}@bench-directory.example`;
      const before = performance.now();
      const answer = await scim('POST', '/Users', {
        schemas: [USER],
        userName,
        externalId: `ext-${i}`,
        name: { givenName: 'Person', familyName: `Number ${i}` },
        emails: [{ primary: true, type: 'work', value: userName }],
        active: true,
      });
      times.push(performance.now() - before);
      if (answer.statusCode === 201) created += 1;
      else refused.push(`#${i + 1}: ${answer.statusCode} ${answer.json().detail}`);
      t.clock.advance(10);
    }
    const totalMs = performance.now() - begun;
    const { db } = t.deps.database;
    const [active] = await db
      .select({ n: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active')));
    const [subscription] = await db
      .select({ quantity: subscriptions.quantity })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, teamId));
    return {
      kind,
      totalMs,
      times: times.sort((a, b) => a - b),
      created,
      refused,
      members: active?.n ?? 0,
      seats: await billableSeats(db, teamId),
      quantity: subscription?.quantity,
    };
  } finally {
    await t.close();
  }
}

const rows: Row[] = [];
for (const kind of databaseKinds) rows.push(await measure(kind));

const ms = (value: number) => `${value.toFixed(1)} ms`;
const agree = (row: Row) =>
  row.members === row.seats && row.seats === row.quantity ? 'yes' : 'NO';
const report = `# ${USERS} SCIM user creations in a row (bench/scim-provisioning.ts)

${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${new Date().toISOString().slice(0, 10)}.
POST /scim/v2/Users one after another through the whole app (app.inject): the token checked and
counted, the member written active (single sign-on on the domain) with its audit row, and the
team's seat subscription recounted (the payments stand-in) after each.

| database | requests | created | total | p50 | p95 | slowest | active members | billable seats | subscription seats | agree |
| -------- | -------- | ------- | ----- | --- | --- | ------- | -------------- | -------------- | ------------------ | ----- |
${rows
  .map(
    (row) =>
      `| ${row.kind} | ${row.times.length} | ${row.created} | ${(row.totalMs / 1000).toFixed(1)} s | ${ms(percentile(row.times, 50))} | ${ms(percentile(row.times, 95))} | ${ms(row.times.at(-1)!)} | ${row.members} | ${row.seats} | ${row.quantity ?? '-'} | ${agree(row)} |`,
  )
  .join('\n')}

Refused: ${rows.map((row) => `${row.kind}: ${row.refused.join('; ') || 'none'}`).join(' · ')}
The team holds at most 1 000 members and invitations, its owner included: with the owner, the
1 000th creation is refused (409, SCIM's error form), as an invitation past the limit is.
`;
writeFileSync(path.join(import.meta.dirname, 'results', 'scim-provisioning.md'), report);
console.log(report);
for (const row of rows) {
  if (agree(row) !== 'yes') throw new Error(`${row.kind}: members, seats and subscription differ`);
}
