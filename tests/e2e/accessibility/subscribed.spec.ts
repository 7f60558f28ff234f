import { bearer, expect, injectSession, test } from '../fixtures';
import { checkTabOrder, tabTo, THEMES, WIDTHS, type ThemeName } from './axe';
import { card, dataFor, disposeServerData, setProfileTheme, type ServerData } from './owners';
import {
  axeTests,
  heading,
  livePreview,
  openActionsMenu,
  openCardDetail,
  openEditor,
  openSettings,
  type Screen,
} from './screens';

/**
 * axe and the keyboard on the 'profile' server, whose demo owner has an active subscription
 * (see axe.ts). Only the Bamboo card's Connect profile theme is changed, and it is put back.
 */
const SCREENS: Screen[] = [
  {
    name: 'Card detail (subscribed)',
    keyboard: true,
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data, /Metal/).id);
    },
  },
  {
    name: 'Card Insights (chart, tiles, sources)',
    signedIn: true,
    async open(page, data) {
      await page.goto(`/cards/${card(data, /Metal/).id}/insights`);
      await expect(page.getByRole('term').getByText('Views', { exact: true })).toBeVisible();
      await expect(page.getByTestId('insights-chart').locator('canvas')).toBeVisible();
    },
  },
  {
    name: 'Card Actions menu (open, items enabled)',
    signedIn: true,
    async open(page, data) {
      await openCardDetail(page, card(data, /Metal/).id);
      await openActionsMenu(page);
      await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeEnabled();
    },
  },
  {
    // The editor's own screens are not themed; the preview's themes are checked below.
    name: 'Connect profile editor',
    keyboard: true,
    signedIn: true,
    async open(page, data) {
      await openEditor(page, data.themedCard!.id);
    },
  },
  {
    name: "Connect profile editor: 'disabled in edit mode' toast",
    signedIn: true,
    async open(page, data) {
      await openEditor(page, data.themedCard!.id);
      const preview = await livePreview(page);
      await preview.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Contact form is disabled in edit mode')).toBeVisible();
    },
  },
  {
    name: 'Settings (subscribed, with the cancel box)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await expect(page.getByTestId('cancel-subscription-box')).toBeVisible();
    },
  },
  {
    name: 'Cancel subscription confirmation dialog (open, not confirmed)',
    signedIn: true,
    async open(page) {
      await openSettings(page);
      await page
        .getByTestId('cancel-subscription-box')
        .getByRole('button', { name: 'Cancel Subscription' })
        .click();
      await expect(page.getByRole('dialog')).toContainText(
        'Are you sure you want to cancel your subscription?',
      );
    },
  },
  {
    name: 'Billing portal (sandbox, subscribed)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/billing/portal');
      await expect(page.getByText('Catalyst Connect, $10 / month')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    },
  },
  {
    name: 'Messages (an unread message)',
    signedIn: true,
    async open(page) {
      await page.goto('/messages');
      const list = page.getByRole('list', { name: 'Messages' });
      await expect(list).toBeVisible();
      // The unread mark, apart from the lead's status chip ('New').
      await expect(list.getByText('Unread', { exact: true }).first()).toBeVisible();
      await expect(list.getByText('New', { exact: true }).first()).toBeVisible();
    },
  },

  {
    name: 'Messages (a message opened)',
    keyboard: true,
    signedIn: true,
    async open(page) {
      await page.goto('/messages');
      const item = page
        .getByRole('list', { name: 'Messages' })
        .getByRole('button', { name: /Axe Visitor/ })
        .first();
      await item.click();
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('link', { name: 'axe.visitor@example.com' }).first(),
      ).toBeVisible();
    },
  },
];

/** Checked in the Connect profile's own dark and light themes (the theme group below). */
const THEMED_SCREENS: Screen[] = [
  {
    name: 'Connect profile editor: the live preview (a bottom sheet on phones)',
    signedIn: true,
    themes: 'profile',
    async open(page, data) {
      await openEditor(page, data.themedCard!.id);
      await expect((await livePreview(page)).getByRole('heading', { level: 1 })).toBeVisible();
      // The page's one landmark: the preview inside it is no second `main`.
      await expect(page.locator('main')).toHaveCount(1);
    },
  },
  {
    name: 'Public profile (/u/{uuid}, server-rendered)',
    signedIn: false,
    themes: 'profile',
    async open(page, data) {
      await page.goto(`/u/${data.themedCard!.uuid}`);
      await expect(heading(page, "Let's Connect!", 2)).toBeVisible();
      // Hydrated: the page's script has taken over the server's HTML.
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    },
  },
  {
    name: "Public profile scrolled on a small phone (the sticky 'Download Contact' bar)",
    signedIn: false,
    themes: 'profile',
    widths: ['phone'],
    async open(page, data) {
      // The Bamboo card's page has no buttons: on a 375x667 phone (not 390x844) its header's
      // Download Contact scrolls away, so the bar shows.
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(`/u/${data.themedCard!.uuid}`);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = page.locator('[data-sticky-download]');
      await expect(bar.getByRole('link', { name: 'Download Contact' })).toBeInViewport();
      const theme = await page.locator('[data-theme]').getAttribute('data-theme');
      await page.screenshot({ path: `test-results/screens/public-profile-bar-375-${theme}.png` });
    },
  },
];

// The tests are independent of each other (but for the theme group below), so they spread
// over the workers.
test.describe.configure({ mode: 'parallel' });
test.afterAll(disposeServerData);

for (const [title, body] of axeTests('profile', SCREENS)) test(title, body);

test('keyboard: the cancel confirmation holds the focus, and Escape closes it without cancelling', async ({
  page,
}, testInfo) => {
  const serverData = await dataFor('profile', testInfo);
  await injectSession(page, serverData.tokens!);
  await openSettings(page);
  const box = page.getByTestId('cancel-subscription-box');
  const cancel = box.getByRole('button', { name: 'Cancel Subscription' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to cancel your subscription?');
  // Only Tab and Escape from here on: Enter on 'Yes, cancel' would end the subscription.
  const seen = new Set<string>();
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) =>
      element.contains(document.activeElement) ? (document.activeElement?.textContent ?? '') : null,
    );
    expect(inside, 'Tab keeps the focus inside the dialog').not.toBeNull();
    seen.add(inside!.trim());
  }
  expect([...seen].sort()).toEqual(['No, keep it', 'Yes, cancel']);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(box).toBeVisible();
});

test.describe('the Connect profile in its dark and light themes', () => {
  test.describe.configure({ mode: 'serial' });
  let serverData: ServerData | undefined;
  let originalTheme: ThemeName | undefined;

  test.beforeAll(async () => {
    serverData = await dataFor('profile', test.info());
    const response = await serverData.api!.get(`/api/cards/${serverData.themedCard!.id}/profile`, {
      headers: bearer(serverData.tokens!),
    });
    expect(response.status()).toBe(200);
    originalTheme = (await response.json()).theme;
  });

  test.afterAll(async () => {
    if (serverData && originalTheme) await setProfileTheme(serverData, originalTheme);
  });

  for (const [title, body] of axeTests('profile', THEMED_SCREENS)) test(title, body);

  test('keyboard: on the public profile every link, button and field is reached by Tab with a visible focus indicator', async ({
    page,
  }, testInfo) => {
    const serverData = await dataFor('profile', testInfo);
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width: width.width, height: width.height });
        await setProfileTheme(serverData, theme);
        await page.goto(`/u/${serverData.themedCard!.uuid}`);
        await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
        const problems = await checkTabOrder(page);
        expect(problems, `${width.name}, ${theme} theme:\n${problems.join('\n')}`).toEqual([]);
      }
    }
  });
});
