import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '#shared/schemas/common';
import { InvalidWebhookError } from '#server/adapters/payments/payment-provider';
import { AppError } from '#server/lib/app-error';
import { keepJsonBodiesRaw } from '#server/plugins/raw-json-body';
import { processBillingEvent } from './process-event';

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
      let event;
      try {
        event = app.deps.payments.parseWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof InvalidWebhookError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      const outcome = await processBillingEvent(app.deps, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
      return { received: true, outcome };
    },
  );
}
