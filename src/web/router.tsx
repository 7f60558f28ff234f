import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '#shared/routes';
import type { AdminPageName } from './app/admin-area';
import { RootLayout } from './app/root-layout';
import { ErrorPage } from './components/error-page';
import { LoadingGate } from './components/loading-gate';
import { RequireAuth } from './features/auth/components/require-auth';

/**
 * A route's `lazy`: the module `load` imports (a literal `import()`, so Vite gives it a chunk of
 * its own) and its default export as the route's component.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  return () => load().then((module) => ({ Component: module.default }));
}

const adminArea = () => import('./app/admin-area');

/** An operator console page's `lazy` (see app/admin-area.tsx for why it is not `page`). */
function consolePage(name: AdminPageName) {
  return () => adminArea().then((module) => module.adminPage(name));
}

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
      { path: ROUTES.login, lazy: page(() => import('./features/auth/pages/login-page')) },
      { path: ROUTES.logout, lazy: page(() => import('./features/auth/pages/logout-page')) },
      {
        path: ROUTES.ssoComplete,
        lazy: page(() => import('./features/auth/pages/sso-complete-page')),
      },
      {
        path: ROUTES.createAccount,
        lazy: page(() => import('./features/accounts/pages/create-account-page')),
      },
      {
        path: ROUTES.createAccountNotification,
        lazy: page(() => import('./features/accounts/pages/verify-notice-page')),
      },
      {
        path: ROUTES.forgotPassword,
        lazy: page(() => import('./features/accounts/pages/forgot-password-page')),
      },
      {
        path: ROUTES.passwordReset,
        lazy: page(() => import('./features/accounts/pages/reset-password-page')),
      },
      {
        path: ROUTES.joinTeam,
        lazy: page(() => import('./features/teams/pages/join-team-page')),
      },
      {
        path: ROUTES.confirmEmail,
        lazy: page(() => import('./features/accounts/pages/confirm-email-page')),
      },
      {
        path: ROUTES.publicProfile,
        lazy: page(() => import('./features/public-profile/pages/public-profile-page')),
      },
      {
        // Outside the sign-in guard: offline it shows the code this browser kept (and sends a
        // signed-out visitor with nothing kept to the login itself).
        path: ROUTES.cardShare,
        lazy: page(() => import('./features/cards/pages/share-screen-page')),
      },
      // Its own guard: offline it opens as the owner whose session the device keeps.
      { path: ROUTES.capture, lazy: page(() => import('./app/routes/capture-page')) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('./app/signed-in-layout')),
            errorElement: <ErrorPage />,
            children: [
              { path: ROUTES.home, lazy: page(() => import('./app/routes/home-page')) },
              {
                path: ROUTES.cardEdit,
                lazy: page(() => import('./features/cards/pages/card-detail-page')),
              },
              {
                path: ROUTES.cardProfileEdit,
                lazy: page(() => import('./features/cards/pages/profile-editor-page')),
              },
              {
                path: ROUTES.cardInsights,
                lazy: page(() => import('./features/cards/pages/card-insights-page')),
              },
              {
                path: ROUTES.cardEmailSignature,
                lazy: page(() => import('./features/cards/pages/email-signature-page')),
              },
              {
                path: ROUTES.messages,
                lazy: page(() => import('./features/leads/pages/leads-page')),
              },
              {
                path: ROUTES.integrations,
                lazy: page(() => import('./features/integrations/pages/integrations-page')),
              },
              {
                path: ROUTES.subscribe,
                lazy: page(() => import('./features/subscribe/pages/upgrade-page')),
              },
              {
                path: ROUTES.subscribeConfirmation,
                lazy: page(
                  () => import('./features/subscribe/pages/subscription-confirmation-page'),
                ),
              },
              {
                path: ROUTES.billingPortal,
                lazy: page(() => import('./features/settings/pages/billing-portal-page')),
              },
              // The Team area: its own chunks, fetched when a Team screen opens.
              {
                path: ROUTES.team,
                lazy: page(() => import('./features/teams/pages/team-members-page')),
              },
              {
                path: ROUTES.teamDepartments,
                lazy: page(() => import('./features/teams/pages/team-departments-page')),
              },
              {
                path: ROUTES.teamCards,
                lazy: page(() => import('./features/teams/pages/team-cards-page')),
              },
              {
                path: ROUTES.teamTemplate,
                lazy: page(() => import('./features/teams/pages/team-template-page')),
              },
              {
                path: ROUTES.teamDepartmentTemplate,
                lazy: page(() => import('./features/teams/pages/department-template-page')),
              },
              {
                path: ROUTES.teamInsights,
                lazy: page(() => import('./features/teams/pages/team-insights-page')),
              },
              {
                path: ROUTES.teamLeads,
                lazy: page(() => import('./app/routes/team-leads-page')),
              },
              {
                // In the Leads tab's module: a module of its own would add its preload list to
                // every first load (bundle-size.test.ts), and events are set up to file leads.
                path: ROUTES.teamEvents,
                lazy: () =>
                  import('./app/routes/team-leads-page').then((module) => ({
                    Component: module.TeamEventsPage,
                  })),
              },
              {
                path: ROUTES.teamIntegrations,
                lazy: page(() => import('./app/routes/team-integrations-page')),
              },
              {
                path: ROUTES.teamBilling,
                lazy: page(() => import('./app/routes/team-billing-page')),
              },
              {
                path: ROUTES.teamSignIn,
                lazy: page(() => import('./features/teams/pages/team-sign-in-page')),
              },
              {
                path: ROUTES.teamAudit,
                lazy: page(() => import('./features/teams/pages/team-audit-page')),
              },
              {
                path: ROUTES.teamChangeRequests,
                lazy: page(() => import('./features/teams/pages/team-change-requests-page')),
              },
              {
                path: ROUTES.profile,
                lazy: page(() => import('./features/settings/pages/settings-page')),
              },
              {
                path: ROUTES.settings,
                lazy: page(() => import('./features/settings/pages/settings-page')),
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
                  { index: true, lazy: consolePage('overview') },
                  { path: ROUTES.adminAccounts, lazy: consolePage('accounts') },
                  { path: ROUTES.adminAccount, lazy: consolePage('account') },
                  { path: ROUTES.adminTeam, lazy: consolePage('team') },
                  { path: ROUTES.adminMail, lazy: consolePage('mail') },
                  { path: ROUTES.adminAudit, lazy: consolePage('audit') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

let queryClient: QueryClient | null = null;

/** The app's query client, for loaders that read the cache (the admin gate). */
function routerQueryClient(): QueryClient {
  if (!queryClient) throw new Error('createRouter(queryClient) has not run');
  return queryClient;
}

/**
 * Loads the code of every route `pathname` matches and makes it part of the route, so the first
 * render is the page itself: a prerendered page must hydrate to the same markup, not to the
 * loading gate React Router shows while a lazy route loads (decision 038).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

export function createRouter(client: QueryClient) {
  queryClient = client;
  return createBrowserRouter(routes);
}
