import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryAttemptLimiter, redisAttemptLimiter, type AttemptLimiter } from './attempt-limiter';
import { manualClock } from './runtime';

describe('memory attempt limiter', () => {
  it('counts per key within the window, then starts over', async () => {
    const clock = manualClock();
    const limiter = memoryAttemptLimiter(60, clock);
    expect(await limiter.hit('a')).toBe(1);
    expect(await limiter.hit('a')).toBe(2);
    expect(await limiter.hit('b')).toBe(1);
    clock.advance(30_000);
    expect(await limiter.peek('a')).toEqual({ count: 2, resetInSeconds: 30 });
    clock.advance(30_001);
    expect(await limiter.peek('a')).toEqual({ count: 0, resetInSeconds: 0 });
    expect(await limiter.hit('a')).toBe(1);
    await limiter.reset('a');
    expect((await limiter.peek('a')).count).toBe(0);
  });
});

// CI sets TEST_REDIS_URL; the counters several processes share must behave like the memory ones.
describe.runIf(Boolean(process.env.TEST_REDIS_URL))('redis attempt limiter', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
  });
  const prefix = `test:${randomUUID()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts per key, reports the time left, resets, and expires with its window', async () => {
    const limiter: AttemptLimiter = redisAttemptLimiter(redis, 1, prefix);
    expect(await limiter.hit('a')).toBe(1);
    expect(await limiter.hit('a')).toBe(2);
    expect(await limiter.hit('b')).toBe(1);
    const peeked = await limiter.peek('a');
    expect(peeked.count).toBe(2);
    expect(peeked.resetInSeconds).toBeGreaterThanOrEqual(0);
    expect(peeked.resetInSeconds).toBeLessThanOrEqual(1);
    await limiter.reset('b');
    expect((await limiter.peek('b')).count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.peek('a')).count).toBe(0);
  });

  it('a second hit does not extend the window', async () => {
    const limiter = redisAttemptLimiter(redis, 100, prefix);
    await limiter.hit('w');
    await redis.expire(`${prefix}w`, 5);
    await limiter.hit('w');
    expect(await redis.ttl(`${prefix}w`)).toBeLessThanOrEqual(5);
  });
});
