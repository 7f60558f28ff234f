import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { PROFILE_FONTS } from '#shared/design/fonts';
import { DESIGN_PRESETS } from '#shared/design/presets';
import { expectAccessible } from './accessibility/axe';
import {
  bearer,
  expect,
  fillMetalCard,
  subscribeThroughApi,
  test,
  type TokenPair,
} from './fixtures';

/**
 * The profile's design (decision 045): every preset stays readable with a light and a dark accent
 * (axe, at 390 px, in one page session), its font comes from this origin only, and the owner
 * designs the page in the editor with the preview following each choice.
 */

/** A pale accent and a deep one: each is too faint as text on one kind of background. */
const ACCENTS = ['#fde047', '#1e1b4b'] as const;
const SCREENSHOT_PRESETS = new Set(['dark', 'sand', 'midnight', 'ocean']);
/** A first name and a 54-letter surname without a break. */
const LONG_NAME = 'Hubert Wolfeschlegelsteinhausenbergerdorffwelchevoralternwar';
/** The presets shown with a cover: one light, one dark. */
const COVER_PRESETS = new Set(['sand', 'ocean']);

/** A wide picture (a sky with two hills) as a phone would upload it: a 2400x1350 JPEG. */
function coverPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1350">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/>
    </linearGradient></defs>
    <rect width="2400" height="1350" fill="url(#sky)"/>
    <circle cx="1700" cy="520" r="140" fill="#fde68a"/>
    <ellipse cx="600" cy="1350" rx="1100" ry="420" fill="#14532d"/>
    <ellipse cx="1900" cy="1400" rx="900" ry="360" fill="#166534"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function uploadCover(api: APIRequestContext, tokens: TokenPair): Promise<string> {
  const uploaded = await api.post('/api/uploads/cover-images', {
    headers: bearer(tokens),
    multipart: { file: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await coverPhoto() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return ((await uploaded.json()) as { url: string }).url;
}

async function designedCard(api: APIRequestContext, tokens: TokenPair) {
  await subscribeThroughApi(api, tokens);
  const cardId = await fillMetalCard(api, tokens);
  const handle = `design-${cardId}-${Date.now().toString(36)}`;
  const saved = await api.put(`/api/cards/${cardId}/profile`, {
    headers: bearer(tokens),
    data: {
      aliasSlug: handle,
      buttons: [
        {
          uuid: '3f1b0c8e-8d2a-4c55-9a6e-0d3c7f2b1a90',
          text: 'Book a call',
          url: 'https://cal.example/alex',
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { cardId, handle };
}

/** Every request the page makes, by origin: a font from another host would show here. */
function watchOrigins(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

test('every preset, with a light and a dark accent, passes axe at 390 px and loads its font from this origin only', async ({
  signedInPage: page,
  owner,
  request,
  baseURL,
}) => {
  test.slow();
  const { cardId, handle } = await designedCard(request, owner.tokens);
  const cover = await uploadCover(request, owner.tokens);
  const requests = watchOrigins(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const preset of DESIGN_PRESETS) {
    for (const accent of [null, ...ACCENTS]) {
      const coverImageUrl = COVER_PRESETS.has(preset.id) ? cover : null;
      const saved = await request.put(`/api/cards/${cardId}/profile`, {
        headers: bearer(owner.tokens),
        data: { design: { preset: preset.id, accent, coverImageUrl } },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await page.goto(`/u/${handle}`);
      await expect(page.locator(`[data-preset="${preset.id}"]`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download Contact' }).first()).toBeVisible();
      if (coverImageUrl) {
        // The phone takes the width its screen needs (390 px at 1x: the smallest), not the largest.
        await expect
          .poll(() =>
            page.locator('img[data-cover]').evaluate((img: HTMLImageElement) => img.currentSrc),
          )
          .toMatch(/-480w\.webp$/);
      }
      const family = PROFILE_FONTS[preset.font].family;
      if (family) {
        // The preset's font is the one in use, and it has loaded (not a fallback left in place).
        await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
          'font-family',
          new RegExp(family),
        );
        await expect
          .poll(() => page.evaluate((name) => document.fonts.check(`700 16px "${name}"`), family))
          .toBe(true);
      }
      // The pale and the deep accent (the preset's own is the first run).
      if (accent === null) {
        await expectAccessible(page, `${preset.id} own accent 390`);
        if (SCREENSHOT_PRESETS.has(preset.id)) {
          await page.screenshot({
            path: `test-results/screens/design-${preset.id}-390.png`,
            fullPage: true,
          });
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.screenshot({
            path: `test-results/screens/design-${preset.id}-1280.png`,
            fullPage: true,
          });
          await page.setViewportSize({ width: 390, height: 844 });
        }
      } else {
        await expectAccessible(page, `${preset.id} ${accent} 390`);
      }
    }
  }
  // A 54-letter surname breaks inside the column: the page never scrolls sideways at 390 px.
  const named = await request.put(`/api/cards/${cardId}/profile`, {
    headers: bearer(owner.tokens),
    data: { name: LONG_NAME, design: { preset: 'dark' } },
  });
  expect(named.status(), await named.text()).toBe(200);
  await page.goto(`/u/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: LONG_NAME })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/long-name-390.png', fullPage: true });

  const origin = new URL(baseURL!).origin;
  const fonts = requests.filter((url) => /\.woff2?(\?|$)/.test(url));
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((url) => !url.startsWith(`${origin}/fonts/`))).toEqual([]);
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});

test('the owner picks a preset, an accent, a font and a button style, and the preview follows each', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const { cardId, handle } = await designedCard(request, owner.tokens);
  await page.goto(`/cards/${cardId}/profile/edit`);
  const design = page.getByRole('region', { name: 'Design' });
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.locator('[data-preset="dark"]')).toBeVisible();

  await design.getByRole('radio', { name: 'Sand' }).click();
  await expect(preview.locator('[data-preset="sand"][data-theme="light"]')).toBeVisible();

  // A pale yellow cannot be text on Sand's cream: the page uses a darker shade, and says so.
  await design.getByLabel('Hex').fill('#ffe14d');
  await expect(design.locator('[data-accent-adjusted]')).toContainText(
    'Text in your accent colour shows as #',
  );
  const download = preview.getByRole('link', { name: 'Download Contact' }).first();
  await expect(download).toHaveCSS('background-color', 'rgb(255, 225, 77)');
  await expect(download).toHaveCSS('color', 'rgb(0, 0, 0)');

  await design.getByRole('radio', { name: 'Montserrat' }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS(
    'font-family',
    /Montserrat Variable/,
  );
  await design.getByRole('radio', { name: 'Outline' }).click();
  await expect(preview.getByRole('link', { name: 'Book a call' })).toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  await design.getByRole('radio', { name: 'Left' }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS('text-align', 'start');
  // The cover: uploaded, cropped to a banner by the server, shown at once in the preview.
  await design.getByLabel('Upload a cover').setInputFiles({
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await coverPhoto(),
  });
  await expect(design.getByRole('img', { name: 'Your cover' })).toBeVisible();
  await expect
    .poll(() =>
      preview.locator('img[data-cover]').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  await design.screenshot({ path: 'test-results/screens/design-section-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await design.screenshot({ path: 'test-results/screens/design-section-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(page.getByText('Saved!').first()).toBeVisible();
  // Another preset brings its own colour into the field; Discard puts the saved one back.
  await design.getByRole('radio', { name: 'Ocean' }).click();
  await expect(design.getByLabel('Hex')).toHaveValue('#0369a1');
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(design.getByLabel('Hex')).toHaveValue('#ffe14d');
  await design.getByRole('button', { name: 'Remove cover' }).click();
  await expect(preview.locator('img[data-cover]')).toHaveCount(0);
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(preview.locator('img[data-cover]')).toBeVisible();

  const stored = await request.get(`/api/cards/${cardId}/profile`, {
    headers: bearer(owner.tokens),
  });
  expect((await stored.json()).design).toMatchObject({
    preset: 'sand',
    accent: '#ffe14d',
    font: 'montserrat',
    buttonStyle: 'outline',
    layout: 'left',
    coverImageUrl: expect.stringMatching(/\/uploads\/cover-images\/[0-9a-f-]{36}\.webp$/),
  });
  // The visitor's page, drawn as the preview was.
  await page.goto(`/u/${handle}`);
  await expect(page.locator('[data-preset="sand"]')).toBeVisible();
  await expect(page.locator('img[data-cover]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
    'font-family',
    /Montserrat Variable/,
  );
  await page.screenshot({
    path: 'test-results/screens/design-editor-result-1280.png',
    fullPage: true,
  });
});
