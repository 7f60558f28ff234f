import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebAppConfig } from '#shared/app-config';
import { APP_CONFIG_ELEMENT_ID } from '#shared/app-config';
import { COPY } from '#shared/copy';
import { LANGUAGE_COOKIE } from '#shared/i18n/app-language';
import { LANGUAGES, pickLanguage, type Language } from '#shared/i18n/languages';
import { PRERENDERED_PAGES } from '#shared/prerendered-pages';
import { ROUTES } from '#shared/routes';
import { CRM_PROVIDERS } from '#shared/schemas/integrations';
import { acceptedLanguageTags } from '../lib/accept-language';
import { cookieValue } from '../lib/cookies';
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

/** One language's build of the app (scripts/build-web.ts): its shell and prerendered screens. */
interface LanguagePages {
  indexHtml: string;
  prerendered: Array<{ pattern: RegExp; html: string }>;
}

/** Where a language's pages are in the built web root: English at the top, `de/`, `pt-br/`... */
function languageRoot(webRoot: string, language: Language): string {
  return language === 'en' ? webRoot : path.join(webRoot, language.toLowerCase());
}

/**
 * The language of the page a request gets (decision 074): a signed-out screen's `?lang=`, then
 * the app's cookie (the owner's choice, set by the app), then Accept-Language, else English. An
 * app screen ignores `?lang=`: the app follows the owner's own choice, and a link's would make
 * it reload in a loop.
 */
function requestLanguage(request: FastifyRequest, signedOutScreen: boolean): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const cookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return pickLanguage({
    query: signedOutScreen ? query?.lang : undefined,
    preferred: [
      ...(cookie ? [cookie] : []),
      ...acceptedLanguageTags(request.headers['accept-language']),
    ],
  });
}

/** A language's pages, each with the runtime config; null when the build has no such language. */
function readLanguagePages(root: string, config: WebAppConfig): LanguagePages | null {
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return null;
  const prerendered: LanguagePages['prerendered'] = [];
  for (const page of PRERENDERED_PAGES) {
    const file = path.join(root, page.file);
    // A build without them (vite alone) still serves every screen from index.html.
    if (!existsSync(file)) continue;
    const html = renderIndexHtml(readFileSync(file, 'utf8'), config);
    prerendered.push({ pattern: routePattern(page.route), html });
  }
  return { indexHtml: renderIndexHtml(readFileSync(index, 'utf8'), config), prerendered };
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
 * the build prerendered gets its own page instead. Each page is the build of the request's
 * language (requestLanguage; `Vary: Cookie, Accept-Language`). Unknown paths get the
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
    /** Each language's shell and prerendered signed-out screens (decision 038), by route. */
    const pages = new Map<Language, LanguagePages>();
    if (options.webRoot) {
      const { webRoot } = options;
      for (const language of LANGUAGES) {
        const built = readLanguagePages(languageRoot(webRoot, language), webConfig);
        if (built) pages.set(language, built);
      }
      if (!pages.has('en')) throw new Error(`${webRoot} has no index.html`);
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

    const sendPage = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(html);

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const english = pages.get('en');
      if (!pathname.startsWith('/api/') && wantsPage && english) {
        const signedOutScreen = english.prerendered.some(({ pattern }) => pattern.test(pathname));
        const built = pages.get(requestLanguage(request, signedOutScreen)) ?? english;
        const page = built.prerendered.find(({ pattern }) => pattern.test(pathname));
        if (page) return sendPage(reply, 200, page.html);
        return sendPage(reply, isAppRoute(pathname) ? 200 : 404, built.indexHtml);
      }
      return reply.code(404).send({ message: COPY.notFound });
    });
  },
  { name: 'web-app', dependencies: ['deps'] },
);
