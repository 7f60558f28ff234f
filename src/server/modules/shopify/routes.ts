import type { FastifyInstance } from 'fastify';
import { keepJsonBodiesRaw } from '#server/plugins/raw-json-body';
import { ErrorBody } from '#shared/schemas/common';
import { receiveOrderPaid } from './receive-order-paid';

/**
 * Shop webhooks. The signature covers the exact bytes sent, so this plugin keeps JSON bodies
 * raw (a Buffer) and parses them only after the HMAC check.
 */
export async function publicRoutes(app: FastifyInstance) {
  keepJsonBodiesRaw(app);

  app.post(
    '/api/shopify/webhooks/orders-paid',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['shop'],
        hide: false,
        response: { 401: ErrorBody, 400: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const webhookId = header('x-shopify-webhook-id');
      const outcome = await receiveOrderPaid(app.deps, {
        body: request.body,
        hmac: header('x-shopify-hmac-sha256'),
        webhookId,
        shopDomain: header('x-shopify-shop-domain') ?? null,
      });
      if (outcome.kind === 'no-email')
        request.log.warn({ webhookId }, 'paid order without an e-mail: no cards made');
      return outcome.kind === 'processed'
        ? { ok: true, cards: outcome.cardIds.length, invited: outcome.invited }
        : { ok: true, duplicate: outcome.kind === 'duplicate' };
    },
  );
}
