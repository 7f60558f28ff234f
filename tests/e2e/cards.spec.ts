import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { expect, signInThroughApi, test } from './fixtures';

// The only spec on its server: it edits the demo owner's cards (the assertions name the demo
// owner, Alex Morgan, and later tests see earlier edits, so one owner, in order).
test.describe.configure({ mode: 'serial' });

async function openMetalCard(page: Page) {
  await signInThroughApi(page, page.request);
  await page.goto('/');
  await page.getByRole('link', { name: /Catalyst Metal Card \(Matte Black\)/ }).click();
  await expect(
    page.getByRole('heading', { name: /^Alex(andra)? Morgan$/, level: 1 }),
  ).toBeVisible();
}

test('the card page shows every section, breadcrumbs and tabs', async ({ page }) => {
  await openMetalCard(page);
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'Cards' })).toBeVisible();
  await expect(breadcrumbs.getByText('Alex Morgan')).toBeVisible();
  for (const title of [
    'Profile Photo',
    'Company',
    'QR Code & Download',
    'Personal',
    'Work',
    'Emails',
    'Phone Numbers',
    'Work Address',
    'Socials',
    'Miscellaneous',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true, level: 2 })).toBeVisible();
  }
  const tabs = page.getByRole('navigation', { name: 'Card sections' });
  await expect(tabs.getByRole('link', { name: 'Card' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Connect Profile' })).toBeVisible();
});

test('each section saves on its own and survives a reload', async ({ page }) => {
  await openMetalCard(page);
  const personal = page.getByRole('form', { name: 'Personal' });
  await personal.getByLabel('First Name').fill('Alexandra');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();

  const emails = page.getByRole('form', { name: 'Emails' });
  await emails.getByLabel('Work Email').fill('not-an-email');
  await emails.getByRole('button', { name: 'Save' }).click();
  await expect(emails.getByText('Please enter a valid email address')).toBeVisible();
  await emails.getByLabel('Work Email').fill('alexandra@northwind.example');
  await emails.getByRole('button', { name: 'Save' }).click();

  const socials = page.getByRole('form', { name: 'Socials' });
  await socials.getByLabel('YouTube').fill('javascript:alert(1)');
  await socials.getByRole('button', { name: 'Save' }).click();
  await expect(socials.getByText('Please enter a full URL starting with https://')).toBeVisible();
  await socials.getByLabel('YouTube').fill('https://www.youtube.com/@alexandra');
  await socials.getByRole('button', { name: 'Save' }).click();

  // The remaining sections, one field each.
  const edits: Array<[string, string, string]> = [
    ['Company', 'Company Slogan', 'Bold ideas, clearly told'],
    ['Work', 'Title', 'VP Partnerships'],
    ['Phone Numbers', 'Work Phone', '+1 415 555 0199'],
    ['Work Address', 'City', 'Oakland'],
  ];
  for (const [form, label, value] of edits) {
    const section = page.getByRole('form', { name: form, exact: true });
    await section.getByLabel(label, { exact: true }).fill(value);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  }

  const misc = page.getByRole('form', { name: 'Miscellaneous' });
  await misc.getByLabel('Note').fill('Line one\nLine two');
  await misc.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Alexandra Morgan', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Emails' }).getByLabel('Work Email')).toHaveValue(
    'alexandra@northwind.example',
  );
  await expect(page.getByRole('form', { name: 'Socials' }).getByLabel('YouTube')).toHaveValue(
    'https://www.youtube.com/@alexandra',
  );
  await expect(page.getByRole('form', { name: 'Miscellaneous' }).getByLabel('Note')).toHaveValue(
    'Line one\nLine two',
  );
  for (const [form, label, value] of edits) {
    await expect(
      page.getByRole('form', { name: form, exact: true }).getByLabel(label, { exact: true }),
    ).toHaveValue(value);
  }
});

test('a photo upload shows the new photo', async ({ page }) => {
  await openMetalCard(page);
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2255aa' },
  })
    .jpeg()
    .toBuffer();
  const section = page.getByRole('region', { name: 'Profile Photo' });
  await section
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Saved!').first()).toBeVisible();
  const img = section.getByRole('img', { name: 'Profile photo' });
  await expect(img).toHaveAttribute('src', /\/uploads\/profile-images\/[0-9a-f-]{36}\.jpg$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(800);
});

test('the vCard and the QR code download with the right names and contents', async ({
  page,
  baseURL,
}) => {
  await openMetalCard(page);
  await page.getByRole('button', { name: 'Actions' }).click();
  const vcardDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download vCard' }).click();
  const vcard = await vcardDownload;
  expect(vcard.suggestedFilename()).toBe('Alexandra-Morgan.vcf');
  const vcf = await readFile((await vcard.path())!, 'utf8');
  expect(vcf).toContain('FN:Alexandra Morgan');
  expect(vcf).toContain('EMAIL;TYPE=INTERNET,WORK:alexandra@northwind.example');
  expect(vcf).toMatch(/PHOTO;ENCODING=b;TYPE=JPEG:/);

  const qrDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR (PNG)' }).click();
  const qr = await qrDownload;
  expect(qr.suggestedFilename()).toBe('Alexandra-Morgan-QR.png');
  const png = PNG.sync.read(await readFile((await qr.path())!));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  const uuid = (await page
    .getByRole('link', { name: 'Download vCard' })
    .getAttribute('href'))!.match(/vcard\/([^/]+)\//)![1];
  // Tagged, so Insights can count scans as source 'qr'; the page ignores the tag.
  expect(decoded?.data).toBe(`${baseURL}/u/${uuid}?src=qr`);
});

test('without an active subscription Copy Link and My Live Profile are disabled', async ({
  page,
}) => {
  await openMetalCard(page);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'My Live Profile' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: 'Download vCard' })).toBeEnabled();
});

test('on a phone the tabs become a select', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMetalCard(page);
  const select = page.getByRole('combobox', { name: 'Card sections' });
  await expect(select).toBeVisible();
  await expect(select).toHaveValue(/\/cards\/\d+\/edit$/);
});

test('an owner without a subscription is invited to upgrade on the Connect Profile tab', async ({
  page,
}) => {
  await openMetalCard(page);
  await page
    .getByRole('navigation', { name: 'Card sections' })
    .getByRole('link', { name: 'Connect Profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'Upgrade Your Account' })).toBeVisible();
  await expect(
    page.getByText('To unlock your card profile and other features, please upgrade your account.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade To Catalyst Connect' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
});
