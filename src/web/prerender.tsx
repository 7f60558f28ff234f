import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { sessionStore } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { loadMatchedRoutes, routes } from './router';

/**
 * The markup of a signed-out screen at `pathname`, rendered at build time by
 * scripts/prerender.mjs (decision 038) with the providers the browser uses, for a visitor who is
 * signed out. No hydration data: these screens have no loaders, and the page's CSP allows no
 * inline script.
 */
export async function renderPage(pathname: string): Promise<string> {
  sessionStore.setStatus('anonymous');
  await loadMatchedRoutes(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    // A page's queries (the reset link's check) would each keep a 5-minute cache timer, and the
    // build's process alive for those 5 minutes.
    queryClient.clear();
  }
}

export { PRERENDERED_PAGES, prerenderPath } from '#shared/prerendered-pages';
