import type { FastifyInstance } from 'fastify';
import { buildPath, ROUTES } from '#shared/routes';
import { ProfileKeyParams } from '#shared/schemas/common';
import { cardTags, PUBLIC_CACHE_CONTROL } from '#server/lib/public-read-cache';
import { findPublicProfile } from './find-public-profile';
import { readPageAssets } from './page-assets';
import { matchesEtag } from '#server/lib/etag';
import { buildTag, profileEtag } from './profile-etag';
import { renderNotFoundPage, renderProfilePage } from './render-profile-page';
import { recordView } from '../insights/public';

/** GET /u/{handle or uuid}: the public profile, rendered on the server and kept in memory. */
export default async function publicProfilePageRoute(app: FastifyInstance) {
  const { config, webRoot } = app.deps;
  const assets = readPageAssets(webRoot, 'public-profile-entry.ts');
  const build = buildTag(webRoot);
  const notFoundPage = renderNotFoundPage(assets);

  app.get<{ Params: { key: string } }>(
    '/u/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      // The API's own parameter schema: a key it refuses is not found here either.
      const params = ProfileKeyParams.safeParse(request.params);
      // Handles and uuids are looked up in lower case: one entry (and one page) for any spelling.
      const key = request.params.key.toLowerCase();
      const answer = !params.success
        ? null
        : await app.publicCache.load(`html:${key}`, async () => {
            const match = await findPublicProfile(app.deps.database.db, key);
            if (!match) return null;
            const pageUrl = `${config.appUrl}${buildPath(ROUTES.publicProfile, { uuid: key })}`;
            const data = {
              key,
              profile: match.profile,
              vcardUrl: `${config.appUrl}/api/vcard/${match.card.uuid}/download`,
              shopUrl: config.shopUrl,
            };
            return {
              body: renderProfilePage(data, pageUrl, assets),
              // The page shows the key it was opened with, so the key is part of what is validated.
              etag: profileEtag('html', `${key}|${match.version}`, build),
              tags: cardTags(match.card),
              cardId: match.card.id,
            };
          });
      reply.type('text/html; charset=utf-8');
      if (!answer) return reply.code(404).header('cache-control', 'no-cache').send(notFoundPage);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
      if (answer.cardId !== undefined) recordView(app, request, answer.cardId);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.send(answer.body);
    },
  );
}
