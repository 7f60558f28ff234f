import { bearer, expect, subscribeThroughApi, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Each test: a fresh owner, subscribed, on their first card's Connect profile editor. */
test.beforeEach(async ({ signedInPage: page, owner, request }) => {
  await subscribeThroughApi(request, owner.tokens);
  const [card] = (await (
    await request.get('/api/cards', { headers: bearer(owner.tokens) })
  ).json()) as Array<{ id: number }>;
  await page.goto(`/cards/${card!.id}/profile/edit`);
  await expect(page.getByRole('region', { name: 'Appearance' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the preview is a bottom sheet that opens and closes by keyboard, Escape, and a tap outside', async ({
    page,
  }) => {
    // No preview under the sections any more: one floating button opens it.
    await expect(page.getByRole('region', { name: 'Live preview' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Preview' });
    await expect(open).toBeInViewport();
    await page.getByRole('heading', { name: 'Socials & Links' }).scrollIntoViewIfNeeded();
    await expect(open).toBeInViewport();

    // Keyboard: the button opens it, focus stays inside, Escape closes and returns focus.
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Preview' });
    const preview = sheet.getByRole('region', { name: 'Live preview' });
    // Open and done sliding in (a tap during the slide is not yet a tap outside).
    const opened = async () => {
      await expect(preview).toBeInViewport();
      await sheet.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
    };
    await opened();
    await expect(preview.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/profile-editor-preview-sheet-390.png' });
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(open).toBeFocused();

    // A tap outside the sheet closes it.
    await open.click();
    await opened();
    await page.mouse.click(PHONE.width / 2, 20);
    await expect(preview).toBeHidden();

    // The close button.
    await open.click();
    await opened();
    await sheet.getByRole('button', { name: 'Close preview' }).click();
    await expect(preview).toBeHidden();
  });

  test('the preview sheet shows what was just saved, under one toast at the top', async ({
    page,
  }) => {
    await page.getByRole('radio', { name: 'Light' }).click();
    await page.getByRole('button', { name: 'Add Button' }).click();
    await page.getByRole('button', { name: 'Add Button' }).click();
    await expect(page.getByLabel(/^Button \d text$/)).toHaveCount(2);
    // The floating 'Preview' button rises above the save bar instead of covering 'Save changes'.
    const bar = page.getByRole('form', { name: 'Unsaved changes' });
    const [barBox, previewButton] = [
      await bar.boundingBox(),
      await page.getByRole('button', { name: 'Preview' }).boundingBox(),
    ];
    expect(previewButton!.y + previewButton!.height).toBeLessThanOrEqual(barBox!.y);
    await bar.getByRole('button', { name: 'Save changes' }).click();
    await expect(bar).toBeHidden();
    expect(await page.getByText('Saved!').count()).toBe(1);
    const toast = await page.getByText('Saved!').boundingBox();
    expect(toast!.y + toast!.height).toBeLessThan(PHONE.height / 4);
    // Once it has slid in: under the header (4rem), not over its menu.
    await expect
      .poll(async () => (await page.getByText('Saved!').boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(64);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' }).getByRole('region', {
      name: 'Live preview',
    });
    await expect(preview.locator('[data-theme="light"]')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'New Button' })).toHaveCount(2);
  });
  test("the 'Preview' tab never lies over a button row's Delete", async ({ page }) => {
    const add = page.getByRole('button', { name: 'Add Button' });
    for (let i = 0; i < 3; i += 1) await add.click();
    const open = page.getByRole('button', { name: 'Preview' });
    const deletes = page.getByRole('button', { name: /^Delete / });
    await expect(deletes).toHaveCount(3);
    for (const del of await deletes.all()) {
      // Scrolled to the tab's height, where the owner's thumb meets both.
      const tab = (await open.boundingBox())!;
      const before = (await del.boundingBox())!;
      await page.mouse.wheel(0, before.y - tab.y);
      await expect
        .poll(async () => Math.abs((await del.boundingBox())!.y - (await open.boundingBox())!.y))
        .toBeLessThan(40);
      const [a, b] = [(await open.boundingBox())!, (await del.boundingBox())!];
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps).toBe(false);
    }
    await page.screenshot({ path: 'test-results/screens/profile-editor-preview-tab-390.png' });
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('the preview sits beside the form and stays in view while scrolling', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Preview' })).toBeHidden();
    const preview = page.getByRole('region', { name: 'Live preview' });
    const form = page.getByRole('region', { name: 'Appearance' });
    const [previewBox, formBox] = [await preview.boundingBox(), await form.boundingBox()];
    expect(previewBox!.x).toBeGreaterThan(formBox!.x + formBox!.width);

    // Enough buttons to make the page scroll; the preview stays on screen.
    for (let i = 0; i < 6; i += 1) {
      await page.getByRole('button', { name: 'Add Button' }).click();
      await expect(preview.getByRole('link', { name: 'New Button' })).toHaveCount(i + 1);
    }
    await page.getByRole('heading', { name: 'Socials & Links' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(preview).toBeInViewport({ ratio: 0.95 });

    // 'Saved!' does not cover the preview.
    await page.getByRole('radio', { name: 'Light' }).click();
    await expect(preview.locator('[data-theme="light"]')).toBeVisible();
    await page
      .getByRole('form', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(page.getByText('Saved!')).toHaveCount(1);
    const toast = (await page.getByText('Saved!').boundingBox())!;
    const box = (await preview.boundingBox())!;
    const overlaps =
      toast.x < box.x + box.width &&
      box.x < toast.x + toast.width &&
      toast.y < box.y + box.height &&
      box.y < toast.y + toast.height;
    expect(overlaps).toBe(false);
    await page.screenshot({ path: 'test-results/screens/profile-editor-preview-1280.png' });
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: PHONE });

  test('a swipe down on the handle closes the preview sheet', async ({ page }) => {
    await page.getByRole('button', { name: 'Preview' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Preview' });
    const preview = sheet.getByRole('region', { name: 'Live preview' });
    await expect(preview).toBeInViewport();
    // Where the handle is once the sheet has slid up.
    await sheet.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const handle = (await sheet.getByText('Preview', { exact: true }).boundingBox())!;
    const x = handle.x + handle.width / 2;
    const y = handle.y;
    const session = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }],
      });
    // A short drag springs back.
    await touch('touchStart', 0);
    await touch('touchMove', 40);
    await touch('touchEnd', 40);
    await expect(preview).toBeInViewport();
    // A long one closes it.
    await touch('touchStart', 0);
    for (const dy of [30, 60, 90, 120, 150]) await touch('touchMove', dy);
    await touch('touchEnd', 150);
    await expect(preview).toBeHidden();
  });
});
