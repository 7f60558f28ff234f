import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, ProfileKeyParams } from '#shared/schemas/common';
import { MESSAGES } from '#shared/messages';
import { AppError } from '#server/lib/app-error';
import { recordClick } from '../insights/public';
import type { PublicProfile } from '#shared/schemas/profiles';
import { buildTag } from './profile-etag';
import { profileLink } from './profile-links';
import { loadPublicJson } from './public-json';

/**
 * POST /api/card-profiles/public/{key}/click?link=...: browsers post here by themselves when a
 * visitor follows a link of the public page (the links' `ping` attribute, with a `text/ping`
 * body): no script needed, and the navigation never waits for it.
 */
export default async function publicClickRoute(fastify: FastifyInstance) {
  const build = buildTag(fastify.deps.webRoot);
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
      const answer = await loadPublicJson(
        fastify,
        request.params.key.toLowerCase(),
        build,
        request.ip,
      );
      if (!answer || answer.cardId === undefined) {
        throw new AppError('NOT_FOUND', MESSAGES.profileNotFound);
      }
      // The profile as the page showed it: the link's URL and label come from here.
      const link = profileLink(
        JSON.parse(answer.body.toString()) as PublicProfile,
        request.query.link,
      );
      if (!link) throw new AppError('NOT_FOUND', MESSAGES.insightsLinkUnknown);
      recordClick(fastify, request, answer.cardId, link);
      return reply.code(204).send(null);
    },
  );
}
