import type { FastifyInstance } from 'fastify';
import { keepJsonBodiesRaw } from '#server/plugins/raw-json-body';
import { ErrorBody } from '#shared/schemas/common';
import { receiveBillingEvent } from './receive-billing-event';

/**
 * POST /api/stripe/webhook. The signature covers the exact bytes sent, so this plugin keeps
 * JSON bodies raw and the provider verifies them before anything is parsed or changed.
 */
export default async function billingWebhookRoute(app: FastifyInstance) {
  keepJsonBodiesRaw(app);

  app.post(
    '/api/stripe/webhook',
    { schema: { tags: ['billing'], response: { 400: ErrorBody, 502: ErrorBody } } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { event, outcome } = await receiveBillingEvent(app.deps, {
        raw,
        signature: typeof signature === 'string' ? signature : undefined,
        log: request.log,
      });
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
      return { received: true, outcome };
    },
  );
}
