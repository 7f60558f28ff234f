import { COPY } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, expect, test } from './fixtures';

/**
 * SCIM provisioning (docs/product.md#scim): the owner opens the Team area's 'Sign-in' tab,
 * copies the base URL, makes a token (shown once), and the directory provisions a person with
 * it; the person carries the 'Directory' badge on Members; the token is revoked after a
 * confirmation and stops working. Axe checks the tab and Members, photographed at 390 and
 * 1280 px.
 */
test('an owner makes a SCIM token, the directory provisions a person, the token is revoked', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const created = await request.post('/api/teams', {
    headers: bearer(owner.tokens),
    data: { name: `Directory ${Date.now().toString(36)}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/team');
  const tabs = page.getByRole('navigation', { name: 'Team sections' });
  await tabs.getByRole('link', { name: COPY.signInTab }).click();
  await expect(page).toHaveURL('/team/sign-in');
  const section = page.getByRole('region', { name: COPY.scimSectionTitle });
  await expect(section.getByText(/\/scim\/v2$/)).toBeVisible();
  await expect(section.getByText(COPY.scimNoTokens)).toBeVisible();

  await section.getByLabel(COPY.scimTokenName).fill('Entra ID');
  await section.getByRole('button', { name: COPY.scimCreateToken }).click();
  const once = section.getByTestId('scim-token-once');
  await expect(once.getByText(COPY.scimTokenCreatedOnce)).toBeVisible();
  const token = (await once.locator('code').textContent())!;
  expect(token).toMatch(/^cc_scim_/);
  await expect(section.getByRole('list', { name: COPY.scimTokens })).toContainText('Entra ID');
  await checkAtBothWidths(page, 'team-sign-in-scim');

  // The directory provisions a person with the token.
  const userName = `ada-${Date.now().toString(36)}@directory.example`;
  const provisioned = await request.post('/scim/v2/Users', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    data: JSON.stringify({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName,
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      title: 'Analyst',
    }),
  });
  expect(provisioned.status(), await provisioned.text()).toBe(201);
  // Members read afresh: what the directory did happened outside this page.
  await page.goto('/team');
  const row = page
    .getByRole('table', { name: 'Members' })
    .getByRole('row')
    .filter({ hasText: userName });
  await expect(row.getByTestId('directory-badge')).toHaveText(COPY.scimDirectoryBadge);
  await expect(page.getByTestId('directory-keeps')).toHaveText(COPY.scimDirectoryKeeps);
  await checkAtBothWidths(page, 'team-members-directory');

  // Revoked after the question: the token stops working.
  await tabs.getByRole('link', { name: COPY.signInTab }).click();
  await section.getByRole('button', { name: `${COPY.scimRevoke} Entra ID` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(COPY.scimRevokeConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: COPY.scimRevoke }).click();
  await expect(section.getByText(COPY.scimNoTokens)).toBeVisible();
  const refused = await request.get('/scim/v2/Users', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
});
