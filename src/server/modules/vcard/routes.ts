import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error';
import { matchesEtag } from '#server/lib/etag';
import { askedLanguage, languageKey, varyWith } from '#server/lib/public-language';
import { PUBLIC_CACHE_CONTROL } from '#server/lib/public-read-cache';
import { COPY } from '#shared/copy';
import { ContactUuidParams } from '#shared/schemas/common';
import { recordSave } from '../insights/public';
import { readCardVCard } from './read-card-vcard';

/** GET /api/vcard/{uuid}/download[?action=vcf]: the card's contact file, for anyone. */
export async function publicRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vcard/:uuid/download',
    {
      schema: {
        tags: ['cards'],
        description:
          "The contact file (vCard 3.0) of a card, by its uuid; its labels in `lang` (one of the nine languages), else Accept-Language's, else the page's own language.",
        params: ContactUuidParams,
      },
    },
    async (request, reply) => {
      const uuid = request.params.uuid.toLowerCase();
      const { lang } = request.query as { lang?: unknown };
      const asked = askedLanguage(lang, request.headers['accept-language']);
      const answer = await app.publicCache
        .for(request.ip)
        .load(languageKey(`vcard:${uuid}`, asked), () => readCardVCard(app.deps, { uuid, asked }));
      if (!answer) throw new AppError('NOT_FOUND', COPY.contactNotFound);
      if (answer.cardId !== undefined) recordSave(app, request, answer.cardId);
      reply
        .header('vary', varyWith(reply.getHeader('vary'), 'Accept-Language'))
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('etag', answer.etag)
        .header('content-disposition', `attachment; filename="${answer.fileName}"`);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.header('content-type', 'text/vcard; charset=utf-8').send(answer.body);
    },
  );
}
