import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { isRedisUnavailable } from '../lib/redis-errors';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again.';
/** A Redis reconnect takes a second or two (ioredis retries every ≤ 2 s). */
export const REDIS_RETRY_AFTER_SECONDS = 5;
export const PAYMENT_PROVIDER_MESSAGE =
  'The payment provider is not available right now. Please try again in a moment.';

/** Fastify's own error codes that are the client's fault, with the message we show for each. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
};

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  if (first.instancePath === '/' && first.keyword === 'invalid_type') {
    return 'Request body must be a JSON object';
  }
  return first.message ?? 'Invalid request';
}

/**
 * Every error leaves as `{ "message": ... }` with its status. Unexpected errors are logged in
 * full on the server and answered with a fixed sentence: no stack, SQL or secret reaches a client.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.status).send({ message: error.message });
      }
      if (error instanceof PaymentProviderError) {
        // Stripe down or refusing: logged for us, a retryable 502 for the client (and webhooks).
        request.log.error({ err: error }, 'payment provider call failed');
        return reply.code(502).send({ message: PAYMENT_PROVIDER_MESSAGE });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ message: validationMessage(error) });
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send({ message: known.message });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message || 'Invalid request' });
      }
      if (isDatabaseUnavailable(error)) {
        // The database is down or the connection dropped: retryable, not a bug of ours.
        request.log.warn({ err: error }, 'request failed: database unavailable');
        return reply.code(503).send({ message: UNAVAILABLE_MESSAGE });
      }
      if (isRedisUnavailable(error)) {
        // Redis (limiter counters) is away: ioredis reconnects; tell the client when to retry.
        request.log.warn({ err: error }, 'request failed: redis unavailable');
        reply.header('retry-after', String(REDIS_RETRY_AFTER_SECONDS));
        return reply.code(503).send({ message: UNAVAILABLE_MESSAGE });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: INTERNAL_MESSAGE });
    });
  },
  { name: 'error-handler' },
);
