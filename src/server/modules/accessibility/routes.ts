import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedLanguageTags } from '#server/lib/accept-language';
import { copyIn } from '#server/lib/copy-in';
import { LANGUAGES, pickLanguage } from '#shared/i18n/languages';
import { renderAccessibilityPage } from './render-accessibility-page';

/**
 * GET /accessibility: the accessibility statement, rendered by the server in the reader's
 * language (`?lang=`, then Accept-Language, else English). Each language's page is made once,
 * at start: the statement changes only with a release.
 */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { supportEmail } = app.deps.config;
  const pages = new Map(
    LANGUAGES.map((language) => [
      language,
      renderAccessibilityPage(copyIn(language), { language, supportEmail }),
    ]),
  );
  app.get(
    '/accessibility',
    {
      schema: {
        hide: true,
        querystring: z.object({ lang: z.string().max(35).optional() }),
      },
    },
    async (request, reply) => {
      const language = pickLanguage({
        query: request.query.lang,
        preferred: acceptedLanguageTags(request.headers['accept-language']),
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Accept-Language')
        .header('content-language', language)
        .send(pages.get(language));
    },
  );
}
