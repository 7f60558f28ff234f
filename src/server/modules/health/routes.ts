import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { dependenciesUnavailableMessage } from '#shared/messages';

/**
 * How long /readyz waits for each dependency. A load balancer polls it every few seconds and
 * needs an answer, not a hang: a database or Redis that does not answer by then is "down".
 */
export const READINESS_TIMEOUT_MS = 1_500;

type Check = 'ok' | 'down';

export interface HealthRoutesOptions {
  /** The Redis the app shares counters through, when REDIS_URL is set. */
  redis?: Redis | undefined;
}

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
 * /healthz: the process is up. /readyz: it can serve, i.e. the database answers, and Redis too
 * when configured. The database ping (`select 1`) touches no table, so a lock held on one
 * (a migration, an operator) leaves the instance ready: its requests fail fast with 503 on
 * their own, and taking every instance out of the load balancer would not help.
 */
export default async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const { redis } = options;
    const [database, redisState] = await Promise.all([
      check(() => app.deps.database.ping()),
      redis ? check(() => redis.ping()) : Promise.resolve('not configured' as const),
    ]);
    if (database === 'ok' && redisState !== 'down') {
      return { status: 'ok', database, redis: redisState };
    }
    const down = [database === 'down' && 'Database', redisState === 'down' && 'Redis'].filter(
      (name): name is string => Boolean(name),
    );
    request.log.warn({ database, redis: redisState }, 'readiness check failed');
    return reply
      .code(503)
      .send({ message: dependenciesUnavailableMessage(down), database, redis: redisState });
  });
}
