import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '#shared/schemas/common';
import { AppError } from '#server/lib/app-error';
import { keepJsonBodiesRaw } from '#server/plugins/raw-json-body';
import { handleOrderPaid, ShopifyOrderPaid } from './order-paid';
import { isValidShopifyHmac } from './verify-webhook-hmac';
import { MESSAGES, unexpectedOrderShapeMessage } from '#shared/messages';

/**
 * Shop webhooks. The signature covers the exact bytes sent, so this plugin keeps JSON bodies
 * raw (a Buffer) and parses them only after the HMAC check.
 */
export default async function shopifyRoutes(app: FastifyInstance) {
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
      const secret = app.deps.config.shopifyWebhookSecret;
      if (!secret) {
        throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.shopWebhooksNotConfigured);
      }
      const raw = request.body;
      const hmac = request.headers['x-shopify-hmac-sha256'];
      if (
        !Buffer.isBuffer(raw) ||
        !isValidShopifyHmac(raw, typeof hmac === 'string' ? hmac : undefined, secret)
      ) {
        throw new AppError('UNAUTHORIZED', MESSAGES.invalidWebhookSignature);
      }
      const webhookId = request.headers['x-shopify-webhook-id'];
      if (typeof webhookId !== 'string' || !webhookId.trim() || webhookId.length > 200) {
        throw new AppError('BAD_REQUEST', MESSAGES.missingShopifyWebhookId);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST', MESSAGES.invalidJsonBody);
      }
      const order = ShopifyOrderPaid.safeParse(json);
      if (!order.success) {
        throw new AppError(
          'BAD_REQUEST',
          unexpectedOrderShapeMessage(order.error.issues[0]?.message ?? ''),
        );
      }
      const shop = request.headers['x-shopify-shop-domain'];
      const outcome = await handleOrderPaid(app.deps, {
        webhook: { id: webhookId.trim(), shopDomain: typeof shop === 'string' ? shop : null },
        order: order.data,
      });
      if (outcome.kind === 'no-email')
        request.log.warn({ webhookId }, 'paid order without an e-mail: no cards made');
      return outcome.kind === 'processed'
        ? { ok: true, cards: outcome.cardIds.length, invited: outcome.invited }
        : { ok: true, duplicate: outcome.kind === 'duplicate' };
    },
  );
}
