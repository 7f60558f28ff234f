import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ROUTES } from '#shared/routes';
import './app.css';
import { AppProviders } from './app/app-providers';
import { setSessionEndedHandler, sessionStore } from './lib/api';
import { watchOwnerLanguage } from './lib/app-language';
import { createQueryClient } from './lib/query-client';
import { initSession, watchOtherTabs } from './lib/session';
import { createRouter, loadMatchedRoutes } from './router';

const queryClient = createQueryClient();
let router: ReturnType<typeof createRouter> | null = null;

// No token → signed out and sent home; a failed refresh → signed out, to /login
// (docs/product.md#web-client).
setSessionEndedHandler((reason) => {
  queryClient.clear();
  sessionStore.setStatus('anonymous', reason);
  void router?.navigate(reason === 'no-token' ? ROUTES.home : ROUTES.login, { replace: true });
});
watchOtherTabs(queryClient);
// The app in the owner's language: a build of another reloads into theirs (decision 074).
watchOwnerLanguage(queryClient);
void initSession(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Renders nothing; tells its caller once React has committed the tree it is part of. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A signed-out screen arrives prerendered (decision 038). A signed-out visitor's app renders
 * what the build rendered, so React hydrates it: the form stays, with anything typed into it.
 * A signed-in visitor's session is still loading (initSession above answers at once only when
 * there is no token), so the app renders afresh: the loading gate, then where the page leads.
 * Resolves once a hydrated page's handlers are in place (the sign-in screen then does what was
 * asked of it before, decision 051).
 */
async function start(root: HTMLElement): Promise<void> {
  const hydrate = root.firstElementChild !== null && sessionStore.getStatus() === 'anonymous';
  if (hydrate) await loadMatchedRoutes(window.location.pathname);
  router = createRouter(queryClient);
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (!hydrate) {
    createRoot(root).render(app);
    return;
  }
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <>
        {app}
        <Committed onCommit={resolve} />
      </>,
    );
  });
}

export const appStarted = start(container);
