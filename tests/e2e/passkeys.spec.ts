import type { APIRequestContext, CDPSession, Page } from '@playwright/test';
import { COPY } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, expect, memberOfNewTeam, test, type FreshOwner, type TokenPair } from './fixtures';

/** Chromium's virtual authenticator on the page; answers its id. */
async function addAuthenticator(cdp: CDPSession, { isUserVerified = true } = {}) {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function signInWithPassword(page: Page, person: Pick<FreshOwner, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A new member of a team of `owner`'s whose admin requires two-step sign-in (through the API). */
async function memberOfTeamRequiringTwoStep(
  request: APIRequestContext,
  owner: { tokens: TokenPair },
) {
  const { teamId, member } = await memberOfNewTeam(request, owner, {
    team: 'Passkey Co',
    member: { firstName: 'Grace', lastName: 'Hopper' },
  });
  const rule = await request.put(`/api/teams/${teamId}/security`, {
    headers: bearer(owner.tokens),
    data: { requireTwoStep: true },
  });
  expect(rule.status(), await rule.text()).toBe(200);
  return member;
}

/**
 * Passkeys (docs/product.md#passkeys) in Chromium's virtual authenticator (a platform
 * authenticator with resident keys and user verification, CDP's WebAuthn domain), on the
 * passkeys server, whose APP_URL is on localhost.
 */
test('an owner adds a passkey in Settings, signs out, signs in with it and removes it', async ({
  signedInPage: page,
  owner,
}) => {
  await addAuthenticator(await page.context().newCDPSession(page));

  await page.goto('/settings');
  const security = page.getByRole('region', { name: COPY.securityTitle });
  await expect(security.getByText(COPY.noPasskeysYet)).toBeVisible();
  const name = security.getByLabel(COPY.passkeyNameLabel);
  await expect(name).toHaveValue(/^Chrome on /);
  await name.fill('  Work laptop  ');
  // A passkey signs in alone: a session alone may not add one.
  await security.getByLabel('Current password', { exact: true }).fill(owner.password);
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
  await addAuthenticator(await page.context().newCDPSession(page));
  await page.goto('/login');
  await page.getByRole('button', { name: COPY.signInWithPasskey }).click();
  await expect(page.getByRole('alert').or(page.getByText(COPY.passkeySignInCancelled))).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('a member whose team requires two-step sign-in sets up a passkey instead of the app, then signs in with it', async ({
  owner,
  page,
  request,
}) => {
  const member = await memberOfTeamRequiringTwoStep(request, owner);
  const cdp = await page.context().newCDPSession(page);
  // The device's screen lock fails first: the prompt ends without a passkey.
  const authenticatorId = await addAuthenticator(cdp, { isUserVerified: false });

  await signInWithPassword(page, member);
  await expect(page.getByText(COPY.twoStepSetupRequiredIntro)).toBeVisible();
  await expect(page.getByTestId('two-step-secret')).toBeVisible();
  const instead = page.getByRole('button', { name: COPY.usePasskeyInstead });
  await checkAtBothWidths(page, 'two-step-setup-passkey');
  await instead.click();
  await expect(page.getByText(COPY.setupPasskeyCancelled)).toBeVisible({ timeout: 20_000 });
  // Still on the setup, with both ways open.
  await expect(page.getByRole('heading', { name: COPY.twoStepSetupRequiredTitle })).toBeVisible();
  await expect(page.getByLabel(COPY.twoStepCodeLabel)).toBeVisible();
  await checkAtBothWidths(page, 'two-step-setup-passkey-cancelled');

  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true });
  await instead.click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  // The passkey meets the rule: the password alone is refused, and the passkey signs in.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  await signInWithPassword(page, member);
  await expect(page.getByText(COPY.signInWithYourPasskey)).toBeVisible();
  await checkAtBothWidths(page, 'login-passkey-required');
  await page.getByRole('button', { name: COPY.signInWithPasskey }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
});
