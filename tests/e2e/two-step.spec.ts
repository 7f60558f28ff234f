import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { checkAtBothWidths } from './accessibility/axe';
import { expect, injectSession, memberOfNewTeam, test, type FreshOwner } from './fixtures';

/** The code the authenticator app shows `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

/** The setup key as the screen shows it, in groups of four: the secret without the spaces. */
async function shownSecret(page: Page) {
  return (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
}

async function signIn(page: Page, owner: Pick<FreshOwner, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an owner turns on two-step sign-in with a typed code, signs out and signs in with a code', async ({
  signedInPage: page,
  owner,
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await checkAtBothWidths(page, 'two-step-off');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await shownSecret(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await checkAtBothWidths(page, 'two-step-scan');
  await page.getByLabel('6-digit code').fill(await codeFor(secret));
  // From a session the password is asked too: a stolen session cannot turn it on.
  await page
    .getByRole('region', { name: 'Two-step sign-in' })
    .getByLabel('Current password', { exact: true })
    .fill(owner.password);
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await checkAtBothWidths(page, 'two-step-recovery-codes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('catalyst-connect-recovery-codes.txt');
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel('I have saved my recovery codes').check();
  await done.click();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signed out before the sign-in starts: Login sends a signed-in owner home.
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  await signIn(page, owner);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await checkAtBothWidths(page, 'two-step-sign-in-code');
  // The step after the one the setup used: a code is never accepted twice.
  await page.getByLabel('6-digit code').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
});

test('a member of a team that requires two-step sign-in is led through its setup', async ({
  owner,
  page,
  request,
}) => {
  const { member } = await memberOfNewTeam(request, owner, {
    team: 'Secure Co',
    member: { firstName: 'Ada', lastName: 'Lovelace' },
  });

  // The owner turns the rule on from the Members screen.
  await injectSession(page, owner.tokens);
  await page.goto('/team');
  const rule = page.getByRole('switch', { name: 'Require two-step sign-in' });
  await rule.click();
  await expect(page.getByText('Saved the sign-in rule')).toBeVisible();
  await expect(rule).toBeChecked();
  await checkAtBothWidths(page, 'team-requires-two-step');
  await page.evaluate(() => localStorage.clear());

  await signIn(page, member);
  await expect(
    page.getByText('Your team requires two-step sign-in. Set it up to continue.'),
  ).toBeVisible();
  const secret = await shownSecret(page);
  await checkAtBothWidths(page, 'two-step-setup-required');
  await page.getByLabel('6-digit code').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
});
