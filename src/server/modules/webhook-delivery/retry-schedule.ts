/**
 * After a failed attempt, the wait before the next (Standard Webhooks' schedule, the one Svix
 * uses): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. Eight attempts over about 28 hours; after
 * the eighth, the delivery is given up (a replay sends it again).
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** An endpoint whose every attempt failed for this long is disabled, and its owner mailed. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3_600_000;

/** The wait after attempt `attempts` (1 = the first) failed; undefined when it was the last. */
export function retryDelayAfter(attempts: number): number | undefined {
  return RETRY_DELAYS_MS[attempts - 1];
}
