import { E2E, expect, test } from '../fixtures';
import { tabTo } from './axe';
import { heading } from './screens';

/**
 * Keyboard journeys on the 'main' server: the keyboard sign-in as the demo owner (it only reads),
 * the drawer as a fresh owner of its own. The keyboard checks of single screens are in the
 * SCREENS tables (`keyboard: true`, see axe.ts).
 */

// The tests are independent of each other, so they spread over the workers.
test.describe.configure({ mode: 'parallel' });

test('keyboard: sign in, open a card and its Actions menu, and reach Settings via the user menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await expect(heading(page, 'Sign in to your account')).toBeVisible();

  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type(E2E.demoEmail);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(E2E.demoPassword);
  // The page is prerendered (decision 038): until the app has hydrated it, its Login button is
  // disabled and Enter sends nothing, which a run on two busy cores once caught.
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'My Cards')).toBeVisible();

  const metal = page.getByRole('link', { name: /Catalyst Metal Card \(Matte Black\)/ });
  await tabTo(page, metal);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cards\/\d+\/edit$/);
  await expect(heading(page, /Morgan/, 1)).toBeVisible();

  const actions = page.getByRole('button', { name: 'Actions' });
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Without a subscription the first two are disabled: opening lands on the hint that says why
  // (and leads to the upgrade), and the arrow keys move on to Download vCard and the sharing
  // screens.
  await expect(
    menu.getByRole('menuitem', { name: 'Requires Catalyst Connect: Upgrade' }),
  ).toHaveAttribute('data-focus', '');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Download vCard' })).toHaveAttribute(
    'data-focus',
    '',
  );
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Share Screen' })).toHaveAttribute(
    'data-focus',
    '',
  );
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'E-mail Signature' })).toHaveAttribute(
    'data-focus',
    '',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(actions).toBeFocused();

  const userMenu = page.getByRole('button', { name: 'Open user menu' });
  await tabTo(page, userMenu, { backwards: true });
  await page.keyboard.press('Enter');
  const profileItem = page.getByRole('menuitem', { name: 'Your profile' });
  await expect(profileItem).toBeVisible();
  await expect(profileItem).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, 'Settings', 1)).toBeVisible();
  await expect(page.getByLabel('First name *')).toBeVisible();
});

test('keyboard: on a phone the sidebar drawer opens and leads to Settings', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(heading(page, 'My Cards')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Open sidebar' }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'Settings' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, 'Settings', 1)).toBeVisible();
});
