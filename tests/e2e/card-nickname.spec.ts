import { bearer, expect, subscribeThroughApi, test } from './fixtures';

interface ListedCard {
  id: number;
  CardConfiguration: { uuid: string };
}

/**
 * Three cards of one order (docs/product.md#signed-in-layout) are told apart by a nickname the
 * owner gives each, shown on its tile, its pages and its messages.
 */
test('a card named in place shows its nickname on its tile, its pages and in Messages', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  await subscribeThroughApi(request, owner.tokens);
  const [card] = (await (
    await request.get('/api/cards', { headers: bearer(owner.tokens) })
  ).json()) as ListedCard[];
  await page.goto(`/cards/${card!.id}/edit`);
  await page.getByRole('button', { name: 'Add a nickname' }).click();
  const form = page.getByRole('form', { name: 'Card nickname' });
  await expect(form.getByLabel('Nickname')).toBeFocused();
  await form.getByLabel('Nickname').fill('Booth card');
  await form.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booth card' })).toBeVisible();
  await expect(page.getByText('Grace Hopper · Catalyst')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/card-nickname-1280.png' });

  await page
    .getByRole('navigation', { name: 'Card sections' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booth card' })).toBeVisible();

  await page.goto('/');
  const tiles = page.getByRole('list', { name: 'My Cards' });
  await expect(tiles.getByRole('heading', { name: 'Booth card' })).toBeVisible();
  await expect(tiles.getByRole('heading', { name: 'Grace Hopper' })).toHaveCount(2);

  // A visitor writes through that card: the message says which card it came through.
  const sent = await request.post(
    `/api/card-profiles/public/${card!.CardConfiguration.uuid}/send-message`,
    {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: { name: 'Vera', email: 'vera@example.com', phone: '+1 555 0100', message: 'Hello' },
    },
  );
  expect(sent.status()).toBe(200);
  await page.goto('/messages');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Booth card')).toBeVisible();
});

test("three cards need one setup: a card copies another's details in one step", async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const headers = bearer(owner.tokens);
  const [first, second] = (await (
    await request.get('/api/cards', { headers })
  ).json()) as ListedCard[];
  const filled = await request.put(`/api/cards/${first!.id}/configuration`, {
    headers,
    data: { workTitle: 'Rear Admiral', cellPhone: '+1 555 0100', linkedInUrl: '@grace' },
  });
  expect(filled.status()).toBe(200);
  await request.patch(`/api/cards/${first!.id}`, { headers, data: { nickname: 'Booth card' } });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cards/${second!.id}/edit`);
  await expect(page.getByRole('region', { name: 'Work' }).getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Copy details from...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy details from another card' });
  await dialog.getByLabel('Copy from').selectOption({ label: 'Booth card' });
  await page.screenshot({ path: 'test-results/screens/copy-details-390.png' });
  await dialog.getByRole('button', { name: 'Copy details' }).click();
  await expect(page.getByText('Details copied')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work' }).getByLabel('Title')).toHaveValue(
    'Rear Admiral',
  );
  await expect(page.getByRole('region', { name: 'Socials' }).getByLabel('LinkedIn')).toHaveValue(
    'https://www.linkedin.com/in/grace',
  );
  // The copy keeps its own name: no nickname came with it.
  await expect(page.getByRole('button', { name: 'Add a nickname' })).toBeVisible();
  // And its details save as any edit does (on the version the copy made).
  await page.getByRole('region', { name: 'Work' }).getByLabel('Role').fill('Keynotes');
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(page.getByRole('form', { name: 'Unsaved changes' })).toBeHidden();
  await expect(page.getByText('This was changed elsewhere')).toHaveCount(0);
});
