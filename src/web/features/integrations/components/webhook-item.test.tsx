// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY } from '#shared/copy';
import { copySnippetLabel, webhookTestOutcomeMessage } from '#shared/copy/webhooks';
import type { Webhook, WebhookTestResult } from '#shared/schemas/webhooks';
import { ApiError } from '#web/lib/api-client';
import type * as Toasts from '#web/lib/toasts';

const api = { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), request: vi.fn() };
vi.mock('#web/lib/api', () => ({ api }));
const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('#web/lib/toasts', async (actual) => ({
  ...(await actual<typeof Toasts>()),
  notify,
}));

const { WebhookItem } = await import('./webhook-item');
const { VerifyDeliveryHelp } = await import('./verify-delivery-help');

const webhook: Webhook = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  url: 'https://hooks.zapier.com/hooks/standard/1/abc',
  events: ['lead.created'],
  status: 'active',
  teamId: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  failingSince: null,
};

function renderWith(element: React.ReactElement) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {element}
    </QueryClientProvider>,
  );
}

const outcome = (result: Partial<WebhookTestResult>): WebhookTestResult => ({
  deliveryId: 'd-1',
  statusCode: 200,
  durationMs: 35,
  error: null,
  at: '2026-11-27T10:00:00.000Z',
  ...result,
});

describe('Send test event', () => {
  beforeEach(() => vi.resetAllMocks());
  afterEach(cleanup);

  it.each([
    [outcome({}), 'Received: HTTP 200 in 35 ms.'],
    [
      outcome({ statusCode: 500, error: 'HTTP 500', durationMs: 12 }),
      'Refused: HTTP 500 in 12 ms. Only a 2xx answer counts as received.',
    ],
    [
      outcome({ statusCode: null, error: 'No answer within 10 s', durationMs: 10000 }),
      'Not delivered after 10000 ms: No answer within 10 s',
    ],
  ])('sends one and says what the receiver did (%#)', async (result, sentence) => {
    api.post.mockResolvedValue(result);
    renderWith(
      <ul>
        <WebhookItem webhook={webhook} secret={null} onSecret={vi.fn()} onSecretKept={vi.fn()} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(sentence);
    expect(status.textContent).toBe(webhookTestOutcomeMessage(result));
    expect(api.post).toHaveBeenCalledWith(
      `webhooks/${webhook.id}/test`,
      undefined,
      expect.anything(),
    );
  });

  it("shows the server's refusal as a toast, and no outcome", async () => {
    api.post.mockRejectedValue(new ApiError(429, COPY.webhookTestTooMany));
    renderWith(
      <ul>
        <WebhookItem webhook={webhook} secret={null} onSecret={vi.fn()} onSecretKept={vi.fn()} />
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(JSON.stringify(notify.error.mock.calls)).toContain(COPY.webhookTestTooMany);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Verify a delivery', () => {
  const writeText = vi.fn();
  beforeEach(() => {
    vi.resetAllMocks();
    writeText.mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(cleanup);

  it('names the three headers and keeps the whsec_ secret whole', () => {
    renderWith(<VerifyDeliveryHelp />);
    fireEvent.click(screen.getByText('Verify a delivery'));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(screen.getByText(COPY.webhookSecretKeptWhole)).toBeTruthy();
    for (const snippet of [COPY.verifyNodeSnippet, COPY.verifyPythonSnippet]) {
      expect(snippet.split('\n')).toHaveLength(5);
      // The secret goes to the library whole, prefix and all.
      expect(snippet).toMatch(/Webhook\(['"]whsec_\.\.\.['"]\)/);
      expect(snippet).toContain('standardwebhooks');
    }
  });

  it('copies each snippet whole and says so', async () => {
    renderWith(<VerifyDeliveryHelp />);
    fireEvent.click(screen.getByText('Verify a delivery'));
    const python = screen.getByRole('button', { name: copySnippetLabel('Python') });
    fireEvent.click(python);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(COPY.verifyPythonSnippet));
    const figure = python.closest('figure')!;
    // The notice shows once the clipboard's promise settles, a tick after the write.
    await waitFor(() =>
      expect(within(figure).getByRole('status').textContent).toBe(COPY.copiedNotice),
    );
    fireEvent.click(screen.getByRole('button', { name: copySnippetLabel('Node') }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(COPY.verifyNodeSnippet));
  });
});
