import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import {
  assertWithin,
  limiterKeyer,
  memoryAttemptLimiter,
  redisAttemptLimiter,
  type AttemptLimiter,
} from './attempt-limiter';
import { limitAddress } from './client-address';
import { manualClock } from './runtime';

const limiterKey = limiterKeyer('a-test-secret-a-test-secret-a-test-secret');

describe('memory attempt limiter', () => {
  it('counts per key within the window, then starts over', async () => {
    const clock = manualClock();
    const limiter = memoryAttemptLimiter(60, clock, limiterKey);
    expect(await limiter.take('a')).toEqual({ count: 1, resetInSeconds: 60 });
    expect((await limiter.take('a')).count).toBe(2);
    expect((await limiter.take('b')).count).toBe(1);
    clock.advance(30_000);
    expect(await limiter.take('a')).toEqual({ count: 3, resetInSeconds: 30 });
    clock.advance(30_001);
    expect(await limiter.take('a')).toEqual({ count: 1, resetInSeconds: 60 });
    await limiter.reset('a');
    expect((await limiter.take('a')).count).toBe(1);
  });

  it('gives back one attempt within the window, never below zero', async () => {
    const limiter = memoryAttemptLimiter(60, manualClock(), limiterKey);
    await limiter.take('a');
    await limiter.take('a');
    await limiter.giveBack('a');
    expect((await limiter.take('a')).count).toBe(2);
    await limiter.giveBack('never-taken');
    expect((await limiter.take('never-taken')).count).toBe(1);
  });

  it('counts 40 parallel takes as 40 distinct counts', async () => {
    const limiter = memoryAttemptLimiter(60, manualClock(), limiterKey);
    const counts = await Promise.all(Array.from({ length: 40 }, () => limiter.take('x')));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
});

describe('assertWithin', () => {
  it('passes up to the limit and throws the 429 with Retry-After past it', () => {
    expect(() => assertWithin({ count: 5, resetInSeconds: 9 }, 5, 'slow down')).not.toThrow();
    let thrown: unknown;
    try {
      assertWithin({ count: 6, resetInSeconds: 9 }, 5, 'slow down');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 429, message: 'slow down', retryAfterSeconds: 9 });
  });
});

describe('limiterKey', () => {
  it('is an HMAC of the key under a secret derived from JWT_SECRET, so no address is stored in clear', () => {
    expect(limiterKey('owner@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(limiterKey('owner@example.com')).not.toContain('owner');
    expect(limiterKey('a')).not.toBe(limiterKey('b'));
    // Not the plain SHA-256 (the FIPS 180-2 vector of 'abc'): a reader of Redis cannot confirm
    // a guessed address by hashing it.
    expect(limiterKey('abc')).not.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // The same secret gives the same keys (every process shares JWT_SECRET); another does not.
    expect(limiterKeyer('a-test-secret-a-test-secret-a-test-secret')('abc')).toBe(
      limiterKey('abc'),
    );
    expect(limiterKeyer('another-secret-another-secret-another-secret')('abc')).not.toBe(
      limiterKey('abc'),
    );
  });

  it('counts an IPv6 address per /64 and an IPv4-mapped address as its IPv4 address', () => {
    expect(limiterKey('2001:db8:1:2:aaaa::1')).toBe(limiterKey('2001:db8:1:2:ffff:ffff:0:7'));
    expect(limiterKey('2001:DB8:1:2::9')).toBe(limiterKey('2001:db8:1:2:0:0:0:1'));
    expect(limiterKey('2001:db8:1:3::1')).not.toBe(limiterKey('2001:db8:1:2::1'));
    expect(limiterKey('::ffff:203.0.113.7')).toBe(limiterKey('203.0.113.7'));
    expect(limiterKey('203.0.113.7')).not.toBe(limiterKey('203.0.113.8'));
    expect(limitAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(limitAddress('::ffff:a01:203')).toBe('10.1.2.3');
    expect(limitAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(limitAddress('owner@example.com')).toBe('owner@example.com');
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
    const limiter: AttemptLimiter = redisAttemptLimiter(redis, 1, prefix, limiterKey);
    expect(await limiter.take('a')).toEqual({ count: 1, resetInSeconds: 1 });
    expect((await limiter.take('a')).count).toBe(2);
    expect((await limiter.take('b')).count).toBe(1);
    await limiter.reset('b');
    expect((await limiter.take('b')).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.take('a')).count).toBe(1);
  });

  it('stores the HMAC of the key, never the key in clear', async () => {
    const limiter = redisAttemptLimiter(redis, 60, prefix, limiterKey);
    await limiter.take('someone@example.com');
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toContain(`${prefix}${limiterKey('someone@example.com')}`);
    expect(keys.join(' ')).not.toContain('someone');
  });

  it('a second take does not extend the window', async () => {
    const limiter = redisAttemptLimiter(redis, 100, prefix, limiterKey);
    await limiter.take('w');
    await redis.expire(`${prefix}${limiterKey('w')}`, 5);
    const second = await limiter.take('w');
    expect(second.resetInSeconds).toBeLessThanOrEqual(5);
    expect(await redis.ttl(`${prefix}${limiterKey('w')}`)).toBeLessThanOrEqual(5);
  });

  it('gives back within the window and leaves no windowless key behind', async () => {
    const limiter = redisAttemptLimiter(redis, 60, prefix, limiterKey);
    await limiter.take('g');
    await limiter.take('g');
    await limiter.giveBack('g');
    expect((await limiter.take('g')).count).toBe(2);
    await limiter.giveBack('absent');
    expect(await redis.exists(`${prefix}${limiterKey('absent')}`)).toBe(0);
  });

  it('counts 40 parallel takes from two connections as 40 distinct counts', async () => {
    const other = redis.duplicate();
    try {
      const a = redisAttemptLimiter(redis, 60, prefix, limiterKey);
      const b = redisAttemptLimiter(other, 60, prefix, limiterKey);
      const counts = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('parallel')),
      );
      expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    } finally {
      other.disconnect();
    }
  });
});
