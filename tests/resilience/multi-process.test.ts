import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limiterKeyer } from '#server/lib/attempt-limiter';
import { TEST_JWT_SECRET } from '#tests/support/test-app';
import { multipartFile } from '../support/multipart';
import { seedOwner, type SeededOwner } from '../support/seed-owner';
import { call as rawCall, login as rawLogin } from './helpers/http';
import { createScratchPostgres, TEST_DATABASE_URL, type ScratchPostgres } from './helpers/postgres';
import { killIfRunning, startServer, type ServerProcess } from './helpers/server-process';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const MAX_FAILURES_PER_EMAIL = 5;

/*
 * Two real server processes on one PostgreSQL database, one Redis and one uploads folder, as
 * docs/operations.md#deploying-on-postgresql-with-several-processes says (same JWT_SECRET,
 * same APP_URL behind a load balancer, TRUST_PROXY). Redis is shared with other users: every request comes "from" an
 * address of this run (X-Forwarded-For), and only the keys of that address and of this run's
 * e-mails are deleted afterwards.
 */
describe.runIf(Boolean(TEST_DATABASE_URL && TEST_REDIS_URL))(
  'two server processes behind one load balancer',
  { timeout: 60_000 },
  () => {
    const clientIp = `10.${randomInt(200, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const via = { 'x-forwarded-for': clientIp };
    const emails: string[] = [];
    let pg: ScratchPostgres;
    let dataDir: string;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;

    const call = (
      server: ServerProcess | undefined,
      method: string,
      pathname: string,
      options: { body?: unknown; token?: string } = {},
    ) => rawCall(server!.url, method, pathname, { ...options, headers: via });
    const login = (server: ServerProcess | undefined, owner: SeededOwner) =>
      rawLogin(server!.url, owner.email, owner.password, via);
    const owner = async (subscribed = false) => {
      const seeded = await seedOwner(pg.database.db, { subscribed });
      emails.push(seeded.email);
      return seeded;
    };

    beforeAll(async () => {
      pg = await createScratchPostgres(TEST_DATABASE_URL!);
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-resilience-shared-'));
      const env = {
        DATABASE_URL: pg.url,
        DATABASE_POOL_SIZE: '4',
        REDIS_URL: TEST_REDIS_URL!,
        DATA_DIR: dataDir,
        // One load balancer in front: the X-Forwarded-For entry it appends is the client.
        TRUST_PROXY: '1',
        // The load balancer's address, the same for both.
        APP_URL: 'http://cards.test.example',
        LOGIN_MAX_FAILURES_PER_EMAIL: String(MAX_FAILURES_PER_EMAIL),
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    }, 90_000);

    afterAll(async () => {
      await Promise.all([killIfRunning(a), killIfRunning(b)]);
      const redis = new Redis(TEST_REDIS_URL!, { maxRetriesPerRequest: 2 });
      try {
        // Attempt counters are stored under the HMAC of the address or e-mail (the servers'
        // JWT_SECRET keys it).
        const fragments = [clientIp, ...emails];
        const limiterKey = limiterKeyer(TEST_JWT_SECRET);
        for (const fragment of [...fragments, ...fragments.map(limiterKey)]) {
          const keys: string[] = [];
          let cursor = '0';
          do {
            const [next, found] = await redis.scan(cursor, 'MATCH', `*${fragment}*`, 'COUNT', 1000);
            cursor = next;
            keys.push(...found);
          } while (cursor !== '0');
          if (keys.length > 0) await redis.del(...keys);
        }
      } finally {
        redis.disconnect();
      }
      rmSync(dataDir, { recursive: true, force: true });
      await pg?.destroy();
    });

    it('a session started on A works on B, and a logout on A ends it on B', async () => {
      const ada = await owner();
      const pair = await login(a, ada);
      const onB = await call(b, 'GET', '/api/auth/profile', { token: pair.accessToken });
      expect(onB.status).toBe(200);
      expect(onB.body).toMatchObject({ email: ada.email });

      // The refresh token rotates on B; the new access token works on A.
      const rotated = await call(b, 'GET', '/api/auth/refresh', { token: pair.refreshToken });
      expect(rotated.status).toBe(200);
      const next = rotated.body as { accessToken: string; refreshToken: string };
      expect((await call(a, 'GET', '/api/auth/profile', { token: next.accessToken })).status).toBe(
        200,
      );

      expect((await call(a, 'GET', '/api/auth/logout', { token: next.accessToken })).status).toBe(
        200,
      );
      expect((await call(b, 'GET', '/api/auth/profile', { token: next.accessToken })).status).toBe(
        401,
      );
      expect((await call(b, 'GET', '/api/auth/refresh', { token: next.refreshToken })).status).toBe(
        401,
      );
    });

    it('counts failed logins across both processes and locks out at the limit', async () => {
      const ada = await owner();
      const wrong = { email: ada.email, password: 'not the password' };
      for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
        const response = await call(i % 2 === 0 ? a : b, 'POST', '/api/auth/login', {
          body: wrong,
        });
        expect(response.status, `failure ${i + 1}`).toBe(401);
      }
      // Three failures reached A and two reached B: only a shared counter is at the limit.
      const locked = await call(b, 'POST', '/api/auth/login', { body: wrong });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Even the right password waits its turn (one per e-mail every few seconds, shared by
      // both processes).
      const right = { email: ada.email, password: ada.password };
      expect((await call(a, 'POST', '/api/auth/login', { body: right })).status).toBe(429);
      expect((await call(b, 'POST', '/api/auth/login', { body: right })).status).toBe(429);
    });

    it('keeps every field of concurrent partial profile updates through A and B', async () => {
      const ada = await owner(true);
      const { accessToken } = await login(a, ada);
      const url = `/api/cards/${ada.cardId}/profile`;
      const throughA = {
        company: 'Analytical Engines Ltd',
        websiteUrl: 'https://a.example/web',
        linkedInUrl: 'https://a.example/in',
        facebookUrl: 'https://a.example/fb',
        youtubeUrl: 'https://a.example/yt',
      };
      const throughB = {
        title: 'Chief Mathematician',
        slogan: 'Poetical science',
        theme: 'light',
        instagramUrl: 'https://b.example/ig',
        twitterUrl: 'https://b.example/tw',
      };
      // One request per field, all at once, alternating processes: a read-modify-write of the
      // whole row anywhere would lose some of them.
      const requests = [
        ...Object.entries(throughA).map(([field, value]) =>
          call(a, 'PUT', url, { token: accessToken, body: { [field]: value } }),
        ),
        ...Object.entries(throughB).map(([field, value]) =>
          call(b, 'PUT', url, { token: accessToken, body: { [field]: value } }),
        ),
      ];
      const responses = await Promise.all(requests);
      for (const response of responses)
        expect(response.status, JSON.stringify(response.body)).toBe(200);

      for (const server of [a, b]) {
        const profile = await call(server, 'GET', url, { token: accessToken });
        expect(profile.status).toBe(200);
        expect(profile.body).toMatchObject({ ...throughA, ...throughB });
      }
    });

    it('serves from B an image uploaded through A, and B accepts it on a profile', async () => {
      const ada = await owner(true);
      const { accessToken } = await login(a, ada);
      const png = await sharp({
        create: { width: 32, height: 32, channels: 3, background: { r: 1, g: 2, b: 3 } },
      })
        .png()
        .toBuffer();
      const file = multipartFile(
        'file',
        `photo-${randomBytes(3).toString('hex')}.png`,
        'image/png',
        png,
      );
      const uploaded = await fetch(`${a!.url}/api/uploads/profile-images`, {
        method: 'POST',
        headers: { ...file.headers, ...via, authorization: `Bearer ${accessToken}` },
        body: file.payload,
        signal: AbortSignal.timeout(15_000),
      });
      expect(uploaded.status).toBe(200);
      const { url } = (await uploaded.json()) as { url: string };
      expect(url.startsWith('http://cards.test.example/uploads/profile-images/')).toBe(true);

      const { pathname } = new URL(url);
      const served = await fetch(`${b!.url}${pathname}`, {
        headers: via,
        signal: AbortSignal.timeout(15_000),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(
        bytes.equals(
          readFileSync(path.join(dataDir, 'uploads', pathname.replace(/^\/uploads\//, ''))),
        ),
      ).toBe(true);

      const onProfile = await call(b, 'PUT', `/api/cards/${ada.cardId}/profile`, {
        token: accessToken,
        body: { imageUrl: url },
      });
      expect(onProfile.status, JSON.stringify(onProfile.body)).toBe(200);
      expect(onProfile.body).toMatchObject({ imageUrl: url });
    });
  },
);
