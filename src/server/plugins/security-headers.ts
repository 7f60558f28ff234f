import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. Helmet's middleware builds the
 * same Content-Security-Policy string and a dozen constant headers again on every request (a
 * fifth of the CPU of a cached public answer, decision 019); our policy has no per-request part
 * (no nonces, no functions), so the result is computed here, at start, by running helmet itself.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as never, response, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Sets helmet's headers, computed once from `options`, on every answer. On the reply, not the
 * raw response: Node checks and stores each raw header when it is set and again when the
 * reply's are merged in, a tenth of the CPU of a cached public answer; the reply's headers are
 * checked once, when the answer is written. A route's own value (`reply.header`, or an
 * onRequest hook of its plugin: the uploads' sandbox policy) replaces the global one.
 */
export default fp<{ options: HelmetOptions }>(
  async (app: FastifyInstance, { options }) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
