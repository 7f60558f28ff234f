import { describe, expect, it } from 'vitest';
import { limiterKeyer, memoryAttemptLimiter } from './attempt-limiter';
import {
  NEGATIVE_TTL_MS,
  PublicReadCache,
  UNKNOWN_KEY_LIMITS,
  type CachedAnswer,
} from './public-read-cache';
import { manualClock } from './runtime';

const answer = (body: string, tags: string[] = ['card:1']): CachedAnswer => ({
  body: Buffer.from(body),
  etag: 'W/"x"',
  tags,
});

function listeningCache(maxBytes: number) {
  const cache = new PublicReadCache(maxBytes);
  cache.setListening(true);
  return cache;
}

/** A loader whose answer the test releases when it likes. */
function heldLoader(value: CachedAnswer) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      await released;
      return value;
    },
    release,
    calls: () => calls,
  };
}

describe('PublicReadCache', () => {
  it('keeps within its byte bound, dropping the least recently used first', async () => {
    const cache = listeningCache(20_000);
    const body = 'x'.repeat(1_000);
    for (let index = 0; index < 40; index += 1) {
      await cache.load(`key:${index}`, async () => answer(body, [`card:${index}`]));
      // key:0 is read after every fill: the most recently used, it stays.
      await cache.load('key:0', async () => answer('reloaded'));
    }
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.entries).toBeGreaterThan(10);
    expect(cache.entries).toBeLessThan(40);
    expect((await cache.load('key:0', async () => answer('reloaded')))?.body.toString()).toBe(body);
    expect((await cache.load('key:1', async () => answer('reloaded')))?.body.toString()).toBe(
      'reloaded',
    );
    expect((await cache.load('key:39', async () => answer('reloaded')))?.body.toString()).toBe(
      body,
    );
  });

  it('answers but does not keep an entry larger than the bound', async () => {
    const cache = listeningCache(1_000);
    const big = answer('y'.repeat(5_000));
    expect(await cache.load('big', async () => big)).toBe(big);
    expect(cache.entries).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('drops every key of a tag, and only those', async () => {
    const cache = listeningCache(100_000);
    await cache.load('json:ada', async () => answer('a', ['card:1', 'owner:u1']));
    await cache.load('html:ada', async () => answer('a', ['card:1', 'owner:u1']));
    await cache.load('json:bob', async () => answer('b', ['card:2', 'owner:u1']));
    await cache.load('json:eve', async () => answer('e', ['card:3', 'owner:u2']));
    cache.invalidate('card:1');
    expect(cache.entries).toBe(2);
    cache.invalidate('owner:u1');
    expect(cache.entries).toBe(1);
    expect((await cache.load('json:eve', async () => answer('reloaded')))?.body.toString()).toBe(
      'e',
    );
  });

  it('does not keep a fill that read before a change announced while it ran', async () => {
    const cache = listeningCache(100_000);
    const held = heldLoader(answer('old', ['card:1']));
    const filling = cache.load('json:ada', held.load);
    cache.invalidate('card:1');
    held.release();
    expect((await filling)?.body.toString()).toBe('old');
    expect(cache.entries).toBe(0);
    // A change of another card does not stop the fill.
    const other = heldLoader(answer('current', ['card:1']));
    const second = cache.load('json:ada', other.load);
    cache.invalidate('card:2');
    other.release();
    await second;
    expect(cache.entries).toBe(1);
  });

  it('does not keep a fill that ran while the cache was emptied', async () => {
    const cache = listeningCache(100_000);
    const held = heldLoader(answer('old'));
    const filling = cache.load('json:ada', held.load);
    cache.clear();
    held.release();
    await filling;
    expect(cache.entries).toBe(0);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = listeningCache(100_000);
    const held = heldLoader(answer('one'));
    const readers = Array.from({ length: 50 }, () => cache.load('json:ada', held.load));
    held.release();
    const answers = await Promise.all(readers);
    expect(held.calls()).toBe(1);
    expect(new Set(answers.map((value) => value?.body.toString()))).toEqual(new Set(['one']));
  });

  it('remembers a key found missing for a short while, and forgets it on any change', async () => {
    let now = 0;
    const cache = new PublicReadCache(100_000, () => now);
    cache.setListening(true);
    let loads = 0;
    const missing = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.load('json:free', missing)).toBeNull();
    expect(await cache.load('json:free', missing)).toBeNull();
    expect(loads).toBe(1);
    expect(cache.negativeHits).toBe(1);
    // Not an answer: found entries and their bytes are unchanged.
    expect(cache.entries).toBe(0);
    expect(cache.negativeEntries).toBe(1);
    now += NEGATIVE_TTL_MS;
    await cache.load('json:free', missing);
    expect(loads).toBe(2);
    // A handle may be taken at any moment: any change the database announces forgets them.
    cache.invalidate('card:77');
    expect(cache.negativeEntries).toBe(0);
    expect((await cache.load('json:free', async () => answer('taken')))?.body.toString()).toBe(
      'taken',
    );
  });

  it('does not remember a key missing when its look-up raced a change', async () => {
    const cache = listeningCache(100_000);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const racing = cache.load('json:free', async () => {
      await held;
      return null;
    });
    cache.invalidate('card:1');
    release();
    expect(await racing).toBeNull();
    expect(cache.negativeEntries).toBe(0);
  });

  it('refuses an address past its budget of unknown keys, never for answers it holds', async () => {
    const clock = manualClock();
    const cache = listeningCache(100_000);
    const errors: unknown[] = [];
    cache.limitUnknownKeys({
      limiter: memoryAttemptLimiter(UNKNOWN_KEY_LIMITS.windowSeconds, clock, limiterKeyer('test')),
      message: 'slow down',
      onError: (error) => errors.push(error),
    });
    await cache.load('json:ada', async () => answer('ada'), '203.0.113.9');
    for (let i = 0; i < UNKNOWN_KEY_LIMITS.max; i += 1) {
      expect(await cache.load(`json:nobody-${i}`, async () => null, '203.0.113.9')).toBeNull();
    }
    const refused = cache.load('json:nobody-x', async () => null, '203.0.113.9');
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: 'slow down',
      retryAfterSeconds: UNKNOWN_KEY_LIMITS.windowSeconds,
    });
    // The same address still gets what is held, and what exists but is not held yet (it does
    // not count); another address is not affected; an IPv6 /64 is one address.
    expect((await cache.load('json:ada', async () => null, '203.0.113.9'))?.body.toString()).toBe(
      'ada',
    );
    const found = await cache.load('json:grace', async () => answer('grace'), '203.0.113.9');
    expect(found?.body.toString()).toBe('grace');
    await expect(
      cache.load('json:nobody-z', async () => null, '203.0.113.9'),
    ).rejects.toMatchObject({ status: 429 });
    expect(await cache.load('json:nobody-y', async () => null, '203.0.113.10')).toBeNull();
    for (let i = 0; i < UNKNOWN_KEY_LIMITS.max; i += 1) {
      await cache.load(`json:v6-${i}`, async () => null, `2001:db8:1:2::${i.toString(16)}`);
    }
    await expect(
      cache.load('json:v6-x', async () => null, '2001:db8:1:2:ffff::1'),
    ).rejects.toMatchObject({ status: 429 });
    // A limiter that fails leaves reads unlimited rather than failing them.
    const broken = listeningCache(100_000);
    broken.limitUnknownKeys({
      limiter: {
        ...memoryAttemptLimiter(60, clock, limiterKeyer('test')),
        count: () => Promise.reject(new Error('redis down')),
        take: () => Promise.reject(new Error('redis down')),
      },
      message: 'slow down',
      onError: (error) => errors.push(error),
    });
    expect(await broken.load('json:nobody', async () => null, '203.0.113.9')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('counts a lookup before loading it, and gives it back when it finds something', async () => {
    const clock = manualClock();
    const cache = listeningCache(100_000);
    const limiter = memoryAttemptLimiter(
      UNKNOWN_KEY_LIMITS.windowSeconds,
      clock,
      limiterKeyer('t'),
    );
    cache.limitUnknownKeys({ limiter, message: 'slow down', onError: () => undefined });
    const address = '198.51.100.7';
    // Found lookups, held or not, leave the count where it was.
    await cache.load('json:ada', async () => answer('ada'), address);
    await cache.load('json:ada', async () => null, address);
    expect(await limiter.count(address)).toBe(0);
    // Parallel misses each see the count their own lookup made: no more than the budget load.
    const outcomes = await Promise.allSettled(
      Array.from({ length: UNKNOWN_KEY_LIMITS.max + 5 }, (_, i) =>
        cache.load(`json:parallel-${i}`, async () => null, address),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(
      UNKNOWN_KEY_LIMITS.max,
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(5);
  });

  it('serves nothing from memory while changes are not heard, and starts empty when they are', async () => {
    const cache = listeningCache(100_000);
    await cache.load('json:ada', async () => answer('before'));
    cache.setListening(false);
    expect(cache.entries).toBe(0);
    expect((await cache.load('json:ada', async () => answer('deaf')))?.body.toString()).toBe(
      'deaf',
    );
    expect(cache.entries).toBe(0);
    cache.setListening(true);
    expect((await cache.load('json:ada', async () => answer('after')))?.body.toString()).toBe(
      'after',
    );
    expect(cache.entries).toBe(1);
  });

  it('is off with a bound of 0 (PUBLIC_CACHE_MB=0)', async () => {
    const cache = listeningCache(0);
    expect(cache.active).toBe(false);
    await cache.load('json:ada', async () => answer('a'));
    expect(cache.entries).toBe(0);
  });
});
