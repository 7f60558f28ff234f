import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { qrFileName } from '#shared/qr/qr-file-name';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import { QrPngQuery, QrStyle, QrStyleBody } from '#shared/schemas/qr-style';
import { toCardConfiguration } from '../cards/public';
import { cardQrFile, type QrFile } from './render-card-qr';
import { saveQrStyle } from './save-qr-style';

const errors = { 400: ErrorBody, 404: ErrorBody };

/**
 * Per owner and format: a 2048 px PNG takes about a second of a core to draw, so one account
 * must not keep the server drawing (decision 032). Ample for downloading every card's code at
 * every size; the cache answers repeats.
 */
export const QR_RENDERS_PER_MINUTE = 60;
const renderGuard = {
  rateLimit: {
    max: QR_RENDERS_PER_MINUTE,
    timeWindow: '1 minute',
    // After the owner scope's sign-in (its hook runs before a route's own), so the owner is known.
    keyGenerator: (request: FastifyRequest) => `owner:${request.owner.user.id}`,
  },
};

/**
 * `attachment` with the product's file name (docs/product.md#qr-codes); `filename*` carries names
 * beyond ASCII (José-Núñez).
 */
function sendAsFile(reply: FastifyReply, qr: QrFile, extension: 'png' | 'svg') {
  const name = qrFileName(toCardConfiguration(qr.card.row), extension);
  const ascii = name.normalize('NFKD').replace(/[^A-Za-z0-9.-]+/g, '');
  return reply
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}

/** The card's QR code: its style, and the code drawn in it as SVG (print) and PNG. */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.put(
    '/api/cards/:id/qr-style',
    {
      schema: {
        tags: ['cards'],
        description:
          'The whole style. Colours must have a contrast of at least 4.5:1, dark dots on light.',
        params: CardIdParams,
        body: QrStyleBody,
        response: { 200: QrStyle, ...errors },
      },
    },
    async (request) =>
      saveQrStyle(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
        style: request.body,
      }),
  );

  app.get(
    '/api/cards/:id/qr.svg',
    {
      config: renderGuard,
      schema: { tags: ['cards'], params: CardIdParams, produces: ['image/svg+xml'] },
    },
    async (request, reply) => {
      const qr = await cardQrFile(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
        format: 'svg',
      });
      return sendAsFile(reply, qr, 'svg').type('image/svg+xml; charset=utf-8').send(qr.body);
    },
  );

  app.get(
    '/api/cards/:id/qr.png',
    {
      config: renderGuard,
      schema: {
        tags: ['cards'],
        params: CardIdParams,
        querystring: QrPngQuery,
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const qr = await cardQrFile(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
        format: 'png',
        pixels: request.query.size,
      });
      return sendAsFile(reply, qr, 'png').type('image/png').send(qr.body);
    },
  );
}
