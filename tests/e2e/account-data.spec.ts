import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { report, runAxe, settle, WIDTHS } from './accessibility/axe';
import { bearer, expect, test } from './fixtures';

/** Settings → Your Data (sections are regions named by their heading). */
const yourData = (page: Page) => page.getByRole('region', { name: 'Your Data' });

async function openDeleteDialog(page: Page) {
  await yourData(page).getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog).toContainText('This cannot be undone.');
  return dialog;
}

test('an owner downloads their data, deletes the account, and can no longer sign in', async ({
  signedInPage: page,
  owner,
}) => {
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await yourData(page).getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalyst-connect-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; firstName: string };
    cards: unknown[];
  };
  expect(data.account).toMatchObject({ email: owner.email, firstName: 'Grace' });
  // The shop order of the fixture made three cards.
  expect(data.cards).toHaveLength(3);

  const dialog = await openDeleteDialog(page);
  const password = dialog.getByLabel('Your password', { exact: true });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await confirm.click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await password.fill('not my password');
  await confirm.click();
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await password.fill(owner.password);
  // Enter in the field confirms like the button.
  await password.press('Enter');

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  const stale = await page.request.get('/api/auth/profile', { headers: bearer(owner.tokens) });
  expect(stale.status()).toBe(401);

  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid login attempt')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('Your Data and the delete dialog pass axe on a phone and a desktop', async ({
  signedInPage: page,
}) => {
  const blocking = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/profile');
    await expect(yourData(page)).toBeVisible();
    await settle(page);
    blocking.push(...(await runAxe(page, `Your Data (${size.name})`)).blocking);
    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel('Your password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
    await settle(page);
    blocking.push(...(await runAxe(page, `Delete dialog (${size.name})`)).blocking);
    // Keeping the account: the dialog closes and nothing else happened.
    await dialog.getByRole('button', { name: 'No, keep my account' }).click();
    await expect(dialog).toBeHidden();
  }
  expect(blocking, report(blocking)).toEqual([]);
});
