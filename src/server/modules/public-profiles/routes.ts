import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { matchesEtag } from '#server/lib/etag';
import { PUBLIC_CACHE_CONTROL } from '#server/lib/public-read-cache';
import { MESSAGES } from '#shared/messages';
import { ErrorBody, ProfileKeyParams } from '#shared/schemas/common';
import { PublicProfile } from '#shared/schemas/profiles';
import { recordView } from '../insights/public';
import { buildTag } from './profile-etag';
import { loadPublicJson } from './public-json';

/** Visitor endpoints: no sign-in. */
export default async function publicProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const build = buildTag(deps.webRoot);

  app.get(
    '/api/card-profiles/public/:key',
    {
      schema: {
        tags: ['public'],
        description: 'A profile by its Connect handle or its uuid.',
        params: ProfileKeyParams,
        response: { 200: PublicProfile, 304: z.null(), 404: ErrorBody },
      },
      // findPublicProfile builds exactly the PublicProfile shape (its tests parse it with the
      // schema), so the hottest read is stringified once, when it is cached, and then sent as is.
      serializerCompiler:
        ({ httpStatus }) =>
        (data) =>
          httpStatus === '304' ? '' : typeof data === 'string' ? data : JSON.stringify(data),
    },
    async (request, reply) => {
      const key = request.params.key.toLowerCase();
      const answer = await loadPublicJson(app, key, build, request.ip);
      if (!answer) throw new AppError('NOT_FOUND', MESSAGES.profileNotFound);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
      // The app's own public route asks with view=1 (the server page counts its views itself).
      const { view } = request.query as { view?: unknown };
      if (view === '1' && answer.cardId !== undefined) recordView(app, request, answer.cardId);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        return reply.code(304).send(null);
      }
      // The PublicProfile serialized when it was cached: sent as it is (see serializerCompiler).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer.body);
    },
  );
}
