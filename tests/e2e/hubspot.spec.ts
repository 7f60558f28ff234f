import { COPY } from '#shared/copy';
import { crmSentences } from '#shared/copy/crm';
import { checkAtBothWidths, checkTabOrder } from './accessibility/axe';
import { bearer, expect, fillMetalCard, subscribeThroughApi, test } from './fixtures';

/**
 * HubSpot (docs/product.md#integrations): the owner connects HubSpot from the Integrations screen
 * (the test servers' HubSpot is the local stand-in start-server.ts starts, whose consent page
 * allows at once), sets a fixed value and maps fields among the properties HubSpot lists, and a
 * visitor's lead shows 'Sent to HubSpot' on the Messages screen, where the owner works it as any
 * other; a consent link used twice is said in a sentence; then the owner disconnects.
 */

test('the owner connects HubSpot and sees a lead sent to it', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  test.slow();
  // A visitor can write to the owner's profile once Connect is paid for and the card has a handle.
  await subscribeThroughApi(request, owner.tokens);
  const cardId = await fillMetalCard(request, owner.tokens);
  const handle = `hubspot-${Date.now().toString(36)}`;
  const named = await request.put(`/api/cards/${cardId}/profile`, {
    headers: bearer(owner.tokens),
    data: { aliasSlug: handle },
  });
  expect(named.status(), await named.text()).toBe(200);

  // Connect: to HubSpot's consent page and straight back, connected.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/integrations');
  const hubspot = page.getByRole('region', { name: 'HubSpot' });
  await expect(hubspot.getByText(crmSentences('hubspot').intro)).toBeVisible();
  await hubspot.getByRole('button', { name: 'Connect HubSpot' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByText(crmSentences('hubspot').connected)).toBeVisible();
  await expect(hubspot.getByText('Connected', { exact: true })).toBeVisible();
  await expect(hubspot.getByText('HubSpot account 4242')).toBeVisible();
  await expect(hubspot.getByRole('button', { name: 'Connect HubSpot' })).toBeHidden();

  // A fixed value set on every contact: its field picked from those HubSpot lists.
  const fixed = hubspot.getByRole('form', { name: 'Fixed values' });
  const first = fixed.getByRole('group', { name: 'Fixed value 1' });
  const field = first.getByRole('combobox', { name: 'Field' });
  await expect(field.getByRole('option', { name: 'Lead source (lead_source)' })).toBeAttached();
  await first.getByLabel('Value', { exact: true }).fill('Trade show');
  await fixed.getByRole('button', { name: 'Save fixed values' }).click();
  await expect(first.getByText(COPY.crmFixedValueFieldRequired)).toBeVisible();
  await field.selectOption('lead_source');
  await fixed.getByRole('button', { name: 'Save fixed values' }).click();
  await expect(page.getByText(COPY.crmFixedValuesSaved)).toBeVisible();

  // The job title into a custom property, the consent into another, the phone nowhere.
  const map = hubspot.getByRole('form', { name: 'Field mapping' });
  const title = map.getByRole('combobox', { name: 'Job title' });
  await expect(title).toHaveValue('jobtitle');
  await expect(title.getByRole('option', { name: 'Job Title (jobtitle)' })).toBeAttached();
  await title.selectOption({ label: 'Role title (role_title)' });
  await map
    .getByRole('combobox', { name: 'Consent (its text and time)' })
    .selectOption('cc_consent');
  await map.getByRole('combobox', { name: 'Phone' }).selectOption({ label: 'Not sent' });
  await map.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText(COPY.crmFieldMapSaved)).toBeVisible();
  const saved = await request.get('/api/integrations', { headers: bearer(owner.tokens) });
  expect(await saved.json()).toMatchObject([
    {
      provider: 'hubspot',
      status: 'connected',
      fixedValues: { lead_source: 'Trade show' },
      fieldMap: { title: 'role_title', consent: 'cc_consent', phone: '', firstName: 'firstname' },
    },
  ]);
  await checkAtBothWidths(page, 'hubspot-integrations');
  // Every control of the page, the fixed values' included, is reached by Tab and shows its
  // focus (the toasts closed first: their close buttons are the toast library's).
  // One at a time, from the first: a toast closing on its own detaches the buttons after it.
  await expect(async () => {
    const close = page.locator('.Toastify__close-button').first();
    if (await close.count()) await close.click({ timeout: 1_000 });
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  expect(await checkTabOrder(page)).toEqual([]);

  // A visitor's message: the server's job worker sends it to HubSpot within a second or two.
  const sent = await request.post(`/api/card-profiles/public/${handle}/send-message`, {
    data: {
      name: 'Hedy HubSpot',
      email: 'hedy.hubspot@example.com',
      phone: '+1 555 0177',
      message: 'Please add me to your list.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Messages' });
  const item = list.getByRole('listitem').filter({ hasText: 'Hedy HubSpot' });
  await expect(async () => {
    await page.reload();
    await expect(item.getByText('Sent to HubSpot')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await checkAtBothWidths(page, 'hubspot-messages');

  // Worked as any other lead: a note, then archived.
  await item.getByRole('button', { name: /Hedy HubSpot/ }).click();
  await item.getByLabel('Note').fill('Added to the trade show list.');
  await item.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(COPY.leadNoteSaved)).toBeVisible();
  await item.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(COPY.leadArchived)).toBeVisible();
  await expect(list).toBeHidden();

  // A consent link used twice comes back with a sentence, in HubSpot's section until dismissed.
  await page.goto('/integrations?hubspot=expired');
  await expect(page).toHaveURL(/\/integrations$/);
  const notice = hubspot
    .getByRole('alert')
    .filter({ hasText: crmSentences('hubspot').stateInvalid });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  // The Integrations screen counts nothing waiting or failed; then HubSpot is disconnected.
  await expect(hubspot.getByText('Leads waiting')).toBeVisible();
  const leads = await (
    await request.get('/api/integrations', { headers: bearer(owner.tokens) })
  ).json();
  expect(leads).toMatchObject([{ waiting: 0, failed: 0 }]);
  await hubspot.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: crmSentences('hubspot').disconnectTitle });
  await dialog.getByRole('button', { name: 'Yes, disconnect' }).click();
  await expect(page.getByText(crmSentences('hubspot').disconnected)).toBeVisible();
  await expect(hubspot.getByRole('button', { name: 'Connect HubSpot' })).toBeVisible();
});
