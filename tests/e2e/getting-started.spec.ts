import sharp from 'sharp';
import { expectAccessible } from './accessibility/axe';
import { bearer, expect, test } from './fixtures';

/**
 * A first hour that guides (docs/product.md#signed-in-layout). Home's checklist shows four steps
 * with their progress, each leading to where it is done, until all four are.
 */

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the checklist progresses step by step and leaves once done`, async ({
    signedInPage: page,
    owner,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const checklist = page.getByRole('region', { name: 'Get started' });
    const progress = checklist.getByRole('progressbar', { name: 'Getting started' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(checklist.getByText('0 of 4 done')).toBeVisible();
    await page.screenshot({
      path: `test-results/screens/home-getting-started-${viewport.width}.png`,
    });
    await expectAccessible(page, `getting started ${viewport.width}`);

    // Name, title and phone, in the card editor the step leads to.
    await checklist.getByRole('link', { name: 'Fill in details' }).click();
    await page.getByRole('region', { name: 'Work' }).getByLabel('Title').fill('Rear Admiral');
    await page
      .getByRole('region', { name: 'Phone Numbers' })
      .getByLabel('Cell Phone')
      .fill('+1 555 0100');
    await page
      .getByRole('form', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(page.getByText('Saved!').first()).toBeVisible();
    await page.goto('/');
    await expect(checklist.getByText('1 of 4 done')).toBeVisible();

    // Sharing: the share screen opened.
    await checklist.getByRole('link', { name: 'Share my card' }).click();
    await expect(page).toHaveURL(/\/cards\/\d+\/share$/);
    // Shown, not just addressed: the screen's lazy code has run.
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await page.goto('/');
    await expect(checklist.getByText('2 of 4 done')).toBeVisible();

    // What Connect adds.
    await checklist.getByRole('link', { name: 'See Connect' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Upgrade To Catalyst Connect' }),
    ).toBeVisible();
    await page.goto('/');
    await expect(progress).toHaveAttribute('aria-valuenow', '3');

    // A photo, however it was added: the step reads the card.
    const headers = bearer(owner.tokens);
    const [card] = (await (await request.get('/api/cards', { headers })).json()) as Array<{
      id: number;
    }>;
    const photo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#0ea5e9' },
    })
      .png()
      .toBuffer();
    const uploaded = await request.post('/api/uploads/profile-images', {
      headers,
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
    });
    expect(uploaded.status()).toBe(200);
    const saved = await request.put(`/api/cards/${card!.id}/configuration`, {
      headers,
      data: { profileImageUrl: (await uploaded.json()).url },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('list', { name: 'My Cards' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
    // Every owner's own figure stays: the views of their cards.
    await expect(page.getByText(/views? of your cards in the last 30 days/)).toBeVisible();
  });
}
