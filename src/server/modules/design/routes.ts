import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesEtag, weakEtag } from '#server/lib/etag';
import { DESIGN_PRESETS } from '#shared/design/presets';
import { DesignPreset, type DesignPresetAnswer } from '#shared/schemas/profile-design';
import { fontCatalogue } from './font-files';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
/** The presets and the faces change only with a release: a day, then revalidated by ETag. */
const DAY = 'public, max-age=86400';

/**
 * The profile designs' public parts: the presets (GET /api/design-presets), the fonts' files
 * from this origin, and every font's @font-face rules for the editor's font list.
 */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const presets: DesignPresetAnswer[] = DESIGN_PRESETS.map((preset) => ({ ...preset }));
  const presetsTag = weakEtag(JSON.stringify(presets));

  app.get(
    '/api/design-presets',
    {
      schema: {
        tags: ['public'],
        description:
          'The named designs of a Connect profile: each one’s colours, font and button style.',
        response: { 200: z.array(DesignPreset), 304: z.null() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', DAY).header('etag', presetsTag);
      if (matchesEtag(request.headers['if-none-match'], presetsTag)) {
        return reply.code(304).send(null);
      }
      return presets;
    },
  );

  app.get('/fonts/faces.css', { schema: { hide: true } }, async (request, reply) => {
    const css = fontCatalogue().allFaces;
    const tag = weakEtag(css);
    reply.header('cache-control', DAY).header('etag', tag);
    if (matchesEtag(request.headers['if-none-match'], tag)) return reply.code(304).send();
    return reply.type('text/css; charset=utf-8').send(css);
  });

  app.get<{ Params: { file: string } }>(
    '/fonts/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = fontCatalogue().files.get(request.params.file);
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', YEAR_IMMUTABLE).type('font/woff2').send(file.bytes);
    },
  );
}
