import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { seedOwner, type SeededOwner } from '../support/seed-owner';
import { call, login, waitFor } from './helpers/http';
import {
  createScratchPostgres,
  TEST_DATABASE_URL,
  urlThroughPort,
  type ScratchPostgres,
} from './helpers/postgres';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again.';
/** An answer during the outage must come at once, not after a hang. */
const PROMPT_MS = 3_000;

/*
 * PostgreSQL only. The shared cluster keeps running (other suites use it): the server reaches
 * its own database through a TCP proxy, and "the database is down" is the proxy cutting every
 * connection and refusing new ones. PGlite has no equivalent: it lives inside the server
 * process, and a closed PGlite instance cannot be reopened by the running app.
 */
describe.runIf(Boolean(TEST_DATABASE_URL))(
  'the database goes away and comes back',
  { timeout: 60_000 },
  () => {
    let pg: ScratchPostgres;
    let proxy: TcpProxy;
    let server: ServerProcess | undefined;
    let api: string;

    beforeAll(async () => {
      pg = await createScratchPostgres(TEST_DATABASE_URL!);
      proxy = await startTcpProxy({ host: pg.host, port: pg.port });
      server = await startServer({
        DATABASE_URL: urlThroughPort(pg.url, proxy.port),
        DATABASE_POOL_SIZE: '4',
      });
      api = server.url;
    });

    afterAll(async () => {
      await killIfRunning(server);
      await proxy?.close();
      await pg?.destroy();
    });

    async function readyAgain() {
      return waitFor(
        async () => (await call(api, 'GET', '/readyz')).status === 200,
        10_000,
        '/readyz to answer 200 again',
      );
    }

    it('answers 503 with a message while it is down, and serves again by itself', async () => {
      const owner = await seedOwner(pg.database.db);
      const { accessToken } = await login(api, owner.email, owner.password);

      await proxy.cut();
      try {
        const ready = await call(api, 'GET', '/readyz');
        expect(ready.status).toBe(503);
        expect(ready.ms).toBeLessThan(PROMPT_MS);
        // The process itself is fine.
        expect((await call(api, 'GET', '/healthz')).status).toBe(200);

        const attempts = [
          await call(api, 'GET', '/api/auth/profile', { token: accessToken }),
          await call(api, 'POST', '/api/auth/profile', {
            token: accessToken,
            body: { firstName: 'Changed', lastName: 'During Outage', email: owner.email },
          }),
          await call(api, 'POST', '/api/auth/login', {
            body: { email: owner.email, password: owner.password },
          }),
          await call(api, 'GET', `/api/cards`, { token: accessToken }),
        ];
        for (const attempt of attempts) {
          expect(attempt.status).toBe(503);
          expect(attempt.body).toEqual({ code: 'service_unavailable', message: UNAVAILABLE });
          expect(attempt.ms).toBeLessThan(PROMPT_MS);
        }
      } finally {
        await proxy.restore();
      }

      await readyAgain();
      // Same process, same token: no restart and no new login needed.
      const profile = await call(api, 'GET', '/api/auth/profile', { token: accessToken });
      expect(profile.status).toBe(200);
      // The update attempted during the outage did not land.
      expect(profile.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      const update = await call(api, 'POST', '/api/auth/profile', {
        token: accessToken,
        body: { firstName: 'After', lastName: 'Recovery', email: owner.email },
      });
      expect(update.status).toBe(200);
      await login(api, owner.email, owner.password);
    });

    it('rolls back a password change cut between its statements: all old, then all new', async () => {
      const owner: SeededOwner = await seedOwner(pg.database.db);
      const mine = await login(api, owner.email, owner.password);
      const otherDevice = await login(api, owner.email, owner.password);
      const [before] = await pg.database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, owner.id));
      const newPassword = 'a brand new passphrase';

      // changePassword updates users, then revokes the other sessions, in one transaction. The
      // connection dies after the first statement ran and before the second reaches PostgreSQL.
      void proxy.cutOnClientBytes('update "sessions" set "revoked_at"');
      let failed, wasCut;
      try {
        failed = await call(api, 'POST', '/api/auth/change-password', {
          token: mine.accessToken,
          body: { currentPassword: owner.password, password: newPassword },
        });
        wasCut = !proxy.up;
      } finally {
        await proxy.restore();
      }
      expect(wasCut, 'the transaction never sent its sessions update').toBe(true);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ code: 'service_unavailable', message: UNAVAILABLE });
      expect(failed.ms).toBeLessThan(PROMPT_MS);

      await readyAgain();
      // Fully old: the old hash, no session revoked, the other device still signed in.
      const [after] = await pg.database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, owner.id));
      expect(after?.passwordHash).toBe(before?.passwordHash);
      const revoked = await pg.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, owner.id), isNotNull(sessions.revokedAt)));
      expect(revoked).toEqual([]);
      expect(
        (await call(api, 'GET', '/api/auth/profile', { token: otherDevice.accessToken })).status,
      ).toBe(200);
      await login(api, owner.email, owner.password);

      // Retried once the database is back, the change applies whole.
      const retried = await call(api, 'POST', '/api/auth/change-password', {
        token: mine.accessToken,
        body: { currentPassword: owner.password, password: newPassword },
      });
      expect(retried.status).toBe(200);
      expect(
        (await call(api, 'GET', '/api/auth/profile', { token: otherDevice.accessToken })).status,
      ).toBe(401);
      expect(
        (
          await call(api, 'POST', '/api/auth/login', {
            body: { email: owner.email, password: owner.password },
          })
        ).status,
      ).toBe(401);
      await login(api, owner.email, newPassword);
    });

    it('answers 503 within the connect timeout when PostgreSQL stops answering at all', async () => {
      const owner = await seedOwner(pg.database.db);
      const { accessToken } = await login(api, owner.email, owner.password);

      // Packets dropped rather than refused: only the pool's connect timeout (5 s) ends the wait.
      await proxy.stall();
      let ready, profile;
      try {
        [ready, profile] = await Promise.all([
          call(api, 'GET', '/readyz'),
          call(api, 'GET', '/api/auth/profile', { token: accessToken }),
        ]);
      } finally {
        await proxy.restore();
      }
      expect(ready.status).toBe(503);
      expect(profile.status).toBe(503);
      expect(profile.body).toEqual({ code: 'service_unavailable', message: UNAVAILABLE });
      expect(Math.max(ready.ms, profile.ms)).toBeLessThan(8_000);

      await readyAgain();
      expect((await call(api, 'GET', '/api/auth/profile', { token: accessToken })).status).toBe(
        200,
      );
    });
  },
);
