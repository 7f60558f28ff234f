import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, ProfileKeyParams } from '#shared/schemas/common';
import { countLinkClick } from './count-link-click';
import { buildTag } from './profile-etag';

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
      await countLinkClick(fastify, request, {
        key: request.params.key.toLowerCase(),
        linkId: request.query.link,
        build,
      });
      return reply.code(204).send(null);
    },
  );
}
