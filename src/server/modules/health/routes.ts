import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { dependenciesUnavailableMessage } from '#shared/copy';
import { checkReadiness } from './check-readiness';

export interface HealthRoutesOptions {
  /** The Redis the app shares counters through, when REDIS_URL is set. */
  redis?: Redis | undefined;
}

/** /healthz: the process is up. /readyz: it can serve (checkReadiness), or 503 saying what is down. */
export async function publicRoutes(app: FastifyInstance, options: HealthRoutesOptions) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const { database, redis } = await checkReadiness(app.deps, { redis: options.redis });
    if (database === 'ok' && redis !== 'down') {
      return { status: 'ok', database, redis };
    }
    const down = [database === 'down' && 'Database', redis === 'down' && 'Redis'].filter(
      (name): name is string => Boolean(name),
    );
    request.log.warn({ database, redis }, 'readiness check failed');
    return reply.code(503).send({ message: dependenciesUnavailableMessage(down), database, redis });
  });
}
