import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, signInThroughApi, test } from './fixtures';

// This server's demo owner starts with an active subscription (DEMO_SUBSCRIPTION_STATUS), which
// a fresh owner has not; the assertions name the demo owner; the specs run in order.
test.describe.configure({ mode: 'serial' });

const HANDLE = 'alex-morgan';
const XSS_NAME = 'Alex <script>window.__xss=1</script>';
const XSS_BUTTON = '"><img src=x onerror="window.__xss=2">';

async function openEditor(page: Page) {
  await signInThroughApi(page, page.request);
  await page.goto('/');
  await page.getByRole('link', { name: /Catalyst Metal Card \(Matte Black\)/ }).click();
  await page
    .getByRole('navigation', { name: 'Card sections' })
    .getByRole('link', { name: 'Connect Profile' })
    .click();
  await expect(page.getByRole('region', { name: 'Appearance' })).toBeVisible();
}

/** The editor's one save bar: every change is a draft until 'Save changes'. */
async function saveChanges(page: Page) {
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(page.getByText('Saved!').first()).toBeVisible();
}

test('the owner edits theme, name, handle and buttons and sees each in the preview', async ({
  page,
}) => {
  page.on('dialog', () => {
    throw new Error('a dialog fired: script ran');
  });
  await openEditor(page);
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByRole('heading', { name: 'Alex Morgan' })).toBeVisible();
  await expect(preview.locator('[data-theme="dark"]')).toBeVisible();

  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(preview.locator('[data-theme="light"]')).toBeVisible();

  const appearance = page.getByRole('region', { name: 'Appearance' });
  await appearance.getByLabel('Name').fill(XSS_NAME);
  await appearance.getByLabel('Slogan').fill('Design that gets you noticed');
  await appearance.getByLabel('My Connect Handle').fill('Alex Morgan!');
  await expect(appearance.getByLabel('My Connect Handle')).toHaveValue('alexmorgan');
  await appearance.getByLabel('My Connect Handle').fill(HANDLE);
  await expect(preview.getByRole('heading', { name: XSS_NAME })).toBeVisible();
  await saveChanges(page);
  await expect(appearance.getByRole('link', { name: new RegExp(`/u/${HANDLE}$`) })).toBeVisible();

  await page.getByRole('button', { name: 'Add Button' }).click();
  await expect(preview.getByRole('link', { name: 'New Button' })).toBeVisible();
  const text = page.getByLabel('Button 1 text');
  await text.fill(XSS_BUTTON);
  await expect(preview.getByRole('link', { name: XSS_BUTTON })).toBeVisible();
  await page.getByLabel('Button 1 URL').fill('https://calendar.example/alex');
  await expect(preview.getByRole('link', { name: XSS_BUTTON })).toHaveAttribute(
    'href',
    'https://calendar.example/alex',
  );
  // Enter in a field saves, as the save bar's button does.
  await text.press('Enter');
  await expect(page.getByText('Saved!').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Unsaved changes' })).toBeHidden();

  await preview.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Contact form is disabled in edit mode')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});

test('the public page by handle shows the same profile, and works without JavaScript', async ({
  page,
  browser,
}) => {
  page.on('dialog', () => {
    throw new Error('a dialog fired: script ran');
  });
  const scripts: Array<{ url: string; body: Buffer }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: await response.body() });
    }
  });
  await page.goto(`/u/${HANDLE}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: XSS_NAME, level: 1 })).toBeVisible();
  await expect(page.getByText('Design that gets you noticed')).toBeVisible();
  // No framework runtime: React's production build names its error page in every copy.
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.body.toString('utf8'), script.url).not.toContain('react.dev/errors');
  }
  const gzipBytes = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
  console.log(`public page JavaScript: ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
  expect(gzipBytes).toBeLessThanOrEqual(10 * 1024);
  const button = page.getByRole('link', { name: XSS_BUTTON });
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('[data-theme="light"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Contact' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Catalyst Club' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${test.info().project.use.baseURL}/u/${HANDLE}`);
  await expect(plain.getByRole('heading', { name: XSS_NAME, level: 1 })).toBeVisible();
  await expect(plain.getByRole('heading', { name: "Let's Connect!" })).toBeVisible();
  // Without script the form posts as a plain form and the server sends the visitor back.
  await plain.getByRole('link', { name: "Let's Connect!" }).click();
  await expect(plain).toHaveURL(/#lets-connect$/);
  await expect(plain.getByRole('status').filter({ hasText: 'Message sent!' })).toHaveCount(0);
  await plain.getByLabel('Name').fill('Noah Script');
  await plain.getByLabel('Email').fill('noah@example.com');
  await plain.getByLabel('Phone').fill('+1 555 0143');
  await plain.getByLabel('Message').fill('Sent without JavaScript.');
  await plain.getByRole('button', { name: 'Send Message' }).click();
  await expect(plain).toHaveURL(new RegExp(`/u/${HANDLE}#message-sent$`));
  await expect(plain.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
  await expect(plain.getByRole('link', { name: `Save ${XSS_NAME}'s contact` })).toBeVisible();
  await expect(plain.getByText('Failed to send message')).toBeHidden();
  const mails: Array<{ subject: string; text: string }> = await (
    await plain.request.get(`${test.info().project.use.baseURL}/dev/mail.json`)
  ).json();
  expect(
    mails.find((m) => m.subject === 'New message from Noah Script via Catalyst Connect')?.text,
  ).toContain('Sent without JavaScript.');
  await noScript.close();
});

test('inside the app the client route renders the same profile', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('a dialog fired: script ran');
  });
  await page.goto('/login');
  // Login starts the app on the first input (decision 051): a click that needs it.
  await page.getByRole('button', { name: 'Show Password' }).click();
  await expect(page.getByRole('button', { name: 'Hide Password' })).toBeVisible();
  // Navigate within the single-page app, as a link inside it would.
  await page.evaluate((handle) => {
    window.history.pushState({}, '', `/u/${handle}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, HANDLE);
  await expect(page.getByRole('heading', { name: XSS_NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: XSS_BUTTON })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/u/no-such-handle');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Something went wrong')).toBeVisible();
});

test('a visitor sends a message and sees "Message sent!"; the owner is mailed', async ({
  page,
  request,
}) => {
  await page.goto(`/u/${HANDLE}`);
  await page.getByRole('link', { name: "Let's Connect!" }).click();
  // The page's own validation, in its own style, instead of the browser's bubbles.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Name').fill('Visitor Vera');
  await page.getByLabel('Email').fill('vera@example.com');
  await page.getByLabel('Phone').fill('+1 555 0142');
  await page.getByLabel('Message').fill('Loved your talk!');
  // Hold the answer a moment, so the button's sending state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/send-message', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText('Message sent!')).toBeVisible();
  // The form says who will answer, and offers the owner's contact.
  await expect(page.getByText(`${XSS_NAME} will get back to you`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Save ${XSS_NAME}'s contact` })).toHaveAttribute(
    'href',
    /\/api\/vcard\/[0-9a-f-]+\/download$/,
  );
  await expect(page.getByText('Name is required')).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/public-message-sent.png', fullPage: true });
  // The filled form is gone once sent (docs/product.md#messages).
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeHidden();
  await expect(page.getByLabel('Name')).toBeHidden();
  const mails: Array<{ to: string; subject: string; text: string }> = await (
    await request.get('/dev/mail.json')
  ).json();
  const mail = mails.find(
    (m) => m.subject === 'New message from Visitor Vera via Catalyst Connect',
  );
  expect(mail?.to).toBe('demo@catalystconnect.example');
  expect(mail?.text).toContain('Loved your talk!');
});

test('the owner finds the message on the Messages page and opening it marks it read', async ({
  page,
}) => {
  await signInThroughApi(page, page.request);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Messages' });
  const item = list.getByRole('button', { name: /Visitor Vera/ });
  // Unread, and apart from it the lead's status, 'New'.
  await expect(item).toContainText('Unread');
  await expect(item).toContainText('New');
  // The bell counts unread messages; opening one takes it off.
  const bell = page.getByRole('link', { name: /^View notifications: \d+ unread/ });
  const unreadBefore = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  expect(unreadBefore).toBeGreaterThanOrEqual(1);
  // Unread only keeps it (it is unread) until it is opened.
  await page.getByLabel('Unread only').check();
  await expect(item).toBeVisible();
  await item.click();
  await expect(list.getByRole('link', { name: 'vera@example.com' })).toHaveAttribute(
    'href',
    'mailto:vera@example.com',
  );
  const dropped = unreadBefore - 1;
  await expect(
    dropped === 0
      ? page.getByRole('link', { name: 'View notifications', exact: true })
      : page.getByRole('link', { name: new RegExp(`^View notifications: ${dropped} unread`) }),
  ).toBeVisible();
  // Reply in one click: addressed, titled, quoting the message.
  const reply = list.getByRole('link', { name: 'Reply by email' });
  const href = (await reply.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:vera%40example.com?')).toBe(true);
  const query = new URLSearchParams(href.split('?')[1]);
  expect(query.get('subject')).toBe('Re: Your message on Catalyst Connect');
  expect(query.get('body')).toContain('> Loved your talk!');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `test-results/screens/messages-opened-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Save as contact: the visitor's vCard.
  const saved = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Save as contact' }).click();
  const contact = await saved;
  expect(contact.suggestedFilename()).toBe('Visitor-Vera.vcf');
  const vcard = readFileSync((await contact.path())!, 'utf8');
  expect(vcard).toContain('FN:Visitor Vera');
  expect(vcard).toContain('EMAIL;TYPE=INTERNET,PREF:vera@example.com');
  expect(vcard).toContain('TEL;TYPE=CELL,VOICE:+1 555 0142');
  await page.reload();
  await expect(list.getByRole('button', { name: /Visitor Vera/ })).not.toContainText('Unread');
  await page.getByLabel('Unread only').check();
  await expect(list.getByRole('button', { name: /Visitor Vera/ })).toBeHidden();
  await page.getByLabel('Unread only').uncheck();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('catalyst-connect-messages.csv');
  // Saved byte for byte: the byte-order mark Excel needs to read UTF-8 is kept.
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('Visitor Vera');
});

test('the owner works a lead: finds it, sets its status and a note, archives and erases it', async ({
  page,
}) => {
  // A lead of its own, so the other tests' messages stay as they are.
  const sent = await page.request.post(`/api/card-profiles/public/${HANDLE}/send-message`, {
    data: {
      name: 'Lead Lorenzo',
      email: 'lorenzo@initech.example',
      phone: '+1 555 0199',
      message: 'Can we talk pricing for 40 cards?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await signInThroughApi(page, page.request);
  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Messages' });
  await page.getByLabel('Search').fill('INITECH');
  await expect(list.getByRole('button')).toHaveCount(1);
  const lead = list.getByRole('button', { name: /Lead Lorenzo/ });
  await lead.click();
  await list.getByLabel('Status').selectOption('Contacted');
  await expect(page.getByText('Status saved')).toBeVisible();
  await expect(lead).toContainText('Contacted');
  await list.getByLabel('Note').fill('Sent the price list; call back Monday.');
  await list.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({
      path: `test-results/screens/lead-worked-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Archived: out of the list, found again under its status.
  await list.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Lead archived')).toBeVisible();
  await expect(list).toBeHidden();
  await expect(page.getByText('No leads match this search.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('Archived');
  await list.getByRole('button', { name: /Lead Lorenzo/ }).click();
  await expect(list.getByLabel('Note')).toHaveValue('Sent the price list; call back Monday.');
  // Erased on the visitor's request, after a warning about copies elsewhere.
  await list.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the lead of Lead Lorenzo?' });
  await expect(dialog).toContainText(
    'A copy already sent to your CRM or to a webhook is not deleted',
  );
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Lead deleted.')).toBeVisible();
  await expect(page.getByText('No leads match this search.')).toBeVisible();
});

test('an unknown handle shows a clear 404 page', async ({ page }) => {
  const response = await page.goto('/u/nobody-at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "This profile doesn't exist" })).toBeVisible();
});

test('replacing a live handle asks first; setting the first one does not', async ({ page }) => {
  // The demo owner's second card, so the handle the specs above use stays as it is.
  await signInThroughApi(page, page.request);
  await page.goto('/');
  await page.getByRole('link', { name: /Catalyst Bamboo Card/ }).click();
  await page
    .getByRole('navigation', { name: 'Card sections' })
    .getByRole('link', { name: 'Connect Profile' })
    .click();
  const appearance = page.getByRole('region', { name: 'Appearance' });
  const field = appearance.getByLabel('My Connect Handle');
  const suffix = Date.now().toString(36);
  const first = `bamboo-${suffix}`;
  const second = `bamboo-two-${suffix}`;
  const dialog = page.getByRole('dialog', { name: 'Change your handle' });

  await field.fill(first);
  await saveChanges(page);
  await expect(appearance.getByRole('link', { name: new RegExp(`/u/${first}$`) })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await field.fill(second);
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  // The dialog's own box is a zero-size wrapper of the fixed panel: its content is what shows.
  await expect(dialog.getByRole('heading', { name: 'Change your handle' })).toBeVisible();
  await expect(dialog.getByText('Printed QR codes, NFC tags, wallet passes')).toBeVisible();
  await dialog.getByRole('button', { name: 'No, keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(appearance.getByRole('link', { name: new RegExp(`/u/${first}$`) })).toBeVisible();
  const kept = await page.request.get(`/api/card-profiles/public/${first}`);
  expect(kept.status()).toBe(200);

  // The draft is still there, unsaved: saving asks again.
  await expect(field).toHaveValue(second);
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await dialog.getByRole('button', { name: 'Yes, change it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(appearance.getByRole('link', { name: new RegExp(`/u/${second}$`) })).toBeVisible();
  expect((await page.request.get(`/api/card-profiles/public/${second}`)).status()).toBe(200);
});
