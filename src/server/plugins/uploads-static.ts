import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Set on the reply after the global security headers (this plugin's hook runs after the
 * app's), so they replace them: a header set on the raw response would lose to the reply's.
 */
const UPLOAD_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
  // Public images that mail clients and webmail show from their own origins (the e-mail
  // signature's photo): helmet's same-origin resource policy would block them there.
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * Serves disk-stored uploads at /uploads/{bucket}/{key}. Names are random and never reused, so
 * they are cached for a year. Only images we re-encoded live here, and the sandbox CSP keeps
 * any file from ever acting as a page.
 */
export default async function uploadsStatic(app: FastifyInstance, options: { root: string }) {
  mkdirSync(options.root, { recursive: true });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(UPLOAD_HEADERS);
    done();
  });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Our own cache-control below, not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });
}
