import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorCode } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/** Every SCIM answer's media type (RFC 7644 3.1). */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 3.12's `scimType` values this service answers. */
export type ScimType =
  | 'invalidFilter'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget';

/** An AppError with SCIM's `scimType`: the SCIM scope answers it in SCIM's error form. */
export class ScimError extends AppError {
  constructor(
    code: AppErrorCode,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(code, message);
  }
}

/** SCIM's error body (RFC 7644 3.12): `status` is a string there. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

/** What a team service's refusal is in SCIM: a 400 is a value the directory sent. */
function scimTypeOf(error: AppError): ScimType | undefined {
  if (error instanceof ScimError) return error.scimType;
  return error.status === 400 ? 'invalidValue' : undefined;
}

/** The SCIM scope's error handler: every error in SCIM's form and media type. */
export function scimErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  void reply.type(SCIM_MEDIA_TYPE);
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply
      .code(error.status)
      .send(scimErrorBody(error.status, error.message, scimTypeOf(error)));
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return reply.code(400).send(scimErrorBody(400, COPY.scimInvalidSyntax, 'invalidSyntax'));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send(scimErrorBody(413, COPY.bodyTooLarge));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return reply.code(415).send(scimErrorBody(415, COPY.unsupportedContentType));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(scimErrorBody(status, COPY.invalidRequest));
  }
  request.log.error({ err: error }, 'SCIM request failed');
  return reply.code(500).send(scimErrorBody(500, COPY.internalError));
}
