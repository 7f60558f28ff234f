// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionState } from '#shared/schemas/billing';

const answers: (SubscriptionState | Error)[] = [];
const calls = vi.fn();
vi.mock('#web/lib/subscription-state', () => ({
  subscriptionStateQueryOptions: () => ({
    queryKey: ['billing', 'subscription'],
    queryFn: async () => {
      calls();
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next instanceof Error) throw next;
      return next;
    },
  }),
}));
vi.mock('#web/lib/current-user', () => ({
  currentUserQueryOptions: () => ({ queryKey: ['auth', 'current-user'] }),
}));

const { SubscriptionConfirmationPage } = await import('./subscription-confirmation-page');
const { connectUnlockedDue } = await import('#web/lib/connect-unlocked');

const pending: SubscriptionState = { status: 'incomplete', currentPeriodEnd: null, cancelAt: null };
const active: SubscriptionState = {
  status: 'active',
  currentPeriodEnd: '2026-12-21T00:00:00.000Z',
  cancelAt: null,
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/subscribe/confirmation', element: <SubscriptionConfirmationPage /> },
      { path: '/', element: <p>My Cards</p> },
      { path: '/subscribe', element: <p>Upgrade</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Lets timers fire and the promises they start settle. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('subscription confirmation screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    answers.length = 0;
    calls.mockClear();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('polls every second, through errors, and goes home once the status is active', async () => {
    answers.push(pending, new Error('network down'), pending, active);
    const router = renderAt('/subscribe/confirmation?redirect_status=succeeded');
    await elapse(0);
    expect(screen.getByText('Confirming your subscription...')).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(1);
    await elapse(1000);
    expect(calls).toHaveBeenCalledTimes(2);
    await elapse(1000);
    await elapse(1000);
    await elapse(100);
    expect(calls.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('My Cards')).toBeTruthy();
    // Home shows the one-time 'Your Connect profile is unlocked' banner.
    expect(connectUnlockedDue()).toBe(true);
  });

  it('offers the way home after more than a minute, and keeps polling', async () => {
    answers.push(pending);
    renderAt('/subscribe/confirmation');
    await elapse(59_000);
    expect(screen.queryByRole('link', { name: 'Return home' })).toBeNull();
    await elapse(1_500);
    expect(screen.getByRole('link', { name: 'Return home' }).getAttribute('href')).toBe('/');
    expect(calls.mock.calls.length).toBeGreaterThan(50);
  });

  it('a payment the provider reports as failed is not polled', async () => {
    answers.push(pending);
    renderAt('/subscribe/confirmation?redirect_status=failed');
    await elapse(3000);
    expect(screen.getByText('Failed to confirm subscription')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
    expect(connectUnlockedDue()).toBe(false);
  });
});
