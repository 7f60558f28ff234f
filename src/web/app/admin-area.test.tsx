// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '#shared/copy';
import type { CurrentUser, UserRole } from '#shared/schemas/auth';
import { ErrorPage } from '../components/error-page';
import { tokenStore } from '../lib/api';
import { currentUserQueryOptions } from '../lib/current-user';
import { AdminArea, adminLoader, adminPage } from './admin-area';

/** Counts imports of the console's chunk: owners must never cause one. */
const consoleImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/admin/admin-console', () => {
  consoleImports.count += 1;
  const page = () => <h1>Console</h1>;
  return {
    AdminOverviewPage: page,
    AdminAccountsPage: page,
    AdminAccountPage: page,
    AdminMailPage: page,
    AdminAuditPage: page,
  };
});

function user(role: UserRole): CurrentUser {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada@example.com',
    imageUrl: null,
    stripeSubscriptionStatus: null,
    role,
  } as CurrentUser;
}

function openAdminAs(role: UserRole | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  if (role) {
    tokenStore.set({ accessToken: 'access', refreshToken: 'refresh' });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, user(role));
  }
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: adminLoader(() => queryClient),
        Component: AdminArea,
        errorElement: <ErrorPage />,
        children: [{ index: true, ...adminPage('overview') }],
      },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the operator console gate', () => {
  afterEach(() => {
    cleanup();
    tokenStore.clear();
    consoleImports.count = 0;
  });

  it("shows an owner the 403 'Oops!' screen without importing the console", async () => {
    openAdminAs('owner');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByText(`403 ${COPY.adminsOnly}`)).toBeTruthy();
    expect(consoleImports.count).toBe(0);
  });

  it('loads the console for an admin', async () => {
    openAdminAs('admin');
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeTruthy();
    expect(consoleImports.count).toBe(1);
  });
});
