// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '#shared/copy';
import { crmSentences } from '#shared/copy/crm';
import { CRM_DEFAULT_FIELD_MAPS, type Integration } from '#shared/schemas/integrations';
import { ApiError } from '#web/lib/api-client';
import type * as Toasts from '#web/lib/toasts';

const api = { get: vi.fn(), post: vi.fn(), put: vi.fn(), request: vi.fn() };
vi.mock('#web/lib/api', () => ({ api }));
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('#web/lib/toasts', async (actual) => ({
  ...(await actual<typeof Toasts>()),
  notify,
}));

const { CrmSection } = await import('./crm-section');
const hubspot = crmSentences('hubspot');

const connected: Integration = {
  provider: 'hubspot',
  status: 'connected',
  accountId: '4242',
  apiBase: null,
  fixedValues: { lead_source: 'Trade show' },
  fieldMap: CRM_DEFAULT_FIELD_MAPS.hubspot,
  lastError: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  waiting: 2,
  failed: 1,
};

function renderAt(path: string, teamId: string | null = null) {
  const router = createMemoryRouter(
    [{ path: '/integrations', element: <CrmSection scope={{ teamId }} provider="hubspot" /> }],
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

describe('HubSpot section', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.resetAllMocks();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the browser to the consent page from Connect HubSpot', async () => {
    api.get.mockResolvedValue([]);
    api.post.mockResolvedValue({ url: 'https://app.hubspot.com/oauth/authorize?state=s' });
    renderAt('/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://app.hubspot.com/oauth/authorize?state=s'),
    );
    expect(api.get).toHaveBeenCalledWith('integrations', expect.anything());
    expect(api.post).toHaveBeenCalledWith('integrations/hubspot/connect', {}, expect.anything());
  });

  it("shows the server's message when HubSpot is not set up (503)", async () => {
    api.get.mockResolvedValue([]);
    api.post.mockRejectedValue(new ApiError(503, hubspot.notConfigured));
    renderAt('/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect HubSpot' }));
    expect((await screen.findByRole('alert')).textContent).toBe(hubspot.notConfigured);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a connection with its counts and fixed values, and the arrival notice once', async () => {
    api.get.mockResolvedValue([connected]);
    const router = renderAt('/integrations?hubspot=connected');
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText('HubSpot account 4242')).toBeTruthy();
    expect(screen.getByText('Leads waiting').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Leads failed').nextSibling?.textContent).toBe('1');
    expect(screen.getByDisplayValue('lead_source')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reconnect HubSpot' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(notify.success).toHaveBeenCalledWith(hubspot.connected, expect.anything());
  });

  it('warns when a reconnection is needed, with the reason, and reconnects the team', async () => {
    api.get.mockResolvedValue([
      { ...connected, status: 'reconnect_needed', lastError: 'refresh token is invalid' },
    ]);
    api.post.mockResolvedValue({ url: 'https://app.hubspot.com/oauth/authorize?state=t' });
    renderAt('/integrations?hubspot=cancelled', 'team-1');
    expect(await screen.findByText('Reconnect needed')).toBeTruthy();
    expect(screen.getByText('refresh token is invalid')).toBeTruthy();
    // A team's connection has its own fixed values and mapping, which its admins set.
    expect(screen.getByRole('button', { name: 'Save fixed values' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save mapping' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect HubSpot' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.get).toHaveBeenCalledWith('teams/team-1/integrations', expect.anything());
    expect(api.post).toHaveBeenCalledWith(
      'teams/team-1/integrations/hubspot/connect',
      {},
      expect.anything(),
    );
    expect(notify.info).toHaveBeenCalledWith(hubspot.cancelled, expect.anything());
  });

  it('checks property names before saving the fixed values', async () => {
    api.get.mockResolvedValue([{ ...connected, fixedValues: {} }]);
    api.put.mockResolvedValue(connected);
    renderAt('/integrations');
    const name = await screen.findByLabelText('Property name');
    fireEvent.change(name, { target: { value: 'Lead Source' } });
    fireEvent.change(screen.getByLabelText('Value'), {
      target: { value: 'Trade show' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save fixed values' }));
    expect(await screen.findByText(COPY.crmFieldNameInvalid)).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'lead_source' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fixed values' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        'integrations/hubspot',
        { fixedValues: { lead_source: 'Trade show' } },
        expect.anything(),
      ),
    );
    expect(notify.success).toHaveBeenCalledWith(COPY.crmFixedValuesSaved);
  });

  it('maps a lead field to a property of the owner, or to none', async () => {
    api.get.mockResolvedValue([connected]);
    api.put.mockResolvedValue(connected);
    renderAt('/integrations');
    const title = await screen.findByLabelText('Job title');
    fireEvent.change(title, { target: { value: 'Role Title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText(COPY.crmFieldNameInvalid)).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.change(title, { target: { value: 'role_title' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        'integrations/hubspot',
        { fieldMap: { ...CRM_DEFAULT_FIELD_MAPS.hubspot, title: 'role_title', phone: '' } },
        expect.anything(),
      ),
    );
    expect(notify.success).toHaveBeenCalledWith(COPY.crmFieldMapSaved);
  });
});
