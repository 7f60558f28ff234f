/**
 * What the most costly inputs an ordinary account may send cost the real server (`npm run serve`
 * on PGlite): a cover of 1 x 49 000 000 pixels, a cover of 5 000 x 5 000 (the largest an upload
 * may be, worked in full), and a member file of 45 000 rows; each alone (its answer's time and
 * the server's peak memory after it), then all together from one account while another owner
 * signs in and downloads QR codes. Writes bench/results/hostile-inputs.md.
 *
 * Run: node --import tsx bench/hostile-inputs.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { call, login } from '#tests/resilience/helpers/http';
import { pgliteTemplate } from '#tests/resilience/helpers/pglite-dir';
import { startServer } from '#tests/resilience/helpers/server-process';
import {
  hostileMemberCsv,
  hostileSender,
  largestCover,
  tallCover,
} from '#tests/support/hostile-inputs';
import { seedOwner, type SeededOwner } from '#tests/support/seed-owner';

/** The server's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let attacker!: SeededOwner;
let owner!: SeededOwner;
const template = await pgliteTemplate(async (database) => {
  attacker = await seedOwner(database.db);
  owner = await seedOwner(database.db);
});
const server = await startServer({ DATA_DIR: template.copy() }, { readyTimeoutMs: 90_000 });
const api = server.url;
try {
  const { accessToken } = await login(api, attacker.email, attacker.password);
  const team = await call(api, 'POST', '/api/teams', { token: accessToken, body: { name: 'X' } });
  const teamId = team.body.id as string;
  const send = hostileSender(api, accessToken);
  const [tall, largest, members] = [tallCover(), await largestCover(), hostileMemberCsv()];
  const upload = (png: Buffer) => send.cover(png);
  const importFile = () => send.importMembers(teamId, members);
  const signIn = async () => {
    const started = performance.now();
    await login(api, owner.email, owner.password);
    return performance.now() - started;
  };
  const warm = await login(api, owner.email, owner.password);
  await call(api, 'GET', `/api/cards/${owner.cardId}/qr.png?size=1000`, {
    token: warm.accessToken,
  });

  const rows: string[] = [];
  const baseline = memoryOf(server.pid);
  rows.push(`| nothing (after start and one QR code) | | | ${baseline.rss} | ${baseline.peak} |`);
  const alone = [];
  for (let i = 0; i < 5; i++) alone.push(await signIn());
  rows.push(
    `| another owner's sign-in, alone (median of 5) | 200 | ${median(alone).toFixed(0)} | | |`,
  );
  for (const [what, run] of [
    ['cover of 1 x 49 000 000 px (95 KB)', () => upload(tall)],
    ['member file of 45 000 rows (440 KB)', importFile],
    ['cover of 5 000 x 5 000 px (the largest allowed)', () => upload(largest)],
  ] as const) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < 3; i++) {
      const answer = await run();
      times.push(answer.ms);
      status = answer.status;
    }
    const memory = memoryOf(server.pid);
    rows.push(
      `| ${what} (median of 3) | ${status} | ${median(times).toFixed(0)} | ${memory.rss} | ${memory.peak} |`,
    );
  }

  // All at once from the attacker's account, while the owner signs in and downloads QR codes.
  const attack = [
    ...Array.from({ length: 8 }, () => upload(tall)),
    ...Array.from({ length: 12 }, () => upload(largest)),
    ...Array.from({ length: 8 }, importFile),
  ];
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during: number[] = [];
  const qr: number[] = [];
  for (let round = 0; round < 5; round++) {
    during.push(await signIn());
    const download = await call(
      api,
      'GET',
      `/api/cards/${owner.cardId}/qr.png?size=${1200 + round}`,
      {
        token: warm.accessToken,
      },
    );
    qr.push(download.ms);
  }
  await Promise.all(attack);
  const after = memoryOf(server.pid);
  rows.push(
    `| another owner's sign-in during 8 tall covers, 12 largest covers and 8 files at once (median, max of 5) | 200 | ${median(during).toFixed(0)}, ${Math.max(...during).toFixed(0)} | ${after.rss} | ${after.peak} |`,
    `| their QR download at 1 200 px meanwhile (median, max of 5) | 200 | ${median(qr).toFixed(0)}, ${Math.max(...qr).toFixed(0)} | | |`,
  );

  const report = `# Hostile inputs

\`node --import tsx bench/hostile-inputs.ts\`, ${new Date().toISOString().slice(0, 10)}: the server as
\`npm run serve\` runs it on PGlite, on this 2-core machine; memory is the server process's resident
set now and at its peak since start (VmRSS, VmHWM).

| input | answer | ms | RSS MB | peak MB |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

Before the header checks, the same tall cover took about 6 minutes and 14.8 GB, and 24 member
files of 45 000 rows at once held another owner's sign-in for 26 s (the security probe's
figures, same machine kind).
`;
  writeFileSync('bench/results/hostile-inputs.md', report);
  console.log(report);
} finally {
  await server.stop();
  template.remove();
}
