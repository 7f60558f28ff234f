import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COPY } from '#shared/copy';
import type { ValidationIssue } from '#shared/schemas/common';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { AppError } from '../lib/app-error';
import { isDatabaseTimeout, isDatabaseUnavailable } from '../lib/db-errors';
import {
  errorCode,
  errorLanguage,
  rememberFormattedSentences,
  sayAgain,
} from '../lib/error-language';
import { isRedisUnavailable } from '../lib/redis-errors';

/**
 * What a 503 for a database or Redis outage, or a database timeout, asks the client to wait
 * before retrying (ioredis reconnects within about 2 s; a held lock is usually gone by then).
 */
export const RETRY_AFTER_SECONDS = 5;

/** Fastify's own error codes that are the client's fault, with the message we show for each. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: COPY.bodyTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: COPY.invalidJsonBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: COPY.emptyJsonBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: COPY.unsupportedContentType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: COPY.invalidContentLength },
};

/** Zod's issues as field paths (`links.0.url`) and messages, in the order zod found them. */
function validationIssues(error: FastifyError): ValidationIssue[] {
  return (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? COPY.invalidValue,
  }));
}

/**
 * One problem reads as its own message (docs/product.md#wording: it stays exact); several are all
 * named, each after its field: "firstName: Required; email: Please enter a valid email address".
 */
function validationMessage(error: FastifyError, issues: ValidationIssue[]): string {
  const first = error.validation?.[0];
  if (!first) return COPY.invalidRequest;
  if (first.instancePath === '/' && first.keyword === 'invalid_type') {
    return COPY.bodyMustBeObject;
  }
  if (issues.length === 1) return issues[0]!.message;
  return joinedIssues(issues);
}

function joinedIssues(issues: ValidationIssue[]): string {
  return issues.map(({ path, message }) => (path ? `${path}: ${message}` : message)).join('; ');
}

function isErrorBody(
  payload: unknown,
): payload is { message: string; code?: unknown; errors?: unknown } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * Every error body, whoever sent it (this handler, the not-found handler, a route), gains its
 * stable `code`, and its sentences are said in the request's Accept-Language (decision 075):
 * a client matches on `code`, a person reads `message`. SCIM's bodies have no `message` and
 * keep their own format.
 */
function inReadersLanguage(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
  const { message, code, ...rest } = payload;
  const stableCode = typeof code === 'string' ? code : errorCode(message, reply.statusCode);
  const language = errorLanguage(request.headers['accept-language']);
  if (!language || language === 'en') return { code: stableCode, message, ...rest };
  const errors = Array.isArray(rest.errors)
    ? (rest.errors as ValidationIssue[]).map((issue) => ({
        path: issue.path,
        message: sayAgain(issue.message, language),
      }))
    : undefined;
  // Several problems read as one line naming each; it is joined again from the said problems.
  const said =
    errors && errors.length > 1 && message === joinedIssues(rest.errors as ValidationIssue[])
      ? joinedIssues(errors)
      : sayAgain(message, language);
  return { code: stableCode, message: said, ...rest, ...(errors ? { errors } : {}) };
}

/** Errors Fastify's router raises before any route or hook runs, with the message we show. */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  // A path segment longer than Fastify's maxParamLength (100): no id or handle is that long.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: COPY.addressTooLong },
  FST_ERR_BAD_URL: { status: 400, message: COPY.addressInvalid },
};

/**
 * Fastify's `frameworkErrors` option: router errors would otherwise answer Fastify's own body,
 * which echoes the whole path back; they get ours, `{ code, message }`, like every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = ROUTER_ERRORS[error.code] ?? { status: 400, message: COPY.invalidRequest };
  // The router answers before any hook runs: the body gains its code and language here.
  void reply.code(known.status).send(inReadersLanguage(request, reply, { message: known.message }));
}

/**
 * Every error leaves as `{ "code": ..., "message": ... }` with its status. Unexpected errors are
 * logged in full on the server and answered with a fixed sentence: no stack, SQL or secret
 * reaches a client.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    rememberFormattedSentences();
    app.addHook('preSerialization', async (request, reply, payload) =>
      inReadersLanguage(request, reply, payload),
    );
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.status).send({ message: error.message });
      }
      if (error instanceof PaymentProviderError) {
        // Stripe down or refusing: logged for us, a retryable 502 for the client (and webhooks).
        request.log.error({ err: error }, 'payment provider call failed');
        return reply.code(502).send({ message: COPY.paymentProviderUnavailable });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = validationIssues(error);
        // A path parameter that cannot name anything (`/api/cards/abc`) names nothing that
        // exists: the same 404 as an unknown id, with the message its schema gives.
        if (error.validationContext === 'params') {
          return reply.code(404).send({ message: issues[0]?.message ?? COPY.notFound });
        }
        return reply.code(400).send({ message: validationMessage(error, issues), errors: issues });
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send({ message: known.message });
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message || COPY.invalidRequest });
      }
      const unavailable = isDatabaseUnavailable(error)
        ? 'database unavailable'
        : isDatabaseTimeout(error)
          ? 'database timeout'
          : isRedisUnavailable(error)
            ? 'redis unavailable'
            : undefined;
      if (unavailable) {
        // A dependency is down, a lock was held past DATABASE_*_TIMEOUT_MS, or Redis (the limit
        // counters) is away: retryable, not a bug of ours.
        request.log.warn({ err: error }, `request failed: ${unavailable}`);
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ message: COPY.serviceUnavailable });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: COPY.internalError });
    });
  },
  { name: 'error-handler' },
);
