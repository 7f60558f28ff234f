import { z } from 'zod';
import { NODE_ENV } from './fields';

/** Shared counters (rate limits, attempt limits) for several processes. */
export const RedisSettings = z
  .object({
    NODE_ENV,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).max(100).optional(),
  })
  .transform((env) => ({
    redisUrl: env.REDIS_URL,
    /** Every Redis key the app writes starts with it (REDIS_KEY_PREFIX, default catalyst:{NODE_ENV}:). */
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? `catalyst:${env.NODE_ENV}:`,
  }));
