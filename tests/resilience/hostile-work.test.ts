import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostileMemberCsv,
  hostileSender,
  largestCover,
  tallCover,
  type HostileAnswer,
} from '#tests/support/hostile-inputs';
import { seedOwner, type SeededOwner } from '#tests/support/seed-owner';
import { call, login } from './helpers/http';
import { pgliteTemplate } from './helpers/pglite-dir';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';

/** The bar another owner's sign-in and QR download must stay under while the attack runs. */
const BAR_MS = 1_000;

/** One image upload or member import of the attacker's: its status and when it was answered. */
interface Sent {
  status: number;
  doneAt: number;
}

/*
 * An account sends the server the most costly work it may: covers of 1 x 49 000 000 pixels
 * (refused from the header), covers of 5 000 x 5 000 (the largest an upload may be, worked in
 * full), and member files of 45 000 rows (refused by their line count), all at once. Another
 * owner signs in and downloads QR codes meanwhile, each within a second: image work is shared
 * out by account (lib/image-work.ts), and nothing hostile is decoded or parsed. The real server,
 * as `npm run serve` runs it.
 */
describe(
  'hostile images and imports leave other owners a fast server',
  { timeout: 180_000 },
  () => {
    let template: Awaited<ReturnType<typeof pgliteTemplate>>;
    let attacker: SeededOwner;
    let owner: SeededOwner;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      template = await pgliteTemplate(async (database) => {
        attacker = await seedOwner(database.db);
        owner = await seedOwner(database.db);
      });
      server = await startServer({ DATA_DIR: template.copy() }, { readyTimeoutMs: 90_000 });
    }, 150_000);

    afterAll(async () => {
      await killIfRunning(server);
      template?.remove();
    });

    it(`another owner signs in and downloads QR codes within ${BAR_MS} ms each`, async () => {
      const api = server!.url;
      const { accessToken } = await login(api, attacker.email, attacker.password);
      const team = await call(api, 'POST', '/api/teams', {
        token: accessToken,
        body: { name: 'X' },
      });
      expect(team.status, JSON.stringify(team.body)).toBe(201);
      const teamId = team.body.id as string;
      const send = hostileSender(api, accessToken);
      const [tall, largest, members] = [tallCover(), await largestCover(), hostileMemberCsv()];

      // Warm: the owner's sign-in and one QR code, so what is timed is the contention alone.
      const warm = await login(api, owner.email, owner.password);
      const qr = (size: number) =>
        call(api, 'GET', `/api/cards/${owner.cardId}/qr.png?size=${size}`, {
          token: warm.accessToken,
        });
      expect((await qr(1000)).status).toBe(200);

      const started = Date.now();
      const sent = (answer: Promise<HostileAnswer>): Promise<Sent> =>
        answer.then(({ status, at }) => ({ status, doneAt: at - started }));
      const attack = {
        tall: Array.from({ length: 8 }, () => sent(send.cover(tall))),
        largest: Array.from({ length: 12 }, () => sent(send.cover(largest))),
        imports: Array.from({ length: 8 }, () => sent(send.importMembers(teamId, members))),
      };
      // Let the attack reach the server and start.
      await new Promise((resolve) => setTimeout(resolve, 300));

      const timings: Array<{ what: string; ms: number; at: number }> = [];
      for (let round = 0; round < 3; round++) {
        const signIn = Date.now();
        await login(api, owner.email, owner.password);
        timings.push({ what: 'sign-in', ms: Date.now() - signIn, at: signIn - started });
        const download = await qr(1200 + round);
        expect(download.status).toBe(200);
        timings.push({ what: 'QR', ms: download.ms, at: Date.now() - started - download.ms });
      }
      const [tall_, largest_, imports] = await Promise.all([
        Promise.all(attack.tall),
        Promise.all(attack.largest),
        Promise.all(attack.imports),
      ]);
      const attackDoneAt = Math.max(...[...tall_, ...largest_, ...imports].map((s) => s.doneAt));
      console.log(
        `while ${tall_.length} tall covers, ${largest_.length} 25-megapixel covers and ${imports.length} 45 000-row imports ran (last answered at ${attackDoneAt} ms): ` +
          timings.map((t) => `${t.what} ${t.ms} ms`).join(', '),
      );
      expect(tall_.map((s) => s.status)).toEqual(Array(tall_.length).fill(422));
      // The largest covers are worked (200) until the upload rate limit answers 429.
      expect(new Set(largest_.map((s) => s.status))).toEqual(new Set([200]));
      // Each is refused by its line count, before it is parsed.
      expect(new Set(imports.map((s) => s.status))).toEqual(new Set([413]));
      // The owner's requests were answered while the attacker's work was still in flight.
      expect(Math.max(...timings.map((t) => t.at))).toBeLessThan(attackDoneAt);
      for (const timing of timings) expect(timing.ms, timing.what).toBeLessThan(BAR_MS);
    });
  },
);
