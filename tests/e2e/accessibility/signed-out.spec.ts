import { LOGOUT_REDIRECT_DELAY_MS } from '#shared/constants';
import { COPY } from '#shared/copy';
import { expect, test } from '../fixtures';
import { card, disposeServerData } from './owners';
import { axeTests, heading, holdTimeoutsOf, type Screen } from './screens';

/** axe on the signed-out screens, on the 'main' server (see axe.ts). */
const SCREENS: Screen[] = [
  {
    name: 'Login',
    keyboard: true,
    signedIn: false,
    async open(page) {
      await page.goto('/login');
      await expect(heading(page, 'Sign in to your account')).toBeVisible();
    },
  },
  {
    name: 'Login with validation errors',
    signedIn: false,
    async open(page) {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('You must provide a email to log in')).toBeVisible();
    },
  },
  {
    name: 'Logout',
    signedIn: false,
    async open(page) {
      // The screen moves on to Login after 3 s (LOGOUT_REDIRECT_DELAY_MS): hold that timer.
      await holdTimeoutsOf(page, LOGOUT_REDIRECT_DELAY_MS);
      await page.goto('/logout');
      await expect(heading(page, 'Logging you out now.')).toBeVisible();
    },
  },
  {
    name: 'Forgot password',
    keyboard: true,
    signedIn: false,
    async open(page) {
      await page.goto('/forgot-password');
      await expect(heading(page, 'Send Password Reset Instructions')).toBeVisible();
    },
  },
  {
    name: 'Reset password',
    keyboard: true,
    signedIn: false,
    async open(page, data) {
      await page.goto(`/password-reset/${data.resetToken}`);
      await expect(heading(page, 'Update Your Password')).toBeVisible();
      await expect(page.getByLabel('Password Confirmation', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'Reset password (expired or used link)',
    keyboard: true,
    signedIn: false,
    async open(page) {
      await page.goto('/password-reset/some-token');
      await expect(page.getByText(COPY.resetLinkExpiredOrUsed)).toBeVisible();
    },
  },
  {
    name: 'Create account (form, real token)',
    keyboard: true,
    signedIn: false,
    async open(page, data) {
      await page.goto(`/create-account/${data.pendingToken}`);
      await expect(heading(page, 'Create Your Account')).toBeVisible();
      await expect(page.getByLabel('First Name')).toHaveValue('Grace');
    },
  },
  {
    name: 'Create account with validation errors',
    signedIn: false,
    async open(page, data) {
      await page.goto(`/create-account/${data.pendingToken}`);
      // Empty passwords: the form stops before sending, so the invitation stays unused.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    name: 'Create account (already verified)',
    keyboard: true,
    signedIn: false,
    async open(page, data) {
      await page.goto(`/create-account/${data.usedToken}`);
      await expect(heading(page, 'Your Account Is Already Verified')).toBeVisible();
    },
  },
  {
    name: 'Create account (invalid token)',
    keyboard: true,
    signedIn: false,
    async open(page) {
      await page.goto('/create-account/not-a-real-token');
      await expect(heading(page, 'Unable To Verify Your Account')).toBeVisible();
    },
  },
  {
    name: 'Verify notice',
    keyboard: true,
    signedIn: false,
    async open(page) {
      await page.goto('/create-account-notification?name=Grace&email=grace%40example.com');
      await expect(heading(page, 'Please Help Us Verify Your Account')).toBeVisible();
    },
  },
  {
    name: "Error page 'Oops!' (unknown route)",
    keyboard: true,
    signedIn: false,
    async open(page) {
      await page.goto('/no/such/page');
      await expect(heading(page, 'Oops!')).toBeVisible();
    },
  },
  {
    name: 'Public profile of an owner without a subscription',
    keyboard: true,
    signedIn: false,
    async open(page, data) {
      await page.goto(`/u/${card(data).uuid}`);
      await expect(page.getByRole('link', { name: 'Download Contact' })).toBeVisible();
    },
  },
  {
    name: 'Public profile not found (server page)',
    signedIn: false,
    async open(page) {
      await page.goto('/u/nobody-at-all');
      await expect(heading(page, "This profile doesn't exist")).toBeVisible();
    },
  },
];

// The tests are independent of each other, so they spread over the workers.
test.describe.configure({ mode: 'parallel' });
test.afterAll(disposeServerData);

for (const [title, body] of axeTests('main', SCREENS)) test(title, body);
