import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, OkResponse } from '../../../shared/schemas/auth';
import { MessageList, MessageListQuery } from '../../../shared/schemas/messages';
import { requireAuth } from '../../plugins/authenticate';
import { listMessages, markMessageRead, messagesToCsv } from './owner-messages';

export default async function messageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/messages',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        querystring: MessageListQuery,
        response: { 200: MessageList, 401: ErrorBody },
      },
    },
    async (request) =>
      listMessages(deps.database.db, requireAuth(request).user.id, request.query.cardId),
  );

  app.post(
    '/api/messages/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        params: z.object({ id: z.uuid({ error: 'Message not found' }) }),
        response: { 200: OkResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await markMessageRead(deps, requireAuth(request).user.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/messages/export.csv',
    {
      onRequest: app.authenticate,
      schema: { tags: ['messages'], querystring: MessageListQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const list = await listMessages(
        deps.database.db,
        requireAuth(request).user.id,
        request.query.cardId,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalyst-connect-messages.csv"')
        .header('cache-control', 'no-store')
        .send(messagesToCsv(list));
    },
  );
}
