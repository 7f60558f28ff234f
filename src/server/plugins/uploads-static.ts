import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BUCKETS } from '#server/adapters/storage/file-storage';

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
 * The one shape of a public file's address: a public bucket, then one plain name. A private
 * bucket's files (lead-photos) live in the same folder and are never served here, whatever the
 * path's spelling (`%2F`, `..`).
 */
const SERVED_PATH = new RegExp(`^/uploads/(?:${BUCKETS.join('|')})/[A-Za-z0-9][A-Za-z0-9._-]*$`);

function isServed(url: string): boolean {
  try {
    return SERVED_PATH.test(decodeURIComponent(url.split('?')[0] ?? ''));
  } catch {
    return false;
  }
}

/**
 * Serves disk-stored uploads at /uploads/{bucket}/{key}. Names are random and never reused, so
 * they are cached for a year. Only images we re-encoded live here, and the sandbox CSP keeps
 * any file from ever acting as a page.
 */
export default async function uploadsStatic(app: FastifyInstance, options: { root: string }) {
  mkdirSync(options.root, { recursive: true });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(UPLOAD_HEADERS);
    if (!isServed(request.url)) {
      reply.callNotFound();
      return;
    }
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
