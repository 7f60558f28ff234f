import type { Page } from '@playwright/test';
import { expect, injectSession, linkFromMail, loginAs, test } from './fixtures';

/**
 * The signed-out screens arrive as HTML the build rendered (decision 038): they paint before any
 * JavaScript runs, the app hydrates them without a mismatch, and nothing typed before that is
 * lost.
 */

const SCREENS = [
  {
    path: '/login',
    heading: 'Sign in to your account',
    fields: ['Email address', 'Password'],
    // The app hydrates Login on the first input (decision 051): a click that needs it.
    firstInput: async (page: Page) => {
      await page.getByRole('button', { name: 'Show Password' }).click();
      await expect(page.getByRole('button', { name: 'Hide Password' })).toBeVisible();
    },
  },
  {
    path: '/forgot-password',
    heading: 'Send Password Reset Instructions',
    fields: ['Email address'],
  },
  {
    path: '/password-reset/some-token',
    heading: 'Update Your Password',
    fields: ['Password', 'Password Confirmation'],
  },
  {
    path: '/create-account/some-token',
    heading: 'Verifying your account...',
    fields: [],
    // Once the app runs it asks the server about the made-up link.
    settled: 'Unable To Verify Your Account',
  },
] as const;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const screen of SCREENS) {
    test(`${screen.path} shows its screen from the HTML alone`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
      for (const label of screen.fields) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
    });
  }

  test('Login shows its whole form, which cannot be sent before the app runs', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/login');
      await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
        'type',
        'password',
      );
      await expect(page.getByRole('link', { name: 'Forgot password? Click here.' })).toBeVisible();
      // Sent natively, the form would carry the password in a request of its own.
      await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
      await page.screenshot({ path: `test-results/screens/login-prerendered-${width}.png` });
    }
  });
});

/**
 * Holds the scripts `files` matches (every script by default) until `release()`, so a test can
 * act on the page before hydration.
 */
async function holdScripts(page: Page, files = '**/assets/*.js') {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(files, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the page logs: a hydration mismatch is one (React reports it as a recoverable error). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const screen of SCREENS) {
  test(`${screen.path} hydrates without a mismatch`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(screen.path);
    const settled = 'settled' in screen ? screen.settled : screen.heading;
    await expect(page.getByRole('heading', { name: settled })).toBeVisible();
    if ('firstInput' in screen) await screen.firstInput(page);
    await page.waitForLoadState('networkidle');
    // The reset and create-account screens ask the server about their made-up link, which
    // answers 4xx: the browser logs that response, not an error of the page's own.
    expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  });
}

test('what a visitor types before the app runs is kept, and signs them in', async ({
  page,
  owner,
}) => {
  const release = await holdScripts(page);
  // Not waiting for 'load': that waits for the held scripts.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  release();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
});

test('Login works before the app has loaded: sent at once, it signs in with what was typed', async ({
  page,
  owner,
}) => {
  // The page's own script runs; the app (main.tsx and what it imports) waits.
  const release = await holdScripts(page, '**/assets/main-*.js');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeEnabled();
  await page.screenshot({ path: 'test-results/screens/login-before-app-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/screens/login-before-app-1280.png' });
  await login.click();
  release();
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
});

test('a signed-in visitor sees the prerendered form at most until the app runs, then home', async ({
  signedInPage: page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();
});

test('a reset link typed into before the app runs keeps both passwords', async ({
  page,
  owner,
  request,
}) => {
  const sent = await request.post('/api/password-reset/send', { data: { email: owner.email } });
  expect(sent.status()).toBe(200);
  const link = await linkFromMail(request, owner.email, 'password-reset');
  const release = await holdScripts(page);
  await page.goto(link, { waitUntil: 'commit' });
  await page.getByLabel('Password', { exact: true }).fill('a new password 3');
  await page.getByLabel('Password Confirmation', { exact: true }).fill('a new password 3');
  release();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password saved! Please log in again')).toBeVisible();
  await loginAs(page, owner.email, 'a new password 3');
});

test('a signed-in visitor on another prerendered screen gets the app afresh, without errors', async ({
  page,
  owner,
}) => {
  // The session is in localStorage before any script, so the app renders instead of hydrating.
  await injectSession(page, owner.tokens);
  const errors = consoleErrors(page);
  await page.goto('/forgot-password');
  await expect(
    page.getByRole('heading', { name: 'Send Password Reset Instructions' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
