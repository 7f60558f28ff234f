import type { FastifyInstance } from 'fastify';
import { buildPath, ROUTES } from '#shared/routes';
import { ProfileKeyParams } from '#shared/schemas/common';
import { findPublicProfile } from './find-public-profile';
import { readPageAssets } from './page-assets';
import { buildTag, matchesEtag, profileEtag } from './profile-etag';
import { renderNotFoundPage, renderProfilePage } from './render-profile-page';

/** GET /u/{handle or uuid}: the public profile, rendered on the server. */
export default async function publicProfilePageRoute(app: FastifyInstance) {
  const { config, webRoot } = app.deps;
  const assets = readPageAssets(webRoot, 'public-profile-entry.ts');
  const build = buildTag(webRoot);

  app.get<{ Params: { key: string } }>(
    '/u/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      // The API's own parameter schema: a key it refuses is not found here either.
      const params = ProfileKeyParams.safeParse(request.params);
      const key = request.params.key;
      const match = params.success ? await findPublicProfile(app.deps.database.db, key) : null;
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!match) return reply.code(404).send(renderNotFoundPage(assets));
      // The page shows the key it was opened with, so the key is part of what is validated.
      const etag = profileEtag('html', `${key}|${match.version}`, build);
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const pageUrl = `${config.appUrl}${buildPath(ROUTES.publicProfile, { uuid: key.toLowerCase() === key ? key : key.toLowerCase() })}`;
      return renderProfilePage(
        {
          key,
          profile: match.profile,
          vcardUrl: `${config.appUrl}/api/vcard/${match.card.uuid}/download`,
          shopUrl: config.shopUrl,
        },
        pageUrl,
        assets,
      );
    },
  );
}
