import { z } from 'zod';

/** What visitors' requests leave in the server: the public read cache and the Insights events. */
export const VisitorSettings = z
  .object({
    PUBLIC_CACHE_MB: z.coerce.number().min(0).max(100_000).default(64),
    INSIGHTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  })
  .transform((env) => ({
    /** Bytes the public read cache (profile JSON, page, vCard) may hold; 0 turns it off. */
    publicCacheBytes: Math.floor(env.PUBLIC_CACHE_MB * 1024 * 1024),
    /** Days the raw Insights events are kept; the hourly totals stay. */
    insightsRetentionDays: env.INSIGHTS_RETENTION_DAYS,
  }));
