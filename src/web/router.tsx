import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '#shared/routes';
import { RootLayout } from './app/root-layout';
import { ErrorPage } from './components/error-page';
import { LoadingGate } from './components/loading-gate';
import { RequireAuth } from './features/auth/components/require-auth';

/**
 * Route modules load lazily so the first screen downloads only what it shows: the signed-in
 * layout too (its drawer and menus bring @headlessui/react and floating-ui), so the sign-in
 * screens never load it. The loading gate stands in while the first route's code arrives.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingGate />,
    children: [
      {
        path: ROUTES.login,
        lazy: () =>
          import('./features/auth/pages/login-page').then((m) => ({ Component: m.default })),
      },
      {
        path: ROUTES.logout,
        lazy: () =>
          import('./features/auth/pages/logout-page').then((m) => ({ Component: m.default })),
      },
      {
        path: ROUTES.createAccount,
        lazy: () =>
          import('./features/accounts/pages/create-account-page').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: ROUTES.createAccountNotification,
        lazy: () =>
          import('./features/accounts/pages/verify-notice-page').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: ROUTES.forgotPassword,
        lazy: () =>
          import('./features/accounts/pages/forgot-password-page').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: ROUTES.passwordReset,
        lazy: () =>
          import('./features/accounts/pages/reset-password-page').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: ROUTES.confirmEmail,
        lazy: () =>
          import('./features/accounts/pages/confirm-email-page').then((m) => ({
            Component: m.default,
          })),
      },
      {
        path: ROUTES.publicProfile,
        lazy: () =>
          import('./features/public-profile/pages/public-profile-page').then((m) => ({
            Component: m.default,
          })),
      },
      {
        // Outside the sign-in guard: offline it shows the code this browser kept (and sends a
        // signed-out visitor with nothing kept to the login itself).
        path: ROUTES.cardShare,
        lazy: () =>
          import('./features/cards/pages/share-screen-page').then((m) => ({
            Component: m.default,
          })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () =>
              import('./app/signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
            errorElement: <ErrorPage />,
            children: [
              {
                path: ROUTES.home,
                lazy: () =>
                  import('./features/cards/pages/home-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.cardEdit,
                lazy: () =>
                  import('./features/cards/pages/card-detail-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.cardProfileEdit,
                lazy: () =>
                  import('./features/cards/pages/profile-editor-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.cardInsights,
                lazy: () =>
                  import('./features/cards/pages/card-insights-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.cardEmailSignature,
                lazy: () =>
                  import('./features/cards/pages/email-signature-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.messages,
                lazy: () =>
                  import('./features/messages/pages/messages-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.subscribe,
                lazy: () =>
                  import('./features/subscribe/pages/upgrade-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.subscribeConfirmation,
                lazy: () =>
                  import('./features/subscribe/pages/subscription-confirmation-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.billingPortal,
                lazy: () =>
                  import('./features/settings/pages/billing-portal-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.profile,
                lazy: () =>
                  import('./features/settings/pages/settings-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                path: ROUTES.settings,
                lazy: () =>
                  import('./features/settings/pages/settings-page').then((m) => ({
                    Component: m.default,
                  })),
              },
              {
                // The operator console: admins only, its code fetched only once the loader
                // has seen an admin (see app/admin-area.tsx); owners get the 403 'Oops!' screen.
                // The gate itself is a small chunk of its own, off the first load.
                path: ROUTES.admin,
                lazy: () =>
                  adminArea().then((m) => ({
                    loader: m.adminLoader(routerQueryClient),
                    Component: m.AdminArea,
                  })),
                children: [
                  { index: true, lazy: () => adminArea().then((m) => m.adminPage('overview')) },
                  {
                    path: ROUTES.adminAccounts,
                    lazy: () => adminArea().then((m) => m.adminPage('accounts')),
                  },
                  {
                    path: ROUTES.adminAccount,
                    lazy: () => adminArea().then((m) => m.adminPage('account')),
                  },
                  {
                    path: ROUTES.adminMail,
                    lazy: () => adminArea().then((m) => m.adminPage('mail')),
                  },
                  {
                    path: ROUTES.adminAudit,
                    lazy: () => adminArea().then((m) => m.adminPage('audit')),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

const adminArea = () => import('./app/admin-area');

let queryClient: QueryClient | null = null;

/** The app's query client, for loaders that read the cache (the admin gate). */
function routerQueryClient(): QueryClient {
  if (!queryClient) throw new Error('createRouter(queryClient) has not run');
  return queryClient;
}

export function createRouter(client: QueryClient) {
  queryClient = client;
  return createBrowserRouter(routes);
}
