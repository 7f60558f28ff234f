import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { bearer, expect, subscribeThroughApi, test } from './fixtures';

/** What a phone camera reads from an image: jsQR over its pixels. */
async function decode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

async function openFirstCard(
  page: Page,
  tokens: Parameters<typeof bearer>[0],
): Promise<{ id: string; uuid: string; code: string }> {
  await page.goto('/');
  await page
    .getByRole('link', { name: /Catalyst Metal Card/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'QR Code & Download' })).toBeVisible();
  const id = page.url().match(/\/cards\/(\d+)\/edit/)![1]!;
  const vcard = await page
    .getByRole('link', { name: 'Download vCard' })
    .first()
    .getAttribute('href');
  // The card's permanent code, what its printed addresses carry (decision 031).
  const card = await page.request.get(`/api/cards/${id}`, { headers: bearer(tokens) });
  const { code } = (await card.json()) as { code: string };
  return { id, uuid: vcard!.match(/vcard\/([^/]+)\//)![1]!, code };
}

test('an owner styles the QR code, sees it in the preview, and downloads PNG and SVG that scan', async ({
  signedInPage: page,
  owner,
  baseURL,
}) => {
  const { code } = await openFirstCard(page, owner.tokens);
  const expected = `${baseURL}/c/${code}?src=qr`;
  // Without a subscription the code opens the card page, and the section says so.
  await expect(
    page.getByText(
      'Scanning the code opens your card page: your name, photo and a Download Contact button.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toHaveAttribute(
    'title',
    'Requires Catalyst Connect',
  );
  await page.getByRole('menuitem', { name: 'Requires Catalyst Connect: Upgrade' }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'QR Code & Download' })).toBeVisible();

  // A company logo to put in the middle.
  const logo = await sharp({
    create: { width: 400, height: 400, channels: 3, background: '#e11d48' },
  })
    .png()
    .toBuffer();
  await page
    .getByRole('region', { name: 'Company' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Saved!').first()).toBeVisible();

  const section = page.getByRole('region', { name: 'QR Code & Download' });
  const preview = section.getByRole('img', { name: `QR code for ${expected}` });
  await expect(preview).toBeVisible();

  // Colours too close to scan: the preview shows them, the section says why, Save stays off.
  await section.getByLabel('Dots colour', { exact: true }).fill('#777777');
  await section.getByLabel('Background colour', { exact: true }).fill('#888888');
  await expect(section.getByRole('alert')).toContainText(
    'These colours are too close to scan reliably',
  );
  await expect(section.getByRole('button', { name: 'Save QR style' })).toBeDisabled();
  await expect(preview.locator('rect').first()).toHaveAttribute('fill', '#888888');

  await section.getByLabel('Dots colour', { exact: true }).fill('#1E3A8A');
  await section.getByLabel('Background colour', { exact: true }).fill('#FDE68A');
  await section.getByText('Rounded', { exact: true }).click();
  await section.getByText('Company logo', { exact: true }).click();
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(preview.locator('image')).toHaveAttribute('href', /\/uploads\/company-images\//);
  await expect(preview.locator('path').first()).toHaveAttribute('fill', '#1E3A8A');
  // Unsaved: the files would not match the preview yet.
  await expect(section.getByRole('button', { name: 'Download QR (PNG)' })).toBeDisabled();
  // The logo upload's 'Saved!' may still be showing: the save's own answer is what counts.
  const styleSaved = page.waitForResponse(
    (response) => response.url().endsWith('/qr-style') && response.request().method() === 'PUT',
  );
  await section.getByRole('button', { name: 'Save QR style' }).click();
  expect((await styleSaved).status()).toBe(200);
  await expect(page.getByText('Saved!').first()).toBeVisible();

  // Reloaded, the style is the card's.
  await page.reload();
  await expect(section.getByLabel('Background colour', { exact: true })).toHaveValue('#FDE68A');
  await expect(section.getByRole('radio', { name: 'Rounded' })).toBeChecked();

  const pngDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download QR (PNG)' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe('Grace-Hopper-QR.png');
  const pngBytes = await readFile((await png.path())!);
  expect(await decode(pngBytes)).toBe(expected);
  const { info, data } = await sharp(pngBytes).raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(1024);
  // The corner is the saved background colour (#FDE68A).
  expect([data[0], data[1], data[2]]).toEqual([0xfd, 0xe6, 0x8a]);

  const svgDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download QR (SVG for print)' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe('Grace-Hopper-QR.svg');
  const svgText = await readFile((await svg.path())!, 'utf8');
  expect(svgText).toContain('<image href="data:image/png;base64,');
  expect(await decode(await sharp(Buffer.from(svgText)).png().toBuffer())).toBe(expected);
});

test('the share screen shows a big QR code and opens again offline', async ({
  signedInPage: page,
  owner,
  context,
  baseURL,
}) => {
  const { id, code } = await openFirstCard(page, owner.tokens);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Share Screen' }).click();
  await expect(page).toHaveURL(new RegExp(`/cards/${id}/share$`));
  await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
  await expect(page.getByText('Turn your screen brightness up')).toBeVisible();
  const qr = page.getByRole('img', { name: `QR code for ${baseURL}/c/${code}?src=qr` });
  await expect(qr).toBeVisible();
  expect(await decode(await qr.screenshot())).toBe(`${baseURL}/c/${code}?src=qr`);
  // No Web NFC in desktop Chromium: the NFC link is there to copy.
  await expect(page.getByLabel('NFC chip link')).toHaveValue(`${baseURL}/c/${code}?src=nfc`);
  await expect(page.getByRole('button', { name: 'Write to NFC tag' })).toHaveCount(0);
  await expect(page.getByText('Works offline')).toBeVisible();

  // Installable: the manifest the page links names a start URL and icons that exist.
  const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const { width } = await sharp(await response.body()).metadata();
    expect(`${width}x${width}`).toBe(icon.sizes);
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
  const offlineQr = page.getByRole('img', { name: `QR code for ${baseURL}/c/${code}?src=qr` });
  await expect(offlineQr).toBeVisible();
  expect(await decode(await offlineQr.screenshot())).toBe(`${baseURL}/c/${code}?src=qr`);
  await context.setOffline(false);
});

test('where the browser has Web NFC, the share screen writes the ?src=nfc link to a tag', async ({
  signedInPage: page,
  owner,
  baseURL,
}) => {
  // Chrome on Android's NDEFReader, recorded: what the page asks to write is what a tag gets.
  await page.addInitScript(() => {
    const w = window as unknown as { NDEFReader: unknown; ndefWrites: unknown[] };
    w.ndefWrites = [];
    w.NDEFReader = class {
      write(message: unknown) {
        w.ndefWrites.push(message);
        return Promise.resolve();
      }
    };
  });
  const { id, code } = await openFirstCard(page, owner.tokens);
  await page.goto(`/cards/${id}/share`);
  await page.getByRole('button', { name: 'Write to NFC tag' }).click();
  await expect(page.getByText('Written. A tap on the tag now opens your profile.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { ndefWrites: unknown[] }).ndefWrites),
  ).toEqual([{ records: [{ recordType: 'url', data: `${baseURL}/c/${code}?src=nfc` }] }]);
});

test("a subscribed owner's codes carry the permanent address, not the handle", async ({
  signedInPage: page,
  owner,
  baseURL,
}) => {
  await subscribeThroughApi(page.request, owner.tokens);
  const { id, code } = await openFirstCard(page, owner.tokens);
  const handle = `grace-${Date.now().toString(36)}`;
  const saved = await page.request.put(`/api/cards/${id}/profile`, {
    headers: bearer(owner.tokens),
    data: { aliasSlug: handle, name: 'Grace Hopper' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  const section = page.getByRole('region', { name: 'QR Code & Download' });
  await expect(section.getByText(`${baseURL}/c/${code}?src=qr`)).toBeVisible();
  await expect(
    section.getByText('Scanning the code opens your Connect profile.', { exact: false }),
  ).toBeVisible();
  await expect(section.getByLabel('NFC chip link')).toHaveValue(`${baseURL}/c/${code}?src=nfc`);
  const pngDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download QR (PNG)' }).click();
  expect(await decode(await readFile((await (await pngDownload).path())!))).toBe(
    `${baseURL}/c/${code}?src=qr`,
  );
});
