import { Webhook as Verifier } from 'standardwebhooks';
import { COPY } from '#shared/copy';
import { startWebhookReceiver } from '#tests/support/webhook-receiver';
import { checkAtBothWidths, checkTabOrder, settle } from './accessibility/axe';
import { bearer, expect, subscribeThroughApi, test } from './fixtures';

/**
 * The Integrations screens (docs/product.md#integrations): the owner adds a webhook, keeps its
 * signing secret (shown once), and follows a lead's delivery to a receiver of the test's own in the
 * delivery log; makes an API key, uses it and revokes it; and a team's owner gives the team's cards
 * a webhook.
 */

test('the owner adds a webhook, keeps its secret once, and sees a lead delivered and replayed', async ({
  signedInPage: page,
  owner,
  request,
  context,
}) => {
  test.slow();
  // A receiver of the test's own, answering 204 (tests/support, as the server's tests use).
  const receiver = await startWebhookReceiver(() => 204);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A visitor can write to the owner's profile once Connect is paid for.
    await subscribeThroughApi(request, owner.tokens);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Integrations' })
      .click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await expect(webhooks.getByText('No webhooks yet')).toBeVisible();
    await expect(webhooks.getByText(COPY.webhooksSigningNote)).toBeVisible();

    // Added with three of the four events.
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('Address (URL)').fill('ftp://example.com/hook');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText(COPY.webhookUrlInvalid)).toBeVisible();
    await form.getByLabel('Address (URL)').fill(receiver.url);
    await form.getByLabel(/A card changes/).uncheck();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText(COPY.webhookCreated)).toBeVisible();

    const item = page.getByRole('listitem', { name: receiver.url });
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    await expect(item.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveText([
      'lead.created',
      'lead.updated',
      'lead.deleted',
    ]);
    // The secret, once: with its warning, and copied to the clipboard.
    const shown = item.getByRole('region', { name: 'Signing secret' });
    await expect(shown.getByText(COPY.webhookSecretShownOnce)).toBeVisible();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await settle(page);
    await page.screenshot({ path: 'test-results/screens/integrations-secret-1280.png' });
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    await page.reload();
    await expect(page.getByRole('listitem', { name: receiver.url })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signing secret' })).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);

    // A visitor writes through one of the owner's cards: the lead goes to the receiver.
    const [card] = (await (
      await request.get('/api/cards', { headers: bearer(owner.tokens) })
    ).json()) as Array<{ CardConfiguration: { uuid: string } }>;
    const sent = await request.post(
      `/api/card-profiles/public/${card!.CardConfiguration.uuid}/send-message`,
      {
        headers: { 'sec-fetch-site': 'same-origin' },
        data: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '+44 20 7946 0958',
          message: 'Loved your talk.',
        },
      },
    );
    expect(sent.status(), await sent.text()).toBe(200);

    await item.getByRole('button', { name: 'Delivery log' }).click();
    const log = item.getByRole('list', { name: 'Deliveries' });
    // The job worker sends within seconds; the open log follows a pending delivery by itself.
    await expect(async () => {
      if (!(await log.getByText('Succeeded').isVisible())) {
        await item.getByRole('button', { name: 'Refresh' }).click();
      }
      await expect(log.getByText('Succeeded')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(log.getByRole('listitem')).toHaveCount(1);
    await log.getByRole('button', { name: /lead\.created/ }).click();
    await expect(log.getByRole('list', { name: 'Attempts' })).toContainText('HTTP 204');
    await expect(log.getByRole('list', { name: 'Attempts' })).toContainText(/\d+ ms/);

    // What the receiver got is the delivery shown, signed with the secret shown.
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const deliveryId = String(delivery!.headers['webhook-id']);
    await expect(log.getByText(deliveryId)).toBeVisible();
    const payload = new Verifier(secret).verify(delivery!.body, {
      'webhook-id': deliveryId,
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as { type: string; data: { name: string } };
    expect(payload.type).toBe('lead.created');
    expect(payload.data.name).toBe('Ada Lovelace');

    await checkAtBothWidths(page, 'integrations-delivery-log');
    // Every control of the page, the log's included, is reached by Tab and shows its focus.
    expect(await checkTabOrder(page)).toEqual([]);

    // Replayed: the same webhook-id again, and a second attempt in the log.
    await log.getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByText(COPY.webhookDeliveryQueued)).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(deliveryId);
    await expect(async () => {
      await item.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByRole('list', { name: 'Attempts' }).getByRole('listitem')).toHaveCount(
        2,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 30_000 });

    // Switched off and on again.
    await item.getByRole('button', { name: 'Switch off' }).click();
    await expect(item.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(item.getByText(COPY.webhookDisabledNote)).toBeVisible();
    await item.getByRole('button', { name: 'Switch on' }).click();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();

    // A new secret, after a confirmation, shown once too.
    await item.getByRole('button', { name: 'Rotate secret' }).click();
    const rotate = page.getByRole('dialog', { name: COPY.rotateWebhookSecretTitle });
    await expect(rotate.getByText(COPY.rotateWebhookSecretQuestion)).toBeVisible();
    await rotate.getByRole('button', { name: 'Make a new secret' }).click();
    await expect(page.getByText(COPY.webhookSecretRotated)).toBeVisible();
    const rotated = await item.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await item.getByRole('button', { name: 'I have copied it' }).click();

    // Deleted, after a confirmation.
    await item.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: COPY.deleteWebhookTitle });
    await remove.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByText(COPY.webhookDeleted)).toBeVisible();
    await expect(webhooks.getByText('No webhooks yet')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('the owner makes an API key, sees it once, uses it, and revokes it', async ({
  signedInPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/integrations');
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByText('No API keys yet')).toBeVisible();
  await expect(keys.getByText('Authorization: Bearer <key>')).toBeVisible();
  await expect(keys.getByRole('link', { name: 'Open the API reference' })).toHaveAttribute(
    'href',
    '/api/docs',
  );

  const form = page.getByRole('form', { name: 'Create an API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText(COPY.apiKeyNameRequired)).toBeVisible();
  await form.getByLabel('Name').fill('Zapier');
  await form.getByLabel(/Manage webhooks/).uncheck();
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(COPY.apiKeyCreated)).toBeVisible();

  const shown = keys.getByRole('region', { name: 'New API key' });
  await expect(shown.getByText(COPY.apiKeyShownOnce)).toBeVisible();
  const key = await shown.getByLabel('New API key').inputValue();
  expect(key.length).toBeGreaterThan(20);
  const item = keys.getByRole('listitem', { name: 'Zapier' });
  await expect(item.getByRole('list', { name: 'Scopes' }).getByRole('listitem')).toHaveText([
    'Read leads',
    'Read cards',
  ]);
  await expect(item.getByText('Never')).toBeVisible();
  await checkAtBothWidths(page, 'integrations-api-key');

  // The key reads the owner's cards, as the line above the list says.
  const withKey = { authorization: `Bearer ${key}` };
  expect((await request.get('/api/cards', { headers: withKey })).status()).toBe(200);

  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await page.reload();
  await expect(keys.getByRole('listitem', { name: 'Zapier' })).toBeVisible();
  await expect(keys.getByRole('region', { name: 'New API key' })).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  await expect(item.getByText('Never')).toHaveCount(0);

  await item.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the key Zapier?' });
  await expect(dialog.getByText(COPY.revokeApiKeyQuestion)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(page.getByText(COPY.apiKeyRevoked)).toBeVisible();
  await expect(keys.getByText('No API keys yet')).toBeVisible();
  expect((await request.get('/api/cards', { headers: withKey })).status()).toBe(401);
});

test("a team's owner gives the team's cards a webhook from the Team area", async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const teamName = `Acme ${Date.now().toString(36)}`;
  const created = await request.post('/api/teams', {
    headers: bearer(owner.tokens),
    data: { name: teamName },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/team');
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Integrations' })
    .click();
  await expect(page).toHaveURL(/\/team\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByText(COPY.teamWebhooksIntro, { exact: false })).toBeVisible();
  // The team's webhooks only: no API keys here (they are the owner's own).
  await expect(page.getByRole('region', { name: 'API keys' })).toHaveCount(0);

  const url = 'https://crm.example.com/hooks/acme';
  const form = page.getByRole('form', { name: 'Add a webhook' });
  await form.getByLabel('Address (URL)').fill(url);
  await form.getByRole('button', { name: 'Add webhook' }).click();
  const item = page.getByRole('listitem', { name: url });
  await expect(item.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(/^whsec_/);
  await checkAtBothWidths(page, 'team-integrations');

  // Listed as the team's, not as the owner's own.
  const teamId = ((await created.json()) as { id: string }).id;
  const teamHooks = await request.get(`/api/teams/${teamId}/webhooks`, {
    headers: bearer(owner.tokens),
  });
  expect(((await teamHooks.json()) as Array<{ url: string }>).map((hook) => hook.url)).toEqual([
    url,
  ]);
  const own = await request.get('/api/webhooks', { headers: bearer(owner.tokens) });
  expect(await own.json()).toEqual([]);
});
