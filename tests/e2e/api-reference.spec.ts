import { COPY } from '#shared/copy';
import { startWebhookReceiver } from '#tests/support/webhook-receiver';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, expect, test } from './fixtures';

/**
 * The API reference an API key's user opens (docs/product.md#integrations), and the webhooks'
 * "Send test event" and "Verify a delivery" on the Integrations screen.
 */

type Description = {
  paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
};

test('the API reference names the product, lists the key routes first, and breaks no Content-Security-Policy', async ({
  page,
  request,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(error.message));

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Catalyst Connect API');
  await expect(page.getByRole('heading', { name: /^Catalyst Connect API/ })).toBeVisible();
  await expect(page.locator('.opblock-summary').first()).toBeVisible();

  // The routes that take a key, from the description the page shows.
  const description = (await (await request.get('/api/docs/json')).json()) as Description;
  const keyRoutes = Object.entries(description.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.some((scheme) => 'apiKey' in scheme))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  expect(keyRoutes).toEqual(expect.arrayContaining(['POST /api/hooks', 'GET /api/me']));

  // The operations in the order the page lists them: the key routes come first.
  const listed = await page
    .locator('.opblock-summary')
    .evaluateAll((summaries) =>
      summaries.map(
        (summary) =>
          `${summary.querySelector('.opblock-summary-method')?.textContent ?? ''} ${
            summary.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? ''
          }`,
      ),
    );
  expect(listed.length).toBeGreaterThan(keyRoutes.length);
  expect(listed.slice(0, keyRoutes.length).sort()).toEqual([...keyRoutes].sort());
  expect(listed.slice(0, 2)).toEqual(['GET /api/cards', 'GET /api/cards/{id}']);
  await expect(page.locator('.opblock-tag').first()).toContainText('API key: cards');

  expect(messages.filter((text) => /content.security.policy/i.test(text))).toEqual([]);
});

test('the owner sends a webhook a test event and reads how to verify a delivery', async ({
  signedInPage: page,
  owner,
  request,
  context,
}) => {
  const receiver = await startWebhookReceiver(() => 204);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const created = await request.post('/api/webhooks', {
      headers: bearer(owner.tokens),
      data: { url: receiver.url, events: ['lead.created'] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/integrations');
    const item = page.getByRole('listitem', { name: receiver.url });
    await item.getByRole('button', { name: 'Send test event' }).click();
    await expect(item.getByRole('status')).toHaveText(/^Received: HTTP 204 in \d+ ms\.$/);
    expect(receiver.received).toHaveLength(1);
    const delivery = receiver.received[0]!;
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'webhook.test',
      data: { webhookId: id },
    });
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,/);

    // Logged: the delivery log shows it with the id the receiver got.
    await item.getByRole('button', { name: 'Delivery log' }).click();
    await item.getByRole('button', { name: /webhook\.test/ }).click();
    await expect(item.getByText(String(delivery.headers['webhook-id']))).toBeVisible();

    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByText('Verify a delivery').click();
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      await expect(webhooks.getByRole('term').filter({ hasText: header })).toBeVisible();
    }
    await expect(webhooks.getByText(COPY.webhookSecretKeptWhole)).toBeVisible();
    await checkAtBothWidths(page, 'integrations-verify-delivery');
    await webhooks.getByRole('button', { name: 'Copy the Node snippet' }).click();
    await expect(webhooks.getByRole('status').filter({ hasText: COPY.copiedNotice })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(COPY.verifyNodeSnippet);
  } finally {
    await receiver.close();
  }
});
