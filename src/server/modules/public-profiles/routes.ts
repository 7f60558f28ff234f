import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, ProfileKeyParams } from '#shared/schemas/common';
import { PublicProfile } from '#shared/schemas/profiles';
import { AppError } from '#server/lib/app-error';
import { findPublicProfile } from './find-public-profile';
import { buildTag, matchesEtag, profileEtag } from './profile-etag';
import { MESSAGES } from '#shared/messages';

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
      // schema), so the hottest read skips a second validation pass and is only stringified.
      serializerCompiler:
        ({ httpStatus }) =>
        (data) =>
          httpStatus === '304' ? '' : JSON.stringify(data),
    },
    async (request, reply) => {
      const match = await findPublicProfile(deps.database.db, request.params.key);
      if (!match) throw new AppError('NOT_FOUND', MESSAGES.profileNotFound);
      const etag = profileEtag('json', match.version, build);
      reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return match.profile;
    },
  );
}
