import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { data, Outlet } from 'react-router';
import { COPY } from '#shared/copy';
import { LoadingLine } from '../components/ui/query-state';
import { tokenStore } from '../lib/api';
import { SessionEndedError } from '../lib/api-client';
import { currentUserQueryOptions } from '../lib/current-user';

/**
 * The operator console's gate (a small chunk of its own; the router loads it for /admin).
 * Owners must never download the console, so the role check is a loader, run on every
 * navigation into /admin, and the pages are React.lazy components, whose import starts only when
 * they render, which happens only after the loader let an admin in. Deciding by role in a route
 * `lazy` would not do: React Router starts child routes' `lazy` alongside the loaders, and keeps
 * its answer for the rest of the page's life, whoever signs in next.
 */
export function adminLoader(getQueryClient: () => QueryClient) {
  return async () => {
    // Signed out: the sign-in guard above sends the visitor to Login and renders nothing here.
    if (!tokenStore.get()) return null;
    const user = await getQueryClient()
      .fetchQuery(currentUserQueryOptions())
      .catch((error: unknown) => {
        // The session ended on the way: the app is already on its way to Login.
        if (error instanceof SessionEndedError) return null;
        throw error;
      });
    if (user && user.role !== 'admin') {
      throw data(COPY.adminsOnly, { status: 403, statusText: COPY.adminsOnly });
    }
    return null;
  };
}

/** Holds the page while the console's one chunk arrives. */
export function AdminArea() {
  return (
    <Suspense fallback={<LoadingLine role="status" />}>
      <Outlet />
    </Suspense>
  );
}

const consoleModule = () => import('../features/admin/admin-console');

const PAGES = {
  overview: lazy(() => consoleModule().then((m) => ({ default: m.AdminOverviewPage }))),
  accounts: lazy(() => consoleModule().then((m) => ({ default: m.AdminAccountsPage }))),
  account: lazy(() => consoleModule().then((m) => ({ default: m.AdminAccountPage }))),
  team: lazy(() => consoleModule().then((m) => ({ default: m.AdminTeamPage }))),
  mail: lazy(() => consoleModule().then((m) => ({ default: m.AdminMailPage }))),
  audit: lazy(() => consoleModule().then((m) => ({ default: m.AdminAuditPage }))),
};

export type AdminPageName = keyof typeof PAGES;

/** A console page as a route's `lazy` answer: resolving it imports nothing of the console. */
export function adminPage(name: AdminPageName): { Component: ComponentType } {
  return { Component: PAGES[name] };
}
