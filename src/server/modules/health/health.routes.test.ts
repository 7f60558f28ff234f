import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/config';
import { connectRedis } from '#server/create-deps';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { READINESS_TIMEOUT_MS } from './check-readiness';

/** connectRedis logs outages; these tests cause them on purpose. */
const silentLog = { warn() {}, info() {} };

describe.each(databaseKinds)('health endpoints and app-wide behaviour on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('GET /healthz answers 200 and GET /readyz 200 while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not configured' });
  });

  it('unknown API paths answer 404 JSON with a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('over-long and malformed paths answer our own JSON error, never echoing the path', async () => {
    const long = 'x'.repeat(10_000);
    for (const url of [`/u/${long}`, `/api/card-profiles/public/${long}`, `/api/cards/${long}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        code: 'address_too_long',
        message: 'The address is too long',
      });
    }
    const bad = await t.app.inject({ method: 'GET', url: '/u/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'address_invalid', message: 'The address is not valid' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/auth/login');
  });

  it("declares the 401 and the credentials of every owner route, and of no visitor's", async () => {
    type Operation = { security?: Array<Record<string, string[]>>; responses: object };
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const signedIn = operations.filter(({ operation }) => operation.security);
    expect(signedIn.length).toBeGreaterThan(80);
    for (const { path, method, operation } of signedIn) {
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
    }
    const security = (path: string, method = 'get') => paths[path]?.[method]?.security;
    expect(security('/api/cards')).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(security('/api/auth/profile')).toEqual([{ bearer: [] }]);
    expect(security('/api/teams/{id}/members')).toEqual([{ bearer: [] }]);
    expect(security('/api/auth/login', 'post')).toBeUndefined();
    expect(security('/api/card-profiles/public/{key}')).toBeUndefined();
  });

  it('GET /readyz answers 503 once the database is gone', async () => {
    await t.deps.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: 'Database unavailable',
      database: 'down',
      redis: 'not configured',
    });
  });
});

/** A loopback port that accepts connections and never answers (a hung Redis or database). */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GET /readyz with Redis, and its own timeout', () => {
  let t: TestApp;
  const cleanups: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(() => t.close());

  /** The same app, given the Redis client main.ts would make for `redisUrl`. */
  async function appWithRedis(redisUrl: string): Promise<FastifyInstance> {
    const redis = (await connectRedis(loadConfig({ REDIS_URL: redisUrl }), silentLog))!;
    redis.on('error', () => {});
    cleanups.push(async () => redis.disconnect());
    const app = await buildApp(t.deps, { redis });
    cleanups.push(() => app.close());
    return app;
  }

  async function timedReady(app: FastifyInstance) {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    return { response, ms: Date.now() - started };
  }

  it.runIf(Boolean(process.env.TEST_REDIS_URL))('reports Redis ok while it answers', async () => {
    const app = await appWithRedis(process.env.TEST_REDIS_URL!);
    // Commands fail fast until the connection is ready (no offline queue): as at a real start,
    // readiness follows the connection.
    await app.ready();
    await new Promise<void>((resolve) => {
      const poll = async () => {
        const { response } = await timedReady(app);
        if (response.statusCode === 200) resolve();
        else setTimeout(() => void poll(), 50);
      };
      void poll();
    });
    const { response } = await timedReady(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('answers 503 naming Redis when Redis refuses connections', async () => {
    const app = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
    const { response, ms } = await timedReady(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: 'Redis unavailable',
      database: 'ok',
      redis: 'down',
    });
    expect(ms).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
  });

  it('answers 503 within its timeout when Redis accepts but never answers', async () => {
    const silent = await silentServer();
    cleanups.push(() => silent.stop());
    const app = await appWithRedis(`redis://127.0.0.1:${silent.port}`);
    const { response, ms } = await timedReady(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'ok', redis: 'down' });
    // ioredis refuses commands while the connection is not ready (no offline queue), so this
    // may answer before the readiness timeout; what matters is that it never waits past it.
    expect(ms).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
  });

  it('answers 503 within its timeout when the database ping hangs, naming both when both are down', async () => {
    const hung = { ...t.deps.database, ping: () => new Promise<void>(() => {}) };
    const redis = (await connectRedis(
      loadConfig({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }),
      silentLog,
    ))!;
    redis.on('error', () => {});
    cleanups.push(async () => redis.disconnect());
    const app = await buildApp({ ...t.deps, database: hung }, { redis });
    cleanups.push(() => app.close());
    const { response, ms } = await timedReady(app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: expect.stringMatching(/^[a-z]+(_[a-z]+)*$/),
      message: 'Database and Redis unavailable',
      database: 'down',
      redis: 'down',
    });
    expect(ms).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
  });
});
