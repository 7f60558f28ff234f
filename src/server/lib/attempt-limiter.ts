import type { Redis } from 'ioredis';
import type { Clock } from './runtime';

/**
 * Counts events (failed logins, reset requests, ...) per key in a fixed window. In memory for
 * one process; in Redis when REDIS_URL is set, so every process shares the same counters.
 */
export interface AttemptLimiter {
  /** The count in the current window and the seconds until it resets. */
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  /** Adds one and answers the new count. */
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryAttemptLimiter(windowSeconds: number, clock: Clock): AttemptLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const now = clock.now().getTime();
    const entry = entries.get(key);
    if (entry && entry.resetAt > now) return entry;
    entries.delete(key);
    // Keep the map from growing without bound under a spray of distinct keys.
    if (entries.size > 50_000) {
      for (const [k, e] of entries) if (e.resetAt <= now) entries.delete(k);
    }
    return undefined;
  };
  return {
    async peek(key) {
      const entry = live(key);
      const now = clock.now().getTime();
      return entry
        ? { count: entry.count, resetInSeconds: Math.ceil((entry.resetAt - now) / 1000) }
        : { count: 0, resetInSeconds: 0 };
    },
    async hit(key) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      entries.set(key, { count: 1, resetAt: clock.now().getTime() + windowSeconds * 1000 });
      return 1;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function redisAttemptLimiter(
  redis: Redis,
  windowSeconds: number,
  prefix = 'attempts:',
): AttemptLimiter {
  return {
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.ttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInSeconds: Math.max(ttl, 0) };
    },
    async hit(key) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec();
      const first = results?.[0];
      if (!first || first[0]) throw first?.[0] ?? new Error('redis multi failed');
      return Number(first[1]);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
