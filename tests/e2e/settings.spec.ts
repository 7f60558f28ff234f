import { expect, test } from '@playwright/test';
import { E2E, loginAs, signInFromHome } from './fixtures';

// The only spec on its server: it changes the demo owner's name and password.
test.describe.configure({ mode: 'serial' });

test('Personal Information saves and the new name shows in the user menu', async ({ page }) => {
  await signInFromHome(page);
  await page.goto('/settings');
  await page.getByLabel('First name *').fill('Jordan');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Jordan Morgan');
  await page.getByLabel('Email address *').fill('not an email');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('First name *').fill('');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('First name is required')).toBeVisible();
});

test('Change Password checks the confirmation, then updates the password', async ({ page }) => {
  await signInFromHome(page);
  await page.goto('/profile');
  const save = page.getByRole('button', { name: 'Save' }).nth(1);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm your password').fill('short');
  await save.click();
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password').fill('a new long password');
  await page.getByLabel('Confirm your password').fill('a different password');
  await save.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm your password').fill('a new long password');
  await save.click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  await page.getByLabel('Email address').fill(E2E.demoEmail);
  await page.getByLabel('Password').fill(E2E.demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login attempt');
  await loginAs(page, E2E.demoEmail, 'a new long password');
});

test('Billing shows Manage Billing', async ({ page }) => {
  await signInFromHome(page, E2E.demoEmail, 'a new long password');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await expect(page.getByTestId('cancel-subscription-box')).toHaveCount(0);
});
