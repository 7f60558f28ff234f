import { type Page } from '@playwright/test';
import { expect, linkFromMail, loginAs, test } from './fixtures';

/** The form of one settings section (sections are regions named by their heading). */
const section = (page: Page, name: string) => page.getByRole('region', { name });

// Each test changes the name, password or address of an owner of its own (Grace Hopper).
test('Personal Information saves and the new name shows in the user menu', async ({
  signedInPage: page,
}) => {
  await page.goto('/settings');
  await page.getByLabel('First name *').fill('Jordan');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Jordan Hopper');
  await page.getByLabel('Email address *').fill('not an email');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('First name *').fill('');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('First name is required')).toBeVisible();
});

test('Change Password asks for the current password, checks the confirmation, then updates the password', async ({
  signedInPage: page,
  owner,
}) => {
  await page.goto('/profile');
  const form = section(page, 'Change Password');
  const save = form.getByRole('button', { name: 'Save' });
  await form.getByLabel('New password').fill('short');
  await form.getByLabel('Confirm your password').fill('short');
  await save.click();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await expect(form.getByText('Must be at least 8 characters')).toBeVisible();
  await form.getByLabel('New password').fill('a new long password');
  await form.getByLabel('Confirm your password').fill('a different password');
  await save.click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm your password').fill('a new long password');
  // A wrong current password is refused and the owner stays signed in.
  await form.getByLabel('Current password').fill('not my password');
  await save.click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  // Under its field, which has the focus again, not in a passing toast.
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    'Your current password is not correct',
  );
  await expect(form.getByLabel('Current password')).toBeFocused();
  await expect(page).toHaveURL(/\/profile$/);
  await form.getByLabel('Current password').fill(owner.password);
  await save.click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login attempt');
  await loginAs(page, owner.email, 'a new long password');
});

test('Billing shows Manage Billing', async ({ signedInPage: page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await expect(page.getByTestId('cancel-subscription-box')).toHaveCount(0);
});

test('an e-mail change waits for the link mailed to the new address, then signs in with it', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const newEmail = `jordan-${Date.now()}@example.com`;
  await page.goto('/settings');
  const form = section(page, 'Personal Information');
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  await form.getByLabel('Email address *').fill(newEmail);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Current password is required')).toBeVisible();
  await form.getByLabel('Current password').fill(owner.password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(form.getByText(`Check ${newEmail} to confirm`)).toBeVisible();
  // Not moved yet: the field shows the confirmed address.
  await expect(form.getByLabel('Email address *')).toHaveValue(owner.email);

  await page.goto(await linkFromMail(request, newEmail, 'confirm-email'));
  await page.getByRole('button', { name: 'Confirm email address' }).click();
  await expect(page.getByText(`Your account now uses ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, newEmail, owner.password);
  await page.goto('/settings');
  await expect(section(page, 'Personal Information').getByLabel('Email address *')).toHaveValue(
    newEmail,
  );
});
