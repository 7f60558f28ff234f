import { expectAccessible } from './accessibility/axe';
import { expect, test } from './fixtures';

/**
 * A card page whose card is someone else's, or does not exist, says so and leads back,
 * instead of the unexpected-error line.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px another owner's card and a card that does not exist show 'Card not found' with the way back`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize(viewport);
    // Card 1 is the demo owner's (the server's seed); this owner is someone else.
    for (const path of ['/cards/1/edit', '/cards/2147483000/profile/edit', '/cards/1/insights']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Card not found' })).toBeVisible();
      await expect(page.getByText('Unexpected error')).toHaveCount(0);
    }
    await page.screenshot({ path: `test-results/screens/card-not-found-${viewport.width}.png` });
    await expectAccessible(page, `card not found ${viewport.width}`);
    await page.getByRole('link', { name: 'Back to My Cards' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Card not found' })).toHaveCount(0);
  });
}
