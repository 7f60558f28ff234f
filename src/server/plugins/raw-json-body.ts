import type { FastifyInstance } from 'fastify';

/** Webhook bodies are small; a larger one is refused (413) before anything reads it. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * For webhook routes whose signature covers the exact bytes sent: inside the calling
 * (encapsulated) plugin, JSON bodies arrive as the raw Buffer, to be parsed only after the
 * signature check. Routes elsewhere keep the normal JSON parser.
 */
export function keepJsonBodiesRaw(app: FastifyInstance, bodyLimit = WEBHOOK_BODY_LIMIT): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}
