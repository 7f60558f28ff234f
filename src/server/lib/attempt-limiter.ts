import { createHmac } from 'node:crypto';
import net from 'node:net';
import type { Redis } from 'ioredis';
import { AppError } from './app-error';
import { limitAddress } from './client-address';
import type { Clock } from './runtime';

/** The count of a key in its window, the attempt just taken included. */
export interface AttemptCount {
  count: number;
  /** Seconds until the window ends and the count starts over (at least 1). */
  resetInSeconds: number;
}

/**
 * Counts attempts (logins, reset requests, messages, ...) per key in a fixed window. In memory
 * for one process; in Redis when REDIS_URL is set, so every process shares the same counters.
 *
 * Count first, then work: `take` adds the attempt atomically and answers the new count, and the
 * caller does the expensive or irreversible work only when that count is within its limit. A
 * check-then-count API let N parallel requests all see the same count and all do the work.
 */
export interface AttemptLimiter {
  /** Adds one attempt and answers the count including it. */
  take(key: string): Promise<AttemptCount>;
  /** Takes back one attempt counted by `take` (it turned out not to count, e.g. a right password). */
  giveBack(key: string): Promise<void>;
  /**
   * The count of a key in its window, adding nothing: for remembering facts (an address the
   * owner signed in from), never for checking a limit before work (that is `take`).
   */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Makes a limiter with its own counters: createLimiter('login-email', 900). */
export type LimiterFactory = (name: string, windowSeconds: number) => AttemptLimiter;

/**
 * A set of limiters made once per app (per limiter factory, so every test app has its own), on
 * first use: each service that asks for it gets the same counters, and no caller hands them in.
 */
export function limitersPerApp<Deps extends { createLimiter: LimiterFactory }, Limiters>(
  make: (deps: Deps) => Limiters,
): (deps: Deps) => Limiters {
  const made = new WeakMap<LimiterFactory, Limiters>();
  return (deps) => {
    let limiters = made.get(deps.createLimiter);
    if (limiters === undefined) {
      limiters = make(deps);
      made.set(deps.createLimiter, limiters);
    }
    return limiters;
  };
}

/** Turns a limiter's subject (an address, an e-mail, ...) into the key it is counted under. */
export type LimiterKeyer = (subject: string) => string;

/**
 * Keys are an HMAC of the subject under a secret derived from JWT_SECRET: an e-mail address or
 * IP never sits in clear in Redis or in a heap dump, every key has the same length whatever the
 * client sent, and (unlike a plain SHA-256) nobody who reads Redis can confirm a guessed address
 * by hashing it, since the IPv4 space is small enough to hash whole. The secret is derived, not
 * JWT_SECRET itself, so the signing key is used for one thing only; every process shares it
 * because every process shares JWT_SECRET. A subject that is an IP address counts per
 * `limitAddress` (IPv6 per /64), so every limiter keyed by `request.ip` gets that for free.
 */
export function limiterKeyer(jwtSecret: string): LimiterKeyer {
  const secret = createHmac('sha256', jwtSecret).update('catalyst-connect limiter keys').digest();
  return (subject) => {
    const counted = net.isIP(subject.split('%')[0]!) ? limitAddress(subject) : subject;
    return createHmac('sha256', secret).update(counted).digest('hex');
  };
}

/** Throws the 429 (with Retry-After) when `taken` is past `max`. */
export function assertWithin(taken: AttemptCount, max: number, message: string): void {
  if (taken.count > max) {
    throw new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: taken.resetInSeconds });
  }
}

export function memoryAttemptLimiter(
  windowSeconds: number,
  clock: Clock,
  limiterKey: LimiterKeyer,
): AttemptLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (hashed: string, now: number) => {
    const entry = entries.get(hashed);
    if (entry && entry.resetAt > now) return entry;
    entries.delete(hashed);
    // Keep the map from growing without bound under a spray of distinct keys.
    if (entries.size > 50_000) {
      for (const [k, e] of entries) if (e.resetAt <= now) entries.delete(k);
    }
    return undefined;
  };
  return {
    // No await between reading and writing the entry: atomic within the process.
    async take(key) {
      const hashed = limiterKey(key);
      const now = clock.now().getTime();
      const entry = live(hashed, now) ?? { count: 0, resetAt: now + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(hashed, entry);
      return {
        count: entry.count,
        resetInSeconds: Math.max(Math.ceil((entry.resetAt - now) / 1000), 1),
      };
    },
    async giveBack(key) {
      const entry = live(limiterKey(key), clock.now().getTime());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async count(key) {
      return live(limiterKey(key), clock.now().getTime())?.count ?? 0;
    },
    async reset(key) {
      entries.delete(limiterKey(key));
    },
  };
}

export function redisAttemptLimiter(
  redis: Redis,
  windowSeconds: number,
  prefix: string,
  limiterKey: LimiterKeyer,
): AttemptLimiter {
  const redisKey = (key: string) => prefix + limiterKey(key);
  return {
    async take(key) {
      const stored = redisKey(key);
      // One MULTI: the increment, the window set only by the first attempt (NX, so later ones
      // never extend it), and the time left, with no other client's command in between.
      const results = await redis
        .multi()
        .incr(stored)
        .expire(stored, windowSeconds, 'NX')
        .ttl(stored)
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('redis multi failed');
      return {
        count: Number(results[0]![1]),
        resetInSeconds: Math.max(Number(results[2]![1]), 1),
      };
    },
    async giveBack(key) {
      // Only a live counter: a DECR on an expired key would create one without a window.
      const stored = redisKey(key);
      await redis.eval(
        "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        stored,
      );
    },
    async count(key) {
      return Number((await redis.get(redisKey(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}

/** Redis counters when Redis is configured (under `prefix`), otherwise per-process ones. */
export function attemptLimiterFactory(options: {
  redis: Redis | undefined;
  prefix: string;
  clock: Clock;
  limiterKey: LimiterKeyer;
}): LimiterFactory {
  const { redis, prefix, clock, limiterKey } = options;
  return (name, windowSeconds) =>
    redis
      ? redisAttemptLimiter(redis, windowSeconds, `${prefix}attempts:${name}:`, limiterKey)
      : memoryAttemptLimiter(windowSeconds, clock, limiterKey);
}
