import { apiLogin, bearer, createOwner, expect, loginAs, test } from './fixtures';

// This server runs with INACTIVITY_TIMEOUT_SECONDS=8: the inactivity sign-out keeps the leads
// waiting on the phone, asking nothing; another account signing in never uploads them; the
// same account's next sign-in does.
test('the inactivity sign-out keeps captured leads for the same account, never for another', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const leadsOf = async (email: string, password: string) => {
    const tokens = await apiLogin(request, email, password);
    const response = await request.get('/api/messages', { headers: bearer(tokens) });
    return ((await response.json()) as Array<{ name: string }>).map((lead) => lead.name);
  };
  // The server is down while the lead is captured: it waits on the phone.
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto('/capture');
  await page.getByLabel('First name', { exact: true }).fill('Radia');
  await page.getByLabel('Email', { exact: true }).fill('radia@example.com');
  await page.getByRole('button', { name: 'Save lead' }).click();
  const waiting = page.getByRole('region', { name: 'Leads on this phone' });
  await expect(waiting.getByText('1 lead waiting to upload')).toBeVisible();

  // Left alone: signed out, with no question.
  await expect(page.getByText('Logging you out now.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Leads waiting to upload' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  await page.unroute('**/api/leads');

  // Another account on the same phone: none of the first account's leads show or upload.
  const other = await createOwner(request, { firstName: 'Barbara', lastName: 'Liskov' });
  await loginAs(page, other.email, other.password);
  await page.goto('/capture');
  await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
  await expect(waiting).toHaveCount(0);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await leadsOf(owner.email, owner.password)).toEqual([]);
  expect(await leadsOf(other.email, other.password)).toEqual([]);

  // The same account again: the lead uploads by itself.
  await loginAs(page, owner.email, owner.password);
  await expect
    .poll(() => leadsOf(owner.email, owner.password), { timeout: 20_000 })
    .toEqual(['Radia']);
});
