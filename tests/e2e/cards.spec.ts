import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { bearer, expect, fillMetalCard, type FreshOwner, test } from './fixtures';

// Each test edits a card of its own owner: a fresh one whose Metal card is filled in as the
// demo's is (fixtures.ts FILLED_CARD: Alex Morgan).
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Opens the filled Metal card from Home, signed in as its owner. */
async function openMetalCard(page: Page, owner: FreshOwner) {
  await fillMetalCard(page.request, owner.tokens);
  await page.goto('/');
  await page
    .getByRole('link', { name: /Alex Morgan.*Catalyst Metal Card \(Matte Black\)/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Alex Morgan', level: 1 })).toBeVisible();
}

test('the card page shows every section, breadcrumbs and tabs', async ({
  signedInPage: page,
  owner,
}) => {
  await openMetalCard(page, owner);
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
const saveBar = (page: Page) => page.getByRole('form', { name: 'Unsaved changes' });

/** The bodies of the configuration saves the page sends from now on. */
function recordConfigurationSaves(page: Page): Array<Record<string, string>> {
  const bodies: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/configuration')) {
      bodies.push(request.postDataJSON() as Record<string, string>);
    }
  });
  return bodies;
}

test('edits in many sections are saved by one click, in one request, and survive a reload (390 px)', async ({
  signedInPage: page,
  owner,
}) => {
  await page.setViewportSize(PHONE);
  await openMetalCard(page, owner);
  const saves = recordConfigurationSaves(page);
  await expect(saveBar(page)).toBeHidden();

  await section(page, 'Personal').getByLabel('First Name').fill('Alexandra');
  await expect(saveBar(page)).toBeVisible();
  await expect(saveBar(page).getByText('1 unsaved change')).toBeVisible();
  await expect(section(page, 'Personal').getByText('Unsaved changes')).toBeVisible();
  // Typed back to what is stored: nothing to save any more.
  await section(page, 'Personal').getByLabel('First Name').fill('Alex');
  await expect(saveBar(page)).toBeHidden();
  await section(page, 'Personal').getByLabel('First Name').fill('Alexandra');

  // The free card page as a visitor will see it, from the draft: on a phone behind 'Preview'.
  await expect(page.getByRole('region', { name: 'Live preview' })).toBeHidden();
  await page.getByRole('button', { name: 'Preview' }).click();
  const sheet = page.getByRole('dialog', { name: 'Preview' });
  await expect(sheet.getByRole('heading', { name: 'Alexandra Morgan', level: 1 })).toBeInViewport();
  await expect(sheet.getByRole('link', { name: 'Download Contact' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const emails = section(page, 'Emails');
  await emails.getByLabel('Work Email').fill('not-an-email');
  const socials = section(page, 'Socials');
  await socials.getByLabel('YouTube').fill('javascript:alert(1)');
  await saveBar(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(emails.getByText('Please enter a valid email address')).toBeVisible();
  await expect(socials.getByText('Please enter a full URL starting with https://')).toBeVisible();
  expect(saves).toHaveLength(0);

  await emails.getByLabel('Work Email').fill('alexandra@northwind.example');
  await socials.getByLabel('YouTube').fill('https://www.youtube.com/@alexandra');
  const edits: Array<[string, string, string]> = [
    ['Company', 'Company Slogan', 'Bold ideas, clearly told'],
    ['Work', 'Title', 'VP Partnerships'],
    ['Phone Numbers', 'Work Phone', '+1 415 555 0199'],
    ['Work Address', 'City', 'Oakland'],
  ];
  for (const [title, label, value] of edits) {
    await section(page, title).getByLabel(label, { exact: true }).fill(value);
    await expect(section(page, title).getByText('Unsaved changes')).toBeVisible();
  }
  await section(page, 'Miscellaneous').getByLabel('Note').fill('Line one\nLine two');
  await expect(saveBar(page).getByText('8 unsaved changes')).toBeVisible();
  // The bar stays on screen wherever the owner is on the long page.
  await section(page, 'Profile Photo').scrollIntoViewIfNeeded();
  await expect(saveBar(page)).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/card-editor-save-bar-390.png' });

  await saveBar(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();
  await expect(saveBar(page)).toBeHidden();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  // The bar went away from under the keyboard: focus is back in the field last edited.
  await expect(section(page, 'Miscellaneous').getByLabel('Note')).toBeFocused();
  expect(saves).toEqual([
    {
      firstName: 'Alexandra',
      workEmail: 'alexandra@northwind.example',
      youtubeUrl: 'https://www.youtube.com/@alexandra',
      companySlogan: 'Bold ideas, clearly told',
      workTitle: 'VP Partnerships',
      workPhone: '+1 415 555 0199',
      workAddressCity: 'Oakland',
      note: 'Line one\nLine two',
    },
  ]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Alexandra Morgan', level: 1 })).toBeVisible();
  await expect(section(page, 'Emails').getByLabel('Work Email')).toHaveValue(
    'alexandra@northwind.example',
  );
  await expect(section(page, 'Socials').getByLabel('YouTube')).toHaveValue(
    'https://www.youtube.com/@alexandra',
  );
  await expect(section(page, 'Miscellaneous').getByLabel('Note')).toHaveValue('Line one\nLine two');
  for (const [title, label, value] of edits) {
    await expect(section(page, title).getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(saveBar(page)).toBeHidden();
});

/** The state at 390 and 1280 px, for the record (test-results/screens/drafts-*.png). */
async function shoot(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/drafts-${name}-${size.width}.png` });
  }
}

const OFFLINE = "You're offline: your changes are kept here and saved when you're back";

/**
 * Takes the network away and waits until the page knows it. setOffline cuts the network at once,
 * but navigator.onLine follows a moment later: a save clicked in between is sent, stored, and its
 * answer lost, which the editor rightly treats as stored when the tab opens again.
 */
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

test('a save made offline says so at once, survives closing the tab, and is sent when the network returns; a photo uploaded meanwhile does not say Saved!', async ({
  signedInPage,
  owner,
  request,
}) => {
  let page = signedInPage;
  await page.setViewportSize(PHONE);
  await openMetalCard(page, owner);
  const cardUrl = page.url();
  const title = () => section(page, 'Work').getByLabel('Title', { exact: true });
  await title().fill('Head of Alliances');
  await goOffline(page);
  await saveBar(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(saveBar(page).getByRole('alert')).toHaveText(OFFLINE);
  await expect(saveBar(page).getByRole('button', { name: 'Save changes' })).toBeVisible();
  await shoot(page, 'offline');

  // The tab closes while offline; the owner opens the card again once back.
  await page.close();
  await page.context().setOffline(false);
  page = await page.context().newPage();
  await page.goto(cardUrl);
  const restore = saveBar(page).getByRole('group', { name: 'Restore your unsaved changes?' });
  await expect(restore).toBeVisible();
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(title()).toHaveValue('Head of Alliances');

  // Offline again: the save waits, then goes by itself when the network returns.
  const saves = recordConfigurationSaves(page);
  await goOffline(page);
  await saveBar(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(saveBar(page).getByRole('alert')).toHaveText(OFFLINE);
  await page.context().setOffline(false);
  await expect(page.getByText('Saved!').first()).toBeVisible();
  await expect(saveBar(page)).toBeHidden();
  expect(saves).toEqual([{ workTitle: 'Head of Alliances' }]);
  const id = new URL(cardUrl).pathname.split('/')[2];
  const stored = await request.get(`/api/cards/${id}`, { headers: bearer(owner.tokens) });
  expect(await stored.json()).toMatchObject({
    CardConfiguration: { workTitle: 'Head of Alliances' },
  });

  // A photo saved at once while a text change waits says so, at the top, clear of the save bar.
  await title().fill('Chief Partnerships Officer');
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#25a' } })
    .png()
    .toBuffer();
  await section(page, 'Profile Photo')
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const toast = page.getByRole('alert').filter({ hasText: 'Photo uploaded' });
  await expect(toast).toHaveText('Photo uploaded: save to keep your other changes');
  // Measured at once: the toast goes after 5 s, pointer or not.
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const [bar, shown] = [await saveBar(page).boundingBox(), await toast.boundingBox()];
    expect(shown!.y + shown!.height).toBeLessThan(bar!.y);
    await page.screenshot({
      path: `test-results/screens/drafts-toast-placement-${size.width}.png`,
    });
  }
});

test('three sections saved by one click survive a reload; Enter in a field saves too (1280 px)', async ({
  signedInPage: page,
  owner,
}) => {
  await page.setViewportSize(DESKTOP);
  await openMetalCard(page, owner);
  const saves = recordConfigurationSaves(page);
  // The preview sits beside the form and follows what is typed.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByText('Head of Partnerships · Northwind Studio')).toBeVisible();
  await section(page, 'Work').getByLabel('Organization').fill('Northwind Labs');
  await expect(preview.getByText('Head of Partnerships · Northwind Labs')).toBeVisible();
  await section(page, 'Work').getByLabel('Organization').fill('Northwind Studio');
  await section(page, 'Work').getByLabel('Role', { exact: true }).fill('Alliances');

  // Empty rarely-used fields wait behind '+ Add field'; one picked shows, focused.
  const phones = section(page, 'Phone Numbers');
  await expect(phones.getByLabel('Work Fax')).toHaveCount(0);
  await expect(phones.getByLabel('Alternate Phone')).toHaveCount(0);
  await expect(phones.getByLabel('Cell Phone')).toBeVisible();
  await phones.getByRole('button', { name: '+ Add field' }).click();
  await phones.getByRole('button', { name: 'Alternate Phone' }).click();
  await expect(phones.getByLabel('Alternate Phone')).toBeFocused();
  await expect(phones.getByLabel('Work Fax')).toHaveCount(0);
  await phones.getByLabel('Alternate Phone').fill('+1 415 555 0100');
  const socials = section(page, 'Socials');
  await expect(socials.getByLabel(/Alternate URL/)).toHaveCount(0);
  await socials.getByRole('button', { name: '+ Add field' }).click();
  await socials.getByRole('button', { name: 'Alternate URL 1' }).click();
  await socials.getByLabel('Alternate URL 1').fill('https://northwind.example/alex');
  await expect(saveBar(page).getByText('3 unsaved changes')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/card-editor-save-bar-1280.png' });
  await section(page, 'Socials').getByLabel('Alternate URL 1').press('Enter');
  await expect(page.getByText('Saved!').first()).toBeVisible();
  await expect(saveBar(page)).toBeHidden();
  expect(saves).toEqual([
    {
      workRole: 'Alliances',
      alternatePhone: '+1 415 555 0100',
      alternateUrl1: 'https://northwind.example/alex',
    },
  ]);
  // The bar went away from under the keyboard: focus is back in the field last edited.
  await expect(section(page, 'Socials').getByLabel('Alternate URL 1')).toBeFocused();

  // Spaces around a value are trimmed by the save, and the bar still goes (nothing left to save).
  const role = section(page, 'Work').getByLabel('Role', { exact: true });
  await role.fill('  Alliances ');
  await expect(saveBar(page).getByText('1 unsaved change')).toBeVisible();
  await role.press('Enter');
  await expect(saveBar(page)).toBeHidden();
  await expect(role).toHaveValue('Alliances');

  // What is typed while a save is out stays, still to be saved.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cards/*/configuration', async (route) => {
    await held;
    await route.continue();
  });
  const title = section(page, 'Work').getByLabel('Title', { exact: true });
  const city = section(page, 'Work Address').getByLabel('City', { exact: true });
  await title.fill('Head of Sales');
  await saveBar(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(saveBar(page).getByRole('button', { name: 'Saving...' })).toBeVisible();
  // Enter while it is out does not send it again.
  await title.press('Enter');
  await city.fill('Berkeley');
  release();
  await expect(saveBar(page).getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(saveBar(page).getByText('1 unsaved change')).toBeVisible();
  await expect(city).toHaveValue('Berkeley');
  await expect(title).toHaveValue('Head of Sales');
  await page.unroute('**/api/cards/*/configuration');
  await saveBar(page).getByRole('button', { name: 'Discard' }).click();
  await expect(city).not.toHaveValue('Berkeley');
  expect(saves.slice(1)).toEqual([{ workRole: 'Alliances' }, { workTitle: 'Head of Sales' }]);

  await page.reload();
  await expect(section(page, 'Work').getByLabel('Role', { exact: true })).toHaveValue('Alliances');
  await expect(title).toHaveValue('Head of Sales');
  // Filled, they show at once; the ones still empty still wait.
  await expect(phones.getByLabel('Alternate Phone')).toHaveValue('+1 415 555 0100');
  await expect(socials.getByLabel('Alternate URL 1')).toHaveValue('https://northwind.example/alex');
  await expect(phones.getByLabel('Work Fax')).toHaveCount(0);
  await expect(socials.getByLabel('Alternate URL 2')).toHaveCount(0);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`leaving with unsaved changes asks first; Discard puts back what is stored (${viewport.width} px)`, async ({
    signedInPage: page,
    owner,
  }) => {
    await page.setViewportSize(viewport);
    await openMetalCard(page, owner);
    const role = section(page, 'Work').getByLabel('Role', { exact: true });
    const stored = await role.inputValue();
    await role.click();
    await role.fill('Unsaved role');

    // In the app: the Connect Profile tab.
    const toProfileTab = () =>
      page
        .getByRole('navigation', { name: 'Card sections' })
        .getByRole('link', { name: 'Connect Profile' })
        .click();
    await toProfileTab();
    // The dialog element itself has no box (its panel is fixed): assert what the owner reads.
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog.getByText(/If you leave this page now, they will be lost\./)).toBeVisible();
    await page.screenshot({
      path: `test-results/screens/card-editor-leave-prompt-${viewport.width}.png`,
    });
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/cards\/\d+\/edit$/);
    await expect(role).toHaveValue('Unsaved role');

    // Closing or reloading the tab: the browser's own question.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await toProfileTab();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/cards\/\d+\/profile\/edit$/);
    // The editor has gone (and its leave prompt with it) before Back: a Back pressed while it
    // is still unmounting is held by the prompt and undone.
    await expect(role).toHaveCount(0);
    await page.goBack();
    await expect(role).toHaveValue(stored);
    // What the owner chose to leave is not offered back (decision 050).
    await expect(saveBar(page)).toBeHidden();

    // Discard: back to what is stored, nothing left to ask about.
    await role.fill('Another unsaved role');
    await saveBar(page).getByRole('button', { name: 'Discard' }).click();
    await expect(role).toHaveValue(stored);
    await expect(saveBar(page)).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Cards' })
      .click();
    await expect(page.getByRole('list', { name: 'My Cards' })).toBeVisible();
  });
}

test('a photo upload shows the new photo; the vCard (with it) and the QR code download with the right names and contents', async ({
  signedInPage: page,
  owner,
  baseURL,
}) => {
  await openMetalCard(page, owner);
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

  await page.getByRole('button', { name: 'Actions' }).click();
  const vcardDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download vCard' }).click();
  const vcard = await vcardDownload;
  expect(vcard.suggestedFilename()).toBe('Alex-Morgan.vcf');
  const vcf = await readFile((await vcard.path())!, 'utf8');
  expect(vcf).toContain('FN:Alex Morgan');
  expect(vcf).toContain('EMAIL;TYPE=INTERNET,WORK:alex@northwind.example');
  expect(vcf).toMatch(/PHOTO;ENCODING=b;TYPE=JPEG:/);

  const qrDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download QR (PNG)' }).click();
  const qr = await qrDownload;
  expect(qr.suggestedFilename()).toBe('Alex-Morgan-QR.png');
  const png = PNG.sync.read(await readFile((await qr.path())!));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  // The card's permanent address (decision 031), tagged so Insights can count scans as source
  // 'qr'; the page ignores the tag.
  expect(decoded?.data).toMatch(new RegExp(`^${baseURL}/c/[0-9a-z]{8}\\?src=qr$`));
});

test('without an active subscription Copy Link and My Live Profile are disabled', async ({
  signedInPage: page,
  owner,
}) => {
  await openMetalCard(page, owner);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'My Live Profile' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: 'Download vCard' })).toBeEnabled();
  await page.keyboard.press('Escape');

  // 'View card page' opens, in a new tab, the free page at the address the QR code carries.
  const qr = section(page, 'QR Code & Download');
  const [visitor] = await Promise.all([
    page.context().waitForEvent('page'),
    qr.getByRole('link', { name: /View card page/ }).click(),
  ]);
  await visitor.setViewportSize(PHONE);
  await expect(visitor).toHaveURL(/\/c\/[0-9a-z]{8}$/);
  await expect(visitor.getByRole('heading', { name: 'Alex Morgan', level: 1 })).toBeVisible();
  await expect(qr.getByText(`${visitor.url()}?src=qr`)).toBeVisible();
  // On a phone 'Download Contact' sits right under the name, above the ways to reach them.
  const download = (await visitor.getByRole('link', { name: 'Download Contact' }).boundingBox())!;
  const call = (await visitor.getByRole('link', { name: /^Call/ }).boundingBox())!;
  expect(download.y + download.height).toBeLessThanOrEqual(call.y);
  expect(download.y + download.height).toBeLessThanOrEqual(PHONE.height);
  await visitor.screenshot({ path: 'test-results/screens/card-page-free-390.png' });
  await visitor.close();
});

test('on a phone the tabs are navigation, all three in view', async ({
  signedInPage: page,
  owner,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMetalCard(page, owner);
  const tabs = page.getByRole('navigation', { name: 'Card sections' });
  await expect(page.getByRole('combobox', { name: 'Card sections' })).toHaveCount(0);
  for (const name of ['Card', 'Connect Profile', 'Insights']) {
    await expect(tabs.getByRole('link', { name, exact: true })).toBeInViewport();
  }
  await expect(tabs.getByRole('link', { name: 'Card', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an owner without a subscription is invited to upgrade on the Connect Profile tab', async ({
  signedInPage: page,
  owner,
}) => {
  await openMetalCard(page, owner);
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
