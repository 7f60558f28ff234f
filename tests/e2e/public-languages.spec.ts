import { expectAccessible } from './accessibility/axe';
import { bearer, expect, subscribeThroughApi, test } from './fixtures';

/**
 * The public page in the visitor's language (docs/product.md#the-pages-language): German and
 * Arabic on a 390 px phone, nothing clipped or overlapping, Arabic mirrored, axe clean; each
 * page's screenshot is attached to the report, to look at.
 */

interface ListedCard {
  id: number;
  CardConfiguration: { uuid: string };
}

for (const language of ['de', 'ar'] as const) {
  test(`the public page in ${language} at 390 px reads whole and passes axe`, async ({
    owner,
    request,
    browser,
  }) => {
    await subscribeThroughApi(request, owner.tokens);
    const [card] = (await (
      await request.get('/api/cards', { headers: bearer(owner.tokens) })
    ).json()) as ListedCard[];
    const visitor = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: language,
    });
    const page = await visitor.newPage();
    await page.goto(`/u/${card!.CardConfiguration.uuid}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
    expect(direction).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // Nothing wider than the screen: no sideways scroll, no clipped word.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The header's two actions side by side or stacked, never on top of each other.
    const download = await page.locator('[data-download-contact]').first().boundingBox();
    const share = await page.locator('button[data-share]').boundingBox();
    expect(download && share).toBeTruthy();
    const overlaps =
      download!.x < share!.x + share!.width &&
      share!.x < download!.x + download!.width &&
      download!.y < share!.y + share!.height &&
      share!.y < download!.y + download!.height;
    expect(overlaps).toBe(false);
    if (language === 'ar') {
      // Mirrored: Download Contact, the first action, starts on the right; the rows' icons too.
      expect(download!.x).toBeGreaterThan(share!.x);
      // The owner's e-mail row: its icon at the start (the right), the address left to right.
      const row = page.locator('li a:has(bdi)').first();
      const icon = await row.locator('svg').boundingBox();
      const text = await row.locator('span').first().boundingBox();
      expect(icon!.x).toBeGreaterThan(text!.x);
      await expect(row.locator('bdi')).toHaveAttribute('dir', 'ltr');
    }
    const menu = page.getByRole('navigation', { name: language === 'de' ? 'Sprachen' : 'اللغات' });
    await expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
    await expect(menu.locator('[aria-current="true"]')).toHaveAttribute('lang', language);
    await expectAccessible(page, `public page in ${language}`);
    await test.info().attach(`public page in ${language} at 390 px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await visitor.close();
  });
}
