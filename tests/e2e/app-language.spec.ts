import { checkAtBothWidths, expectAccessible, settle } from './accessibility/axe';
import { expect, test } from './fixtures';

/**
 * The owner app in the owner's language (decision 074): Settings' Language field saves it, the
 * app reloads into that language's build and stays in it; the signed-out screens follow
 * `?lang=`. Assertions name sentences the catalogue already holds in each language.
 */
test('an owner switches Settings to Japanese: the app reloads in Japanese and stays so', async ({
  signedInPage: page,
}) => {
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const language = page.getByRole('region', { name: 'Language' });
  await expect(language.getByLabel('App language')).toHaveValue('');
  await language.getByLabel('App language').selectOption({ label: '日本語' });
  await language.getByRole('button', { name: 'Save' }).click();

  // The saved profile says Japanese: the app sets its cookie and reloads into the Japanese build.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja', { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const japanese = page.getByRole('region', { name: '言語' });
  await expect(japanese.getByRole('heading', { name: '言語' })).toBeVisible();
  await expect(japanese.getByLabel('アプリの言語')).toHaveValue('ja');
  expect((await page.context().cookies()).find((c) => c.name === 'cc_lang')?.value).toBe('ja');
  await checkAtBothWidths(page, 'app-language-settings-ja');

  // A reload is served the Japanese build at once, and does not reload again.
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '言語' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await settle(page);
  expect(navigations).toBe(1);

  // Back to the browser's language (English here): the app returns to English.
  await page.getByLabel('アプリの言語').selectOption({ label: 'ブラウザの言語' });
  await page.getByRole('region', { name: '言語' }).getByRole('button').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
});

test('/login?lang=ar is Arabic, right to left; ?lang=de German', async ({ page }) => {
  await page.goto('/login?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkAtBothWidths(page, 'login-ar');

  await page.goto('/login?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectAccessible(page, 'login-de');
});
