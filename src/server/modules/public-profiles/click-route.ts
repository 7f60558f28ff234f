import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, ProfileKeyParams } from '#shared/schemas/common';
import { MESSAGES } from '#shared/messages';
import { AppError } from '#server/lib/app-error';
import { recordClick } from '../insights/public';
import { findPublicProfile } from './find-public-profile';
import { profileLink } from './profile-links';

/**
 * POST /api/card-profiles/public/{key}/click?link=...: browsers post here by themselves when a
 * visitor follows a link of the public page (the links' `ping` attribute, with a `text/ping`
 * body): no script needed, and the navigation never waits for it.
 */
export default async function publicClickRoute(fastify: FastifyInstance) {
  const { deps } = fastify;
  // Only in this route's context: elsewhere text bodies stay refused (415).
  fastify.addContentTypeParser(
    'text/ping',
    { parseAs: 'string', bodyLimit: 64 },
    (_request, _body, done) => done(null, null),
  );
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/api/card-profiles/public/:key/click',
    {
      schema: {
        tags: ['public'],
        description:
          "Counts a click on one of the public profile's links (`link`: a button's uuid or a link field such as linkedInUrl); sent by the page's `ping` links.",
        params: ProfileKeyParams,
        querystring: z.object({ link: z.string().max(64) }),
        response: { 204: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const key = request.params.key.toLowerCase();
      const match = await findPublicProfile(deps.database.db, key);
      if (!match) throw new AppError('NOT_FOUND', MESSAGES.profileNotFound);
      const link = profileLink(match.profile, request.query.link);
      if (!link) throw new AppError('NOT_FOUND', MESSAGES.insightsLinkUnknown);
      recordClick(fastify, request, match.card.id, link);
      return reply.code(204).send(null);
    },
  );
}
