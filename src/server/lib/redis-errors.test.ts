import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { REDIS_OPTIONS } from '../create-deps';
import { isRedisUnavailable } from './redis-errors';

describe('isRedisUnavailable', () => {
  it('recognises the error of a command sent while Redis is unreachable', async () => {
    // Nothing listens on port 1: the connection is refused, the command fails at once.
    const redis = new Redis('redis://127.0.0.1:1', { ...REDIS_OPTIONS, retryStrategy: () => null });
    redis.on('error', () => {});
    const error = await redis.incr('x').catch((e: unknown) => e);
    redis.disconnect();
    expect(isRedisUnavailable(error)).toBe(true);
  });

  it('recognises a wrapped one, and nothing else', () => {
    const timedOut = new Error('Command timed out');
    expect(isRedisUnavailable(new Error('rate limit failed', { cause: timedOut }))).toBe(true);
    expect(isRedisUnavailable(new Error('boom'))).toBe(false);
    expect(isRedisUnavailable(new Error('user said: Command timed out'))).toBe(false);
    expect(isRedisUnavailable('Connection is closed.')).toBe(false);
  });
});
