import { REDIS_OPTIONS } from '#server/create-deps';

/**
 * The server's Redis settings for an app inside a test process, with a 10 s command timeout
 * instead of its 1 s. Redis's answer is read by the test's event loop, which also runs PGlite's
 * queries for 30 requests at once: on a machine busy with the browser tests too, replies waited
 * past 1 s and 15 of 299 requests answered 503, which says nothing of the budgets under test.
 * What the 1 s timeout is for, an outage, is tested with the server's own settings
 * (tests/resilience/redis-outage.test.ts, health.routes.test.ts).
 */
export const IN_PROCESS_REDIS_OPTIONS = {
  ...REDIS_OPTIONS,
  commandTimeout: 10_000,
  lazyConnect: true,
} as const;
