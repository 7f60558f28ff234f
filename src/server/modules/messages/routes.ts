import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, MessageIdParams, OkResponse, ProfileKeyParams } from '#shared/schemas/common';
import { MessageList, MessageListQuery } from '#shared/schemas/messages';
import { SendMessageBody } from '#shared/schemas/profiles';
import { requireAuth } from '#server/plugins/authenticate';
import { listMessages, markMessageRead, messagesToCsv } from './owner-messages';
import { createMessageLimiters, sendMessage } from './send-message';

export default async function messageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const limiters = createMessageLimiters(deps);

  // A visitor's message to a profile's owner: no sign-in, addressed by the profile's key.
  app.post(
    '/api/card-profiles/public/:key/send-message',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        params: ProfileKeyParams,
        body: SendMessageBody,
        response: {
          200: OkResponse,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await sendMessage(deps, limiters, request.params.key, request.body, request.ip);
      return { ok: true as const };
    },
  );

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
        params: MessageIdParams,
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
