import { randomUUID } from 'node:crypto';
import { createOwner, expect, linkFromMail, loginAs, orderCardsFor, test } from './fixtures';

test('a paid order invites the customer, who sets up the account and sees the cards', async ({
  page,
  request,
}) => {
  const email = `grace-${randomUUID().slice(0, 8)}@example.com`;
  await orderCardsFor(request, email);
  const link = await linkFromMail(request, email, 'create-account');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByText('Complete your account setup to get started')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  const emailField = page.getByLabel('Email', { exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed until you have logged in.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('compilers rule 1952');
  await expect(page.getByText('Must be at least 8 characters')).toBeHidden();
  await page.getByLabel('Confirm Password', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Confirm password is required')).toBeVisible();
  await page.getByLabel('Confirm Password', { exact: true }).fill('compilers rule 1953');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByRole('button', { name: 'Show Confirm Password' }).click();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await page.getByLabel('Confirm Password', { exact: true }).fill('compilers rule 1952');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Redirecting to login...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The login form opens with the new account's address, and the password to type.
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  // The owner reads the toast (the pointer on it holds it) and signs in from the keyboard: once
  // in, the toast that sent them here has nothing left to say.
  const toast = page.getByText('Account created successfully! Redirecting to login...');
  await toast.hover();
  await page.keyboard.type('compilers rule 1952');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await expect(toast).toBeHidden();
  const grid = page.getByRole('list', { name: 'My Cards' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  await expect(grid.getByText('Catalyst Metal Card (Matte Black)')).toHaveCount(2);
  await expect(grid.getByText('Catalyst Bamboo Card')).toHaveCount(1);
  await expect(grid.getByText('Grace Hopper')).toHaveCount(3);
  await expect(grid.getByText('My Phone')).toHaveCount(3);

  // The same link again: already verified.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Your Account Is Already Verified' }),
  ).toBeVisible();
});

test('a broken verification link says so and offers support', async ({ page }) => {
  await page.goto('/create-account/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Unable To Verify Your Account' })).toBeVisible();
  await expect(
    page.getByText(
      'The verification link may be invalid or expired. Please contact support for help.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /support@/ })).toHaveAttribute('href', /^mailto:/);
  // An expired invitation can be sent again, to the address it went to; the answer is the same
  // for a link that never was one.
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If this link was an invitation, a new one is on its way to the address it was sent to. It works for 7 days.',
  );
  await page.screenshot({ path: 'test-results/screens/invitation-new-link-1280.png' });
});

test('the verify notice greets the person and names the address', async ({ page }) => {
  await page.goto('/create-account-notification?name=Grace&email=grace%40example.com');
  await expect(
    page.getByRole('heading', { name: 'Please Help Us Verify Your Account' }),
  ).toBeVisible();
  await expect(page.getByText('Hi Grace,')).toBeVisible();
  await expect(page.getByText('grace@example.com')).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password', async ({ page, request }) => {
  const { email } = await createOwner(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password? Click here.' }).click();
  await expect(
    page.getByRole('heading', { name: 'Send Password Reset Instructions' }),
  ).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your reset email is on the way!')).toBeVisible();

  await page.goto(await linkFromMail(request, email, 'password-reset'));
  await expect(page.getByRole('heading', { name: 'Update Your Password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second password 2');
  await page.getByLabel('Password Confirmation', { exact: true }).fill('second password 2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password saved! Please log in again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, email, 'second password 2');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a used or expired reset link says so on opening, with the way to a new one (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const { email } = await createOwner(request);
    await page.setViewportSize(viewport);
    const sent = await request.post('/api/password-reset/send', { data: { email } });
    expect(sent.status()).toBe(200);
    const link = await linkFromMail(request, email, 'password-reset');
    const token = link.split('/').pop()!;
    const used = await request.post('/api/password-reset/reset', {
      data: { token, password: 'used this link once' },
    });
    expect(used.status()).toBe(200);

    await page.goto(link);
    await expect(page.getByText('This link has expired or was already used')).toBeVisible();
    // Said before any password is typed: the form is not there at all.
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `test-results/screens/reset-link-used-${viewport.width}.png` });
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(
      page.getByRole('heading', { name: 'Send Password Reset Instructions' }),
    ).toBeVisible();
  });
}
