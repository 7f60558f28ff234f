import type { Redis } from 'ioredis';
import type { AppDeps } from '#server/app-deps';

/**
 * How long /readyz waits for each dependency. A load balancer polls it every few seconds and
 * needs an answer, not a hang: a database or Redis that does not answer by then is "down".
 */
export const READINESS_TIMEOUT_MS = 1_500;

type Check = 'ok' | 'down';

/** Settles 'ok' when `probe` resolves in time, 'down' when it rejects or is too slow. */
async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then((): Check => 'ok'), late]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the instance can serve: the database answers, and Redis too when configured. The
 * database ping (`select 1`) touches no table, so a lock held on one (a migration, an operator)
 * leaves the instance ready: its requests fail fast with 503 on their own, and taking every
 * instance out of the load balancer would not help.
 */
export async function checkReadiness(
  deps: Pick<AppDeps, 'database'>,
  { redis }: { redis: Redis | undefined },
): Promise<{ database: Check; redis: Check | 'not configured' }> {
  const [database, redisState] = await Promise.all([
    check(() => deps.database.ping()),
    redis ? check(() => redis.ping()) : Promise.resolve('not configured' as const),
  ]);
  return { database, redis: redisState };
}
