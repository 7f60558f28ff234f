// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '#shared/copy';
import { crmFieldMissingLabel, crmFieldUnknownMessage, crmSentences } from '#shared/copy/crm';
import {
  CRM_DEFAULT_FIELD_MAPS,
  type CrmField,
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

const { CrmSection } = await import('./crm-section');
const hubspot = crmSentences('hubspot');

/** What HubSpot's GET /crm/v3/properties/contacts would list, as the server answers it. */
const FIELDS: CrmField[] = [
  { name: 'company', label: 'Company Name', type: 'string' },
  { name: 'cc_consent', label: 'Consent given', type: 'string' },
  { name: 'firstname', label: 'First Name', type: 'string' },
  { name: 'jobtitle', label: 'Job Title', type: 'string' },
  { name: 'lastname', label: 'Last Name', type: 'string' },
  { name: 'lead_source', label: 'Lead source', type: 'enumeration' },
  { name: 'message', label: 'Message', type: 'string' },
  { name: 'phone', label: 'Phone Number', type: 'string' },
  { name: 'role_title', label: 'role_title', type: 'string' },
];

const connected: Integration = {
  provider: 'hubspot',
  status: 'connected',
  accountId: '4242',
  apiBase: null,
  fixedValues: { lead_source: 'Trade show' },
  fieldMap: CRM_DEFAULT_FIELD_MAPS.hubspot,
  lastError: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  waiting: 0,
  failed: 0,
};

function serve(connection: Integration, fields: () => Promise<CrmField[]>) {
  api.get.mockImplementation(async (path: string) =>
    path.endsWith('/fields') ? fields() : [connection],
  );
}

function renderSection(teamId: string | null = null) {
  const router = createMemoryRouter(
    [{ path: '/', element: <CrmSection scope={{ teamId }} provider="hubspot" /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const form = (name: string) => screen.findByRole('form', { name });
const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent);

describe("a CRM's field map and fixed values", () => {
  beforeEach(() => vi.resetAllMocks());
  afterEach(cleanup);

  it('offers each lead field the fields the CRM lists, with "Not sent", and saves the choice', async () => {
    serve(connected, async () => FIELDS);
    api.put.mockResolvedValue(connected);
    renderSection();
    const map = await form('Field mapping');
    const title = await within(map).findByRole('combobox', { name: 'Job title' });
    expect(api.get).toHaveBeenCalledWith('integrations/hubspot/fields', expect.anything());
    expect(optionsOf(title)).toEqual([
      'Not sent',
      'Company Name (company)',
      'Consent given (cc_consent)',
      'First Name (firstname)',
      'Job Title (jobtitle)',
      'Last Name (lastname)',
      'Lead source (lead_source)',
      'Message (message)',
      'Phone Number (phone)',
      'role_title',
    ]);
    expect((title as HTMLSelectElement).value).toBe('jobtitle');
    // A personal connection has no departments to send.
    expect(within(map).queryByRole('combobox', { name: 'Department' })).toBeNull();
    fireEvent.change(title, { target: { value: 'role_title' } });
    fireEvent.change(within(map).getByRole('combobox', { name: 'Phone' }), {
      target: { value: '' },
    });
    fireEvent.change(within(map).getByRole('combobox', { name: 'Consent (its text and time)' }), {
      target: { value: 'cc_consent' },
    });
    fireEvent.click(within(map).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        'integrations/hubspot',
        {
          fieldMap: {
            ...CRM_DEFAULT_FIELD_MAPS.hubspot,
            title: 'role_title',
            phone: '',
            consent: 'cc_consent',
          },
        },
        expect.anything(),
      ),
    );
    expect(notify.success).toHaveBeenCalledWith(COPY.crmFieldMapSaved);
  });

  it("keeps a saved field the CRM no longer lists, marked, and shows the server's 400 in place", async () => {
    serve(
      { ...connected, fieldMap: { ...connected.fieldMap, title: 'old_title' } },
      async () => FIELDS,
    );
    const refusal = crmFieldUnknownMessage('hubspot', 'old_title');
    api.put.mockRejectedValue(new ApiError(400, refusal));
    renderSection('team-1');
    const map = await form('Field mapping');
    const title = await within(map).findByRole('combobox', { name: 'Job title' });
    await waitFor(() => expect(optionsOf(title)).toContain('Job Title (jobtitle)'));
    expect((title as HTMLSelectElement).value).toBe('old_title');
    expect(optionsOf(title)[1]).toBe(crmFieldMissingLabel('old_title'));
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      hubspot.fieldMissing,
    );
    // A team's leads carry their department, which may be mapped.
    expect(within(map).getByRole('combobox', { name: 'Department' })).toBeTruthy();
    fireEvent.click(within(map).getByRole('button', { name: 'Save mapping' }));
    expect((await within(map).findByRole('alert')).textContent).toBe(refusal);
    expect(api.put).toHaveBeenCalledWith(
      'teams/team-1/integrations/hubspot',
      expect.anything(),
      expect.anything(),
    );
    expect(notify.error).not.toHaveBeenCalled();
    // Choosing a listed field takes the mark away.
    fireEvent.change(title, { target: { value: 'jobtitle' } });
    expect(optionsOf(title)).not.toContain(crmFieldMissingLabel('old_title'));
    expect(title.getAttribute('aria-describedby')).toBeNull();
  });

  it.each([
    [409, hubspot.reconnectNeeded],
    [503, COPY.crmFieldsUnavailable],
  ])(
    "shows the fields list's %i in place, the map read-only, and tries again",
    async (status, message) => {
      const fields = vi
        .fn<() => Promise<CrmField[]>>()
        .mockRejectedValueOnce(new ApiError(status, message))
        .mockResolvedValue(FIELDS);
      serve(connected, fields);
      renderSection();
      expect((await screen.findByText(message)).closest('[role="alert"]')).toBeTruthy();
      const map = await form('Field mapping');
      const title = within(map).getByRole('combobox', { name: 'Job title' });
      expect((title as HTMLSelectElement).disabled).toBe(true);
      expect((title as HTMLSelectElement).value).toBe('jobtitle');
      expect(within(map).queryByRole('button', { name: 'Save mapping' })).toBeNull();
      const fixed = await form('Fixed values');
      expect(within(fixed).getByDisplayValue('Trade show')).toBeTruthy();
      expect(within(fixed).queryByRole('button', { name: 'Save fixed values' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await within(map).findByRole('button', { name: 'Save mapping' })).toBeTruthy();
      expect(screen.queryByText(message)).toBeNull();
      expect((title as HTMLSelectElement).disabled).toBe(false);
    },
  );

  it('sets a fixed value on a field picked from the list, each row checked first', async () => {
    serve({ ...connected, fixedValues: {} }, async () => FIELDS);
    api.put.mockResolvedValue(connected);
    renderSection();
    const fixed = await form('Fixed values');
    const field = await within(fixed).findByRole('combobox', { name: 'Field' });
    await waitFor(() => expect(optionsOf(field)).toContain('Lead source (lead_source)'));
    fireEvent.change(within(fixed).getByLabelText('Value'), { target: { value: 'Trade show' } });
    fireEvent.click(within(fixed).getByRole('button', { name: 'Save fixed values' }));
    expect(await within(fixed).findByText(COPY.crmFixedValueFieldRequired)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'lead_source' } });
    fireEvent.click(within(fixed).getByRole('button', { name: 'Add a value' }));
    const second = within(fixed).getByRole('group', { name: 'Fixed value 2' });
    fireEvent.change(within(second).getByRole('combobox', { name: 'Field' }), {
      target: { value: 'lead_source' },
    });
    fireEvent.click(within(fixed).getByRole('button', { name: 'Save fixed values' }));
    expect(await within(second).findByText(COPY.crmFieldRepeated)).toBeTruthy();
    expect(within(second).getByText(COPY.crmFixedValueEmpty)).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.click(within(fixed).getByRole('button', { name: 'Remove fixed value 2' }));
    fireEvent.click(within(fixed).getByRole('button', { name: 'Save fixed values' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        'integrations/hubspot',
        { fixedValues: { lead_source: 'Trade show' } },
        expect.anything(),
      ),
    );
    expect(notify.success).toHaveBeenCalledWith(COPY.crmFixedValuesSaved);
  });

  it('allows at most 10 fixed values', async () => {
    serve({ ...connected, fixedValues: {} }, async () => FIELDS);
    renderSection();
    const fixed = await form('Fixed values');
    const add = await within(fixed).findByRole('button', { name: 'Add a value' });
    for (let row = 1; row < 10; row++) fireEvent.click(add);
    expect(within(fixed).getAllByRole('group')).toHaveLength(10);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(fixed).getByText(COPY.crmTooManyFixedValues)).toBeTruthy();
  });
});
