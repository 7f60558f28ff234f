import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ROUTES } from '#shared/routes';
import './app.css';
import { setSessionEndedHandler, sessionStore } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { initSession, watchOtherTabs } from './lib/session';
import { createRouter } from './router';

const queryClient = createQueryClient();
const router = createRouter(queryClient);

// No token → signed out and sent home; a failed refresh → signed out, to /login
// (docs/product.md#web-client).
setSessionEndedHandler((reason) => {
  queryClient.clear();
  sessionStore.setStatus('anonymous', reason);
  void router.navigate(reason === 'no-token' ? ROUTES.home : ROUTES.login, { replace: true });
});
watchOtherTabs(queryClient);
void initSession(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
