import { chargeTodayTerms, COPY } from '#shared/copy';
import { expect, test } from '../fixtures';
import { card, disposeServerData } from './owners';
import {
  axeTests,
  heading,
  installClock,
  livePreview,
  openActionsMenu,
  openCardDetail,
  openSettings,
  openUserMenu,
  type Screen,
} from './screens';

/**
 * axe on the signed-in screens of an owner WITHOUT a subscription, on the 'main' server: the
 * owner created for these specs (see owners.ts and axe.ts).
 */
const SCREENS: Screen[] = [
  {
    name: 'Loading gate',
    signedIn: true,
    async open(page) {
      // Hold the session check so the gate stays up.
      await page.route('**/api/auth/profile', () => undefined);
      await page.goto('/');
      await expect(page.getByRole('status').getByText('Loading...')).toBeAttached();
    },
  },
  {
    name: 'Card Insights (locked: upgrade, with the 30-day views)',
    signedIn: true,
    async open(page, data) {
      await page.goto(`/cards/${card(data).id}/insights`);
      await expect(page.getByRole('heading', { name: 'Upgrade Your Account' })).toBeVisible();
      await expect(
        page.getByText(/Your card was opened \d+ times in the last 30 days/),
      ).toBeVisible();
    },
  },
  {
    name: "Home ('My Cards')",
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/');
      await expect(
        page.getByRole('list', { name: 'My Cards' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  {
    name: "Home with the one-time 'Your Connect profile is unlocked' banner",
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'My Cards' })).toBeVisible();
      // What the confirmation screen leaves behind once the payment is confirmed.
      await page.evaluate(() => localStorage.setItem('connectUnlockedBanner', '1'));
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Your Connect profile is unlocked' }),
      ).toBeVisible();
    },
  },
  {
    name: 'Sidebar drawer (phone)',
    signedIn: true,
    widths: ['phone'],
    async open(page) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Close sidebar' })).toBeVisible();
    },
  },
  {
    name: 'User menu (open)',
    signedIn: true,
    async open(page) {
      await page.goto('/');
      await openUserMenu(page);
    },
  },
  {
    name: 'Card detail (no subscription)',
    keyboard: true,
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
    },
  },
  {
    name: "Card detail with a validation error, '+ Add field' open and the live preview",
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
      const emails = page.getByRole('region', { name: 'Emails' });
      await emails.getByLabel('Work Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(emails.getByRole('alert')).toBeVisible();
      const phones = page.getByRole('region', { name: 'Phone Numbers' });
      await phones.getByRole('button', { name: '+ Add field' }).click();
      await expect(phones.getByRole('button', { name: 'Work Fax' })).toBeVisible();
      await page.getByRole('region', { name: 'Work' }).getByLabel('Title').fill('Typed title');
      // A bottom sheet on phones; beside the form on a desktop.
      await expect((await livePreview(page)).getByText(/Typed title/)).toBeVisible();
      await expect(page.locator('main')).toHaveCount(1);
    },
  },
  {
    name: 'Card detail with unsaved changes (save bar)',
    keyboard: true,
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
      await page.getByRole('region', { name: 'Work' }).getByLabel('Title').fill('Unsaved title');
      await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    },
  },
  {
    name: "Card detail: 'Leave without saving?'",
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
      await page.getByRole('region', { name: 'Work' }).getByLabel('Title').fill('Unsaved title');
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Cards' })
        .click();
      await expect(
        page
          .getByRole('dialog', { name: 'Leave without saving?' })
          .getByRole('button', { name: 'Stay on this page' }),
      ).toBeVisible();
    },
  },
  {
    name: 'Card Actions menu (open, items disabled)',
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data).id);
      await openActionsMenu(page);
    },
  },
  {
    name: "Connect profile editor: 'Upgrade Your Account' empty state",
    keyboard: true,
    signedIn: true,
    async open(page, data) {
      await page.goto(`/cards/${card(data).id}/profile/edit`);
      await expect(heading(page, 'Upgrade Your Account')).toBeVisible();
    },
  },
  {
    name: 'Settings (/settings, not subscribed)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await expect(page.getByText('You are not subscribed to Catalyst Connect.')).toBeVisible();
    },
  },
  {
    name: 'Settings with validation errors',
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await page.getByLabel('First name *').fill('');
      await page.getByRole('button', { name: 'Save' }).first().click();
      await page.getByRole('button', { name: 'Save' }).nth(1).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expect(page.getByText('Current password is required')).toBeVisible();
      // First name; current, new and confirmation password of Change Password.
      await expect(page.getByRole('alert')).toHaveCount(4);
    },
  },
  {
    name: "Settings with the 'Saved!' toast (top-right)",
    signedIn: true,
    async open(page) {
      await openSettings(page);
      // Saves this spec's own owner's unchanged name.
      await page.getByRole('button', { name: 'Save' }).first().click();
      await expect(page.getByText('Saved!')).toBeVisible();
    },
  },
  {
    name: 'Profile (/profile)',
    signedIn: true,
    async open(page) {
      await openSettings(page, '/profile');
    },
  },
  {
    name: 'Upgrade (/subscribe, sandbox card form)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe');
      await expect(heading(page, 'Upgrade To Catalyst Connect', 1)).toBeVisible();
      await expect(page.getByLabel('Card number')).toBeVisible();
      await expect(page.getByRole('list', { name: 'What you get' })).toBeVisible();
      await expect(page.getByText(chargeTodayTerms('$10.00'))).toBeVisible();
    },
  },
  {
    name: 'Example profile (/example, linked from /subscribe)',
    signedIn: false,
    async open(page) {
      await page.goto('/example');
      await expect(heading(page, 'Jordan Rivera', 1)).toBeVisible();
      await expect(page.getByText(COPY.requiredFieldsNote)).toBeVisible();
    },
  },
  {
    name: 'Upgrade with a declined card',
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe');
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiration date').fill('1234');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByLabel('Card number')).toHaveAccessibleDescription(
        'Your card was declined.',
      );
    },
  },
  {
    name: 'Subscription confirmation (waiting)',
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe/confirmation');
      await expect(page.getByText('Confirming your subscription...')).toBeVisible();
    },
  },
  {
    name: 'Subscription confirmation (after a minute)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await installClock(page);
      await page.goto('/subscribe/confirmation');
      await expect(page.getByText('Confirming your subscription...')).toBeVisible();
      await page.clock.fastForward(61_000);
      await expect(page.getByRole('link', { name: 'Return home' })).toBeVisible();
    },
  },
  {
    name: 'Subscription confirmation (payment failed)',
    signedIn: true,
    async open(page) {
      await page.goto('/subscribe/confirmation?redirect_status=failed');
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    },
  },
  {
    name: 'Billing portal (sandbox, not subscribed)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/billing/portal');
      await expect(page.getByText('Catalyst Connect, $10 / month')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade To Catalyst Connect' })).toBeVisible();
    },
  },
  {
    name: 'Messages (none yet)',
    signedIn: true,
    async open(page) {
      await page.goto('/messages');
      await expect(heading(page, 'No messages yet')).toBeVisible();
    },
  },
];

// The tests are independent of each other, so they spread over the workers.
test.describe.configure({ mode: 'parallel' });
test.afterAll(disposeServerData);

for (const [title, body] of axeTests('main', SCREENS)) test(title, body);
