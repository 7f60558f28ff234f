import { z } from 'zod';
import { parseTrustProxy } from '#server/lib/trust-proxy';
import { bool, NODE_ENV } from './fields';

/** Where the server listens, under which address, behind which proxies, with which timeouts. */
export const HttpSettings = z
  .object({
    NODE_ENV,
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url().optional(),
    TRUST_PROXY: z
      .string()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'problem' in parsed) {
          context.addIssue({ code: 'custom', message: parsed.problem });
          return z.NEVER;
        }
        return parsed;
      })
      .default(false),
    HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
    API_DOCS: bool.optional(),
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_SECONDS <= env.HTTP_REQUEST_TIMEOUT_SECONDS, {
    path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
  })
  .transform((env) => ({
    host: env.HOST,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs. */
    trustProxy: env.TRUST_PROXY,
    /** Node/Fastify HTTP server timeouts, in milliseconds. */
    http: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    /** /api/docs and /api/docs/json are served. */
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
  }));
