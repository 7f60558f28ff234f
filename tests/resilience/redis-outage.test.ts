import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config';
import { connectRedis } from '#server/create-deps';
import { RETRY_AFTER_SECONDS } from '#server/plugins/error-handler';
import { COPY } from '#shared/copy';
import { freshIp } from '../security/helpers';
import type { OwnerWithCard } from '../support/owners';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { startRedisServer, type TestRedisServer } from './helpers/redis-server';

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Redis holds the shared limiter counters. When it goes away the API answers a retryable 503
 * at once (not a 500, not a hang), and the same process recovers when it is back.
 */
describe.each(databaseKinds)('Redis outage on %s', { timeout: 60_000 }, (kind) => {
  let server: TestRedisServer;
  let redis: Redis;
  let t: TestApp;
  let owner: OwnerWithCard;
  const logged: string[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
    // The production connection settings, from the production code path.
    redis = (await connectRedis(loadConfig({ REDIS_URL: server.url }), {
      warn: (_obj: unknown, message?: string) => logged.push(`warn: ${message}`),
      info: (message: string) => logged.push(`info: ${message}`),
    } as never))!;
    await until(() => redis.status === 'ready', 10_000, 'the Redis connection');
    t = await createTestApp(kind, { REDIS_KEY_PREFIX: `test:${randomUUID()}:` }, { redis });
    owner = await t.subscribedOwner({ remoteAddress: freshIp() });
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
    await server?.stop();
  });

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: owner.user.password },
      remoteAddress: freshIp(),
    });
  const resetRequest = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/password-reset/send',
      payload: { email: owner.user.email },
      remoteAddress: freshIp(),
    });
  const message = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${owner.card.uuid}/send-message`,
      payload: { name: 'Visitor', email: 'visitor@example.com', phone: '1', message: 'Hello' },
      remoteAddress: freshIp(),
    });

  async function expectUnavailable(call: () => ReturnType<typeof login>, withinMs: number) {
    const started = Date.now();
    const response = await call();
    expect(Date.now() - started).toBeLessThan(withinMs);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: COPY.serviceUnavailable,
    });
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  }

  it('answers 503 within the command timeout while Redis hangs, and goes on after', async () => {
    expect((await login()).statusCode).toBe(200);
    server.freeze(true);
    try {
      // REDIS_OPTIONS.commandTimeout (1 s), not forever.
      await expectUnavailable(login, 3_000);
    } finally {
      server.freeze(false);
    }
    await until(() => redis.status === 'ready', 10_000, 'the connection');
    expect((await login()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After at once while Redis is down, and recovers after a restart', async () => {
    expect((await login()).statusCode).toBe(200);

    await server.stop();
    await until(() => redis.status !== 'ready', 5_000, 'the disconnect');
    // Fails fast: no offline queue, no retry loop holding the request.
    for (const call of [login, resetRequest, message]) await expectUnavailable(call, 1_500);

    await server.start();
    await until(() => redis.status === 'ready', 15_000, 'the reconnect');
    expect((await login()).statusCode).toBe(200);
    expect((await resetRequest()).statusCode).toBe(200);
    expect((await message()).statusCode).toBe(200);
    // One line when the outage began, one when it ended, not one per reconnect attempt.
    expect(logged).toEqual([
      'warn: redis unavailable: limited requests answer 503 until it is back',
      'info: redis reachable again',
    ]);
  });
});
