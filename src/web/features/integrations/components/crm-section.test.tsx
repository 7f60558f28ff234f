// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  crmArrivalMessage,
  crmSentences,
  dynamicsEnvironmentHint,
  dynamicsEnvironmentInvalidMessage,
} from '#shared/copy/crm';
import {
  CRM_DEFAULT_FIELD_MAPS,
  type CrmProvider,
  type Integration,
} from '#shared/schemas/integrations';
import { ApiError } from '#web/lib/api-client';
import type * as Toasts from '#web/lib/toasts';

const api = { get: vi.fn(), post: vi.fn(), put: vi.fn(), request: vi.fn() };
vi.mock('#web/lib/api', () => ({ api }));
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('#web/lib/toasts', async (actual) => ({
  ...(await actual<typeof Toasts>()),
  notify,
}));
// This server offers HubSpot and Dynamics 365 (its settings for the others are not set).
vi.mock('#web/lib/app-config', () => ({ appConfig: { crms: ['hubspot', 'dynamics'] } }));

const { CrmSections } = await import('./crm-sections');
const hubspot = crmSentences('hubspot');
const dynamics = crmSentences('dynamics');

function connection(provider: CrmProvider, changes: Partial<Integration> = {}): Integration {
  return {
    provider,
    status: 'connected',
    accountId: '4242',
    apiBase: null,
    fixedValues: {},
    fieldMap: CRM_DEFAULT_FIELD_MAPS[provider],
    lastError: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    waiting: 2,
    failed: 1,
    ...changes,
  };
}

/** GET answers: the connections at `integrations`, the CRM's fields at `.../fields`. */
function serve(connections: Integration[]) {
  api.get.mockImplementation(async (path: string) =>
    path.endsWith('/fields') ? [{ name: 'email', label: 'Email', type: 'string' }] : connections,
  );
}

function renderAt(path: string, teamId: string | null = null) {
  const router = createMemoryRouter(
    [{ path: '/integrations', element: <CrmSections scope={{ teamId }} team={!!teamId} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the CRM sections', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.resetAllMocks();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows one section per offered CRM, and one connected since its settings went', async () => {
    serve([connection('pipedrive')]);
    renderAt('/integrations');
    expect(await within(await section('Pipedrive')).findByText('Connected')).toBeTruthy();
    const names = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['HubSpot', 'Dynamics 365', 'Pipedrive']);
    expect(within(await section('HubSpot')).getByText(hubspot.intro)).toBeTruthy();
  });

  it('sends the browser to the consent page from Connect HubSpot', async () => {
    serve([]);
    api.post.mockResolvedValue({ url: 'https://app.hubspot.com/oauth/authorize?state=s' });
    renderAt('/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://app.hubspot.com/oauth/authorize?state=s'),
    );
    expect(api.post).toHaveBeenCalledWith('integrations/hubspot/connect', {}, expect.anything());
  });

  it("shows the server's message in place when the CRM is not set up (503)", async () => {
    serve([]);
    api.post.mockRejectedValue(new ApiError(503, hubspot.notConfigured));
    renderAt('/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect HubSpot' }));
    const place = await section('HubSpot');
    expect((await within(place).findByRole('alert')).textContent).toBe(hubspot.notConfigured);
    expect(assign).not.toHaveBeenCalled();
  });

  it("asks Dynamics 365's environment, shows the server's refusal at the field, then connects", async () => {
    serve([]);
    const refusal = dynamicsEnvironmentInvalidMessage(['dynamics.com']);
    api.post
      .mockRejectedValueOnce(new ApiError(400, refusal))
      .mockResolvedValueOnce({ url: 'https://login.microsoftonline.com/authorize?state=d' });
    renderAt('/integrations');
    const place = await section('Dynamics 365');
    const address = await within(place).findByLabelText('Environment URL');
    expect(within(place).getByText(dynamicsEnvironmentHint)).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://contoso.example.com' } });
    fireEvent.click(within(place).getByRole('button', { name: 'Connect Dynamics 365' }));
    expect((await within(place).findByRole('alert')).textContent).toBe(refusal);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(
      refusal,
    );
    expect(assign).not.toHaveBeenCalled();
    // Typed without its scheme, it is sent as https.
    fireEvent.change(address, { target: { value: ' contoso.crm.dynamics.com ' } });
    fireEvent.click(within(place).getByRole('button', { name: 'Connect Dynamics 365' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://login.microsoftonline.com/authorize?state=d'),
    );
    expect(api.post).toHaveBeenLastCalledWith(
      'integrations/dynamics/connect',
      { environmentUrl: 'https://contoso.crm.dynamics.com' },
      expect.anything(),
    );
  });

  it("shows a connection's account, environment, counts and status", async () => {
    serve([
      connection('dynamics', { accountId: 'org-1', apiBase: 'https://contoso.crm.dynamics.com' }),
    ]);
    renderAt('/integrations');
    const place = await section('Dynamics 365');
    expect(await within(place).findByText('Connected')).toBeTruthy();
    expect(within(place).getByText('Dynamics 365 account org-1')).toBeTruthy();
    expect(within(place).getByText('https://contoso.crm.dynamics.com')).toBeTruthy();
    expect(within(place).getByText('Leads waiting').nextSibling?.textContent).toBe('2');
    expect(within(place).getByText('Leads failed').nextSibling?.textContent).toBe('1');
    expect(within(place).queryByLabelText('Environment URL')).toBeNull();
    expect(within(place).queryByRole('button', { name: 'Reconnect Dynamics 365' })).toBeNull();
    expect(within(place).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });

  it("reconnects a team's Dynamics 365 to its environment, without asking it again", async () => {
    serve([
      connection('dynamics', {
        status: 'reconnect_needed',
        lastError: 'AADSTS700082: The refresh token has expired',
        apiBase: 'https://contoso.crm.dynamics.com',
      }),
    ]);
    api.post.mockResolvedValue({ url: 'https://login.microsoftonline.com/authorize?state=t' });
    renderAt('/integrations', 'team-1');
    const place = await section('Dynamics 365');
    expect(await within(place).findByText('Reconnect needed')).toBeTruthy();
    expect(within(place).getByText(dynamics.teamIntro)).toBeTruthy();
    expect(within(place).getByText('AADSTS700082: The refresh token has expired')).toBeTruthy();
    expect(within(place).getByText(dynamics.reconnectNote)).toBeTruthy();
    // Its fields are not asked for: the CRM refuses our access until it is reconnected.
    expect(within(place).getByText(dynamics.reconnectToEdit)).toBeTruthy();
    expect(api.get).not.toHaveBeenCalledWith(expect.stringMatching(/fields$/), expect.anything());
    expect(within(place).queryByRole('button', { name: 'Save mapping' })).toBeNull();
    fireEvent.click(within(place).getByRole('button', { name: 'Reconnect Dynamics 365' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.get).toHaveBeenCalledWith('teams/team-1/integrations', expect.anything());
    expect(api.post).toHaveBeenCalledWith(
      'teams/team-1/integrations/dynamics/connect',
      { environmentUrl: 'https://contoso.crm.dynamics.com' },
      expect.anything(),
    );
  });

  it.each([
    ['cancelled', 'status', notify.info],
    ['failed', 'alert', notify.error],
    ['expired', 'alert', notify.error],
    ['other_browser', 'alert', notify.error],
    ['team_access_lost', 'alert', notify.error],
    ['not_configured', 'alert', notify.error],
  ] as const)(
    'says ?hubspot=%s in a sentence, in place until dismissed',
    async (arrival, role, toast) => {
      serve([]);
      const router = renderAt(`/integrations?hubspot=${arrival}&tab=1`);
      const place = await section('HubSpot');
      const sentence = crmArrivalMessage('hubspot', arrival);
      const notice = await within(place).findByText(sentence);
      expect(notice.closest(`[role="${role}"]`)).toBeTruthy();
      expect(toast).toHaveBeenCalledWith(sentence, { toastId: 'hubspot-arrival' });
      // Taken off the address (the rest kept), so a reload says nothing twice.
      await waitFor(() => expect(router.state.location.search).toBe('?tab=1'));
      expect(document.body.textContent).not.toContain('{');
      fireEvent.click(within(place).getByRole('button', { name: 'Dismiss' }));
      expect(within(place).queryByText(sentence)).toBeNull();
    },
  );

  it('says a connection in a toast, and takes a failure away when the owner connects again', async () => {
    serve([]);
    api.post.mockResolvedValue({ url: 'https://app.hubspot.com/oauth/authorize?state=s' });
    renderAt('/integrations?hubspot=failed&dynamics=connected');
    const place = await section('HubSpot');
    expect(await within(place).findByText(hubspot.failed)).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith(dynamics.connected, {
      toastId: 'dynamics-arrival',
    });
    expect(within(await section('Dynamics 365')).queryByRole('alert')).toBeNull();
    fireEvent.click(within(place).getByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() => expect(within(place).queryByText(hubspot.failed)).toBeNull());
  });

  it('says the arrival of a CRM this server no longer offers above the sections', async () => {
    serve([]);
    renderAt('/integrations?salesforce=not_configured');
    const sentence = crmSentences('salesforce').notConfigured;
    expect((await screen.findByText(sentence)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Salesforce' })).toBeNull();
  });

  it('ignores an arrival it does not know, saying nothing raw', async () => {
    serve([]);
    const router = renderAt('/integrations?hubspot=%7B%22error%22%3A1%7D');
    await section('HubSpot');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('error');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
