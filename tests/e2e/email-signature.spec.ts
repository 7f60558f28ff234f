import sharp from 'sharp';
import { parseHtml } from '../support/parse-html';
import { bearer, expect, test } from './fixtures';

// The spec reads back what Copy signature put on the clipboard.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an owner previews the e-mail signature and copies it as rich text', async ({
  signedInPage: page,
  owner,
  request,
  baseURL,
}) => {
  const headers = bearer(owner.tokens);
  const [card] = (await (await request.get('/api/cards', { headers })).json()) as Array<{
    id: number;
    code: string;
    CardConfiguration: { uuid: string };
  }>;
  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#0ea5e9' },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post('/api/uploads/profile-images', {
    headers,
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const saved = await request.put(`/api/cards/${card!.id}/configuration`, {
    headers,
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      workTitle: 'Rear Admiral',
      workOrganization: 'Navy & Co',
      cellPhone: '+1 202 555 0142',
      email: 'grace@navy.example',
      profileImageUrl: (await uploaded.json()).url,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The card's permanent address (decision 031).
  const saveUrl = `${baseURL}/c/${card!.code}?src=email`;

  // From the card's Actions menu.
  await page.goto(`/cards/${card!.id}/edit`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'E-mail Signature' }).click();
  await expect(page).toHaveURL(`/cards/${card!.id}/email-signature`);
  await expect(page.getByRole('heading', { name: 'E-mail Signature', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gmail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mail on iPhone' })).toBeVisible();

  // The preview is the server's signature, in its sandboxed frame, photo loaded.
  const preview = page.frameLocator('iframe[title="E-mail signature preview"]');
  await expect(preview.getByText('Grace Hopper', { exact: true })).toBeVisible();
  await expect(preview.getByText('Rear Admiral · Navy & Co', { exact: true })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Save my contact' })).toHaveAttribute(
    'href',
    saveUrl,
  );
  const photoShown = preview.getByRole('img', { name: 'Grace Hopper' });
  await expect(photoShown).toHaveAttribute('width', '80');
  await expect
    .poll(() => photoShown.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('iframe[title="E-mail signature preview"]')).toHaveAttribute(
    'sandbox',
    '',
  );

  await page.getByRole('button', { name: 'Copy signature' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();

  const clipboard = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return null;
    return {
      types: [...item.types].sort(),
      html: await (await item.getType('text/html')).text(),
      text: await (await item.getType('text/plain')).text(),
    };
  });
  expect(clipboard?.types).toEqual(['text/html', 'text/plain']);
  const copied = parseHtml(clipboard!.html);
  const cells = [...copied.querySelectorAll('td td')].map((cell) => cell.textContent);
  expect(cells).toContain('Grace Hopper');
  expect(cells).toContain('Rear Admiral · Navy & Co');
  const link = [...copied.querySelectorAll('a')].find((a) => a.textContent === 'Save my contact');
  expect(link?.getAttribute('href')).toBe(saveUrl);
  const copiedPhoto = copied.querySelector('img')?.getAttribute('src') ?? '';
  expect(copiedPhoto.startsWith(`${baseURL}/uploads/profile-images/`)).toBe(true);
  expect(clipboard!.text.split('\n')).toEqual([
    'Grace Hopper',
    'Rear Admiral · Navy & Co',
    'Mobile: +1 202 555 0142',
    'grace@navy.example',
    `Save my contact: ${saveUrl}`,
  ]);

  // 'Copied' shows for 2 seconds.
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeHidden({
    timeout: 4_000,
  });
});
