import { COPY } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import { expect, test } from './fixtures';

/**
 * Passkeys (docs/product.md#passkeys) in Chromium's virtual authenticator (a platform
 * authenticator with resident keys and user verification, CDP's WebAuthn domain), on the
 * passkeys server, whose APP_URL is on localhost.
 */
test('an owner adds a passkey in Settings, signs out, signs in with it and removes it', async ({
  signedInPage: page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto('/settings');
  const security = page.getByRole('region', { name: COPY.securityTitle });
  await expect(security.getByText(COPY.noPasskeysYet)).toBeVisible();
  const name = security.getByLabel(COPY.passkeyNameLabel);
  await expect(name).toHaveValue(/^Chrome on /);
  await name.fill('  Work laptop  ');
  await security.getByRole('button', { name: COPY.addPasskey }).click();
  await expect(page.getByText(COPY.passkeyAdded)).toBeVisible();
  const list = security.getByRole('list', { name: COPY.passkeysTitle });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Work laptop', { exact: true })).toBeVisible();
  await expect(list.getByText(/never used$/)).toBeVisible();
  await checkAtBothWidths(page, 'settings-passkeys');

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('authTokens'))).toBeNull();

  await page.goto('/login');
  const passkeyButton = page.getByRole('button', { name: COPY.signInWithPasskey });
  // Shown by the prerendered page's script, before the app runs.
  await expect(passkeyButton).toBeVisible();
  await checkAtBothWidths(page, 'login-passkey');
  await passkeyButton.click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();

  await page.goto('/settings');
  await expect(list.getByText(/last used/)).toBeVisible();
  await list.getByRole('button', { name: COPY.removePasskey }).click();
  await page.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByText(COPY.passkeyRemoved)).toBeVisible();
  await expect(security.getByText(COPY.noPasskeysYet)).toBeVisible();
});

test('the sign-in page says so when the device has no passkey for the site', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto('/login');
  await page.getByRole('button', { name: COPY.signInWithPasskey }).click();
  await expect(page.getByRole('alert').or(page.getByText(COPY.passkeySignInCancelled))).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await expect(page).toHaveURL(/\/login$/);
});
