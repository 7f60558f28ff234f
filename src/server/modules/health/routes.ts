import type { FastifyInstance } from 'fastify';

/** /healthz: the process is up. /readyz: it can serve, i.e. the database answers. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.deps.database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database did not answer');
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
}
