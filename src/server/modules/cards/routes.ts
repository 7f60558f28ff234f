import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../shared/schemas/auth';
import { CardList } from '../../../shared/schemas/cards';
import { requireAuth } from '../../plugins/authenticate';
import { listCards } from './list-cards';

export default async function cardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/cards',
    {
      preHandler: app.authenticate,
      schema: { tags: ['cards'], response: { 200: CardList, 401: ErrorBody } },
    },
    async (request) => listCards(app.deps.database.db, requireAuth(request).user.id),
  );
}
