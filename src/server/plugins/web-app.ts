import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { WebAppConfig } from '#shared/app-config';
import { APP_CONFIG_ELEMENT_ID } from '#shared/app-config';
import { COPY } from '#shared/copy';
import { PRERENDERED_PAGES } from '#shared/prerendered-pages';
import { ROUTES } from '#shared/routes';
import { CRM_PROVIDERS } from '#shared/schemas/integrations';
import { serializeForHtml } from '../lib/html';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVICE_WORKER_FILE = 'sw.js';

/** A route of ROUTES as a regular expression over a path (`:param` is one segment). */
function routePattern(route: string): RegExp {
  return new RegExp(`^${route.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`);
}

/** The SPA's route patterns, so unknown paths can answer 404. */
const routePatterns = Object.values(ROUTES).map(routePattern);

export function isAppRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}

function renderIndexHtml(template: string, config: WebAppConfig): string {
  const block = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${serializeForHtml(config)}</script>`;
  const marker = /<script type="application\/json" id="app-config">[^<]*<\/script>/;
  if (!marker.test(template)) throw new Error('index.html lacks the app-config data block');
  return template.replace(marker, () => block);
}

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, and index.html
 * (never cached) for every app route, with the runtime config filled in; a signed-out screen
 * the build prerendered gets its own page instead. Unknown paths get the
 * same page with status 404, so the app shows its 'Oops!' screen and crawlers see a 404.
 * Unknown /api paths answer JSON. Production never serves a source map (`.map`).
 */
export default fp(
  async function webApp(app: FastifyInstance, options: { webRoot: string | undefined }) {
    const { config } = app.deps;
    const webConfig: WebAppConfig = {
      appUrl: config.appUrl,
      shopUrl: config.shopUrl,
      supportEmail: config.supportEmail,
      inactivityTimeoutSeconds: config.inactivity.timeoutSeconds,
      inactivityWarningSeconds: config.inactivity.warningSeconds,
      payments: app.deps.payments.webConfig,
      // The card page offers a wallet button only for a wallet this server can sign passes for.
      wallets: {
        apple: config.appleWallet !== undefined,
        google: config.googleWallet !== undefined,
      },
      crms: CRM_PROVIDERS.filter((provider) => config.crms[provider] !== undefined),
    };
    let indexHtml: string | undefined;
    /** The prerendered signed-out screens the build wrote (decision 038), by route. */
    const prerendered: Array<{ pattern: RegExp; html: string }> = [];
    if (options.webRoot) {
      const { webRoot } = options;
      const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
      indexHtml = renderIndexHtml(template, webConfig);
      for (const page of PRERENDERED_PAGES) {
        const file = path.join(webRoot, page.file);
        // A build without them (vite alone) still serves every screen from index.html.
        if (!existsSync(file)) continue;
        const html = renderIndexHtml(readFileSync(file, 'utf8'), webConfig);
        prerendered.push({ pattern: routePattern(page.route), html });
      }
      await app.register(fastifyStatic, {
        root: options.webRoot,
        index: false,
        // Our own cache-control below, not the plugin's default max-age=0.
        cacheControl: false,
        // `npm run build` writes .br/.gz beside each asset; no compression per request.
        preCompressed: true,
        wildcard: false,
        // The build's source maps carry the sources; in production they stay on the server, for
        // error reporting, and a request for one is the not-found page.
        allowedPath: (pathname) => !(config.isProduction && pathname.endsWith('.map')),
        setHeaders(res, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          // The service worker is checked on every visit so a new release takes over at once.
          const isServiceWorker = path.basename(filePath) === SERVICE_WORKER_FILE;
          res.setHeader(
            'cache-control',
            isHashedAsset ? IMMUTABLE : isServiceWorker ? 'no-cache' : 'public, max-age=3600',
          );
        },
      });
    }

    const sendPage = (reply: FastifyReply, status: number, html: string | undefined) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!pathname.startsWith('/api/') && wantsPage && indexHtml) {
        const page = prerendered.find(({ pattern }) => pattern.test(pathname));
        if (page) return sendPage(reply, 200, page.html);
        return sendPage(reply, isAppRoute(pathname) ? 200 : 404, indexHtml);
      }
      return reply.code(404).send({ message: COPY.notFound });
    });
  },
  { name: 'web-app', dependencies: ['deps'] },
);
