// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '#shared/copy';
import type { Lead } from '#shared/schemas/leads';
import type * as Toasts from '#web/lib/toasts';

const api = { post: vi.fn() };
vi.mock('#web/lib/api', () => ({ api }));
const notify = { success: vi.fn(), error: vi.fn() };
vi.mock('#web/lib/toasts', async (actual) => ({
  ...(await actual<typeof Toasts>()),
  notify,
}));

const { CrmStatus } = await import('./crm-status');

const lead: Lead = {
  id: 'lead-1',
  cardId: 1,
  cardName: 'Alex Morgan',
  name: 'Hedy HubSpot',
  email: 'hedy@example.com',
  phone: '+1 555 0177',
  message: 'Hello',
  createdAt: '2026-11-27T10:00:00.000Z',
  readAt: null,
  status: 'new',
  note: null,
  company: null,
  title: null,
  consentText: null,
  consentedAt: null,
  source: null,
  eventId: null,
  capturedAt: null,
  hasPhoto: false,
  followedUpAt: null,
  crm: [],
};

function show(crm: Lead['crm']) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <CrmStatus lead={{ ...lead, crm }} />
    </QueryClientProvider>,
  );
  return invalidate;
}

describe("a lead's CRM status", () => {
  beforeEach(() => vi.resetAllMocks());
  afterEach(cleanup);

  it('shows nothing for a lead no CRM was connected for', () => {
    show([]);
    expect(document.body.textContent).toBe('');
  });

  it("shows 'Sent to HubSpot' and 'Waiting', each CRM named, without a Retry", () => {
    show([{ provider: 'hubspot', status: 'synced', error: null }]);
    expect(screen.getByText('Sent to HubSpot')).toBeTruthy();
    cleanup();
    show([
      { provider: 'hubspot', status: 'pending', error: null },
      {
        provider: 'dynamics',
        status: 'pending',
        error: 'Waiting for Dynamics 365 to be reconnected.',
      },
    ]);
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([
      'HubSpot: Waiting',
      'Dynamics 365: WaitingWaiting for Dynamics 365 to be reconnected.',
    ]);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("shows HubSpot's reason for a failed lead, and Retry sends it again and reads the list again", async () => {
    api.post.mockResolvedValue({ ok: true });
    const invalidate = show([
      { provider: 'hubspot', status: 'synced', error: null },
      { provider: 'salesforce', status: 'failed', error: 'Property "email" is invalid' },
    ]);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Sent to HubSpot',
      'Salesforce: Failed: Property "email" is invalid',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(COPY.crmRetryQueued));
    expect(api.post).toHaveBeenCalledWith(
      'messages/lead-1/crm-retry',
      undefined,
      expect.anything(),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['leads'] });
  });
});
