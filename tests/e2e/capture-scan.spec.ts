import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import config from '../../playwright.config';
import { checkAtBothWidths } from './accessibility/axe';
import { qrImage, writeY4m, type RgbImage } from './fake-camera';
import {
  bearer,
  createOwner,
  E2E,
  expect,
  fillMetalCard,
  FILLED_CARD,
  test,
  type TokenPair,
} from './fixtures';

/**
 * The capture screen's scan panel (docs/product.md#capture, decision 071) with Chromium's fake
 * camera: it plays FAKE_VIDEO, a YUV4MPEG2 file each test writes before it opens the camera
 * (Chromium opens the file when a page starts the camera, not at launch). One browser per
 * worker reads that one file, so this file's tests run one after another in one worker.
 */
const FAKE_VIDEO = path.resolve(`test-results/fake-camera-${E2E.ports.main}.y4m`);
mkdirSync(path.dirname(FAKE_VIDEO), { recursive: true });
writeY4m(FAKE_VIDEO, qrImage('nothing yet'));

const main = config.projects?.find((project) => project.name === 'main');
const launchOptions = main?.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${FAKE_VIDEO}`,
    ],
  },
});
test.describe.configure({ mode: 'default' });

const JANE_VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Doe;Jane;;;',
  'FN:Jane Doe',
  'ORG:Acme Robotics;Sales',
  'TITLE:Head of Sales',
  'EMAIL;TYPE=INTERNET;TYPE=WORK:jane.doe@acme-robotics.example',
  'TEL;TYPE=WORK;TYPE=FAX:+1 415 555 0199',
  'TEL;TYPE=CELL:+1 415 555 0134',
  'URL:https://acme-robotics.example',
  'ADR;TYPE=WORK:;;1 Market St;San Francisco;CA;94105;USA',
  'END:VCARD',
].join('\r\n');

const FIELDS = ['First name', 'Last name', 'Email', 'Phone', 'Company', 'Title', 'Note'] as const;
type FieldLabel = (typeof FIELDS)[number];

async function formValues(page: Page): Promise<Record<FieldLabel, string>> {
  const values = {} as Record<FieldLabel, string>;
  for (const label of FIELDS)
    values[label] = await page.getByLabel(label, { exact: true }).inputValue();
  return values;
}

async function openCapture(page: Page) {
  await page.goto('/capture');
  await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
}

/** The owner's leads as the API lists them. */
async function leadsOf(page: Page, tokens: TokenPair) {
  const response = await page.request.get('/api/messages', { headers: bearer(tokens) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Array<{
    name: string;
    email: string;
    phone: string;
    company: string | null;
    title: string | null;
    note: string | null;
    source: string | null;
  }>;
}

test('a QR code of a vCard on a badge fills the form exactly, and the lead is a badge lead', async ({
  signedInPage: page,
  owner,
}) => {
  writeY4m(FAKE_VIDEO, qrImage(JANE_VCARD));
  await page.setViewportSize({ width: 390, height: 844 });
  await openCapture(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Scan a badge' }).click();
  const panel = page.getByRole('region', { name: 'Scan a badge' });
  await expect(panel.getByLabel('Camera: the QR code to read')).toBeVisible();
  await expect(
    panel.getByRole('status').getByText('QR code read: the details are filled in.'),
  ).toBeVisible();
  const elapsed = Date.now() - started;

  // Which decoder read it: the headless shell has no BarcodeDetector on Linux, so jsQR.
  const decoder = await panel.getAttribute('data-decoder');
  test.info().annotations.push({ type: 'QR decoder', description: decoder ?? 'none' });
  console.log(`capture-scan: the QR code was read by ${decoder}, ${elapsed} ms after the tap`);
  expect(['BarcodeDetector', 'jsQR']).toContain(decoder);

  expect(await formValues(page)).toEqual({
    'First name': 'Jane',
    'Last name': 'Doe',
    Email: 'jane.doe@acme-robotics.example',
    // The mobile, never the fax.
    Phone: '+1 415 555 0134',
    Company: 'Acme Robotics',
    Title: 'Head of Sales',
    Note: 'Website: https://acme-robotics.example\nAddress: 1 Market St, 94105 San Francisco, CA, USA',
  });
  // The camera is off once a code is read.
  await expect(panel.getByLabel('Camera: the QR code to read')).toHaveCount(0);
  await checkAtBothWidths(page, 'capture-scan-badge');

  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  await expect(async () => {
    const leads = await leadsOf(page, owner.tokens);
    expect(leads).toEqual([
      expect.objectContaining({
        name: 'Jane Doe',
        email: 'jane.doe@acme-robotics.example',
        phone: '+1 415 555 0134',
        company: 'Acme Robotics',
        title: 'Head of Sales',
        source: 'badge',
      }),
    ]);
  }).toPass({ timeout: 20_000 });
});

test("a Catalyst card's printed QR code fills the form from its public contact", async ({
  signedInPage: page,
  request,
  baseURL,
}) => {
  // Another owner's card, filled in: its QR codes carry /c/{code}.
  const other = await createOwner(request, { firstName: 'Alex', lastName: 'Morgan' });
  const cardId = await fillMetalCard(request, other.tokens);
  const card = await request.get(`/api/cards/${cardId}`, { headers: bearer(other.tokens) });
  const { code } = (await card.json()) as { code: string };
  writeY4m(FAKE_VIDEO, qrImage(`${baseURL}/c/${code}?src=qr`));

  await openCapture(page);
  await page.getByRole('button', { name: 'Scan a badge' }).click();
  await expect(page.getByText('QR code read: the details are filled in.')).toBeVisible();
  expect(await formValues(page)).toEqual({
    'First name': FILLED_CARD.firstName,
    'Last name': FILLED_CARD.lastName,
    Email: FILLED_CARD.email,
    Phone: FILLED_CARD.cellPhone,
    Company: FILLED_CARD.workOrganization,
    Title: FILLED_CARD.workTitle,
    Note: [
      `Card: ${baseURL}/c/${code}`,
      `Website: ${FILLED_CARD.websiteUrl}`,
      'Address: 500 Market Street, 94105 San Francisco, CA',
    ].join('\n'),
  });
});

/** A paper business card as a photo: larger than what is sent, so the phone must shrink it. */
async function cardPhoto(width = 3000, height = 1800): Promise<Buffer> {
  const line = (y: number, size: number, text: string, weight = 'normal') =>
    `<text x="180" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="#111">${text}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f1ea"/>
    ${line(360, 150, 'Jane Doe', 'bold')}
    ${line(540, 95, 'Head of Sales')}
    ${line(700, 95, 'Acme Robotics Inc.')}
    ${line(1200, 90, 'jane.doe@acme-robotics.example')}
    ${line(1360, 90, '+1 415 555 0134')}
    ${line(1520, 90, 'www.acme-robotics.example')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

async function rgbOf(image: Buffer, width: number, height: number): Promise<RgbImage> {
  const data = await sharp(image).resize(width, height).removeAlpha().raw().toBuffer();
  return { width, height, data };
}

/**
 * The scan route of wt/ocr (POST /api/leads/scan) when the server has it; until that branch is
 * merged, the route answered in the browser with what it would read off this card. Which of the
 * two ran is noted on the test. Either way the request passes through here, so its body (the
 * photo) can be checked: Playwright keeps no body of a multipart upload it did not intercept.
 */
async function scanRoute(page: Page): Promise<{ real: boolean; sent: Promise<Buffer> }> {
  const probe = await page.request.post('/api/leads/scan');
  const real = probe.status() !== 404;
  test.info().annotations.push({
    type: 'scan route',
    description: real ? 'the server’s OCR' : 'absent on this server: answered by page.route',
  });
  let delivered: (body: Buffer) => void = () => undefined;
  const sent = new Promise<Buffer>((resolve) => (delivered = resolve));
  await page.route('**/api/leads/scan', async (route) => {
    delivered(route.request().postDataBuffer() ?? Buffer.alloc(0));
    if (real) return route.continue();
    // As slow as a quick OCR, so the reading state shows.
    await new Promise((resolve) => setTimeout(resolve, 800));
    return route.fulfill({
      json: {
        fields: {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane.doe@acme-robotics.example',
          phone: '+1 415 555 0134',
          company: 'Acme Robotics Inc.',
          title: 'Head of Sales',
          website: 'www.acme-robotics.example',
          address: '',
        },
        text: 'Jane Doe\nHead of Sales\nAcme Robotics Inc.',
        confidence: 91,
      },
    });
  });
  return { real, sent };
}

/** The JPEG the phone sent in the multipart body, and its size. */
async function sentPhoto(body: Buffer) {
  const start = body.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  const end = body.lastIndexOf(Buffer.from([0xff, 0xd9]));
  expect(start).toBeGreaterThan(0);
  expect(body.toString('latin1')).toContain('name="file"; filename="card.jpg"');
  expect(body.toString('latin1')).toContain('Content-Type: image/jpeg');
  const jpeg = body.subarray(start, end + 2);
  const metadata = await sharp(jpeg).metadata();
  console.log(
    `capture-scan: photo sent as a ${metadata.width} × ${metadata.height} JPEG of ${Math.round(jpeg.length / 1024)} KB`,
  );
  return metadata;
}

async function expectCardRead(page: Page, real: boolean) {
  await expect(
    page.getByText('Card read: check the details, and correct what it misread.'),
  ).toBeVisible({ timeout: 30_000 });
  const values = await formValues(page);
  // OCR must read e-mails and phones exactly; the rest is the owner's to correct.
  expect(values.Email).toBe('jane.doe@acme-robotics.example');
  expect(values.Phone.replace(/[\s()-]/g, '')).toBe('+14155550134');
  if (!real) {
    expect(values).toMatchObject({
      'First name': 'Jane',
      'Last name': 'Doe',
      Company: 'Acme Robotics Inc.',
      Title: 'Head of Sales',
      Note: 'Website: www.acme-robotics.example',
    });
  }
  await expect(page.getByText('Photo of their card attached.')).toBeVisible();
}

test('a paper card chosen as a photo is sent shrunk to 2000 px and fills the form', async ({
  signedInPage: page,
  owner,
}) => {
  await openCapture(page);
  const { real, sent } = await scanRoute(page);
  await page.getByRole('button', { name: 'Scan a card' }).click();
  const panel = page.getByRole('region', { name: 'Scan a card' });
  await panel.getByLabel('Choose a photo').setInputFiles({
    name: 'IMG_0042.jpg',
    mimeType: 'image/jpeg',
    buffer: await cardPhoto(),
  });
  await expect(panel.getByText('Reading the card…')).toBeVisible();
  await expect(panel.getByRole('img', { name: "The card's photo" })).toBeVisible();
  const photo = await sentPhoto(await sent);
  expect(photo).toMatchObject({ format: 'jpeg', width: 2000, height: 1200 });
  await expectCardRead(page, real);
  await checkAtBothWidths(page, 'capture-scan-card');

  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(async () => {
    const [lead] = await leadsOf(page, owner.tokens);
    expect(lead).toMatchObject({ email: 'jane.doe@acme-robotics.example', source: 'scan' });
  }).toPass({ timeout: 20_000 });
});

test("'Take photo' sends the camera's frame of a card", async ({ signedInPage: page }) => {
  writeY4m(FAKE_VIDEO, await rgbOf(await cardPhoto(), 1600, 960), 3);
  await openCapture(page);
  const { real, sent } = await scanRoute(page);
  await page.getByRole('button', { name: 'Scan a card' }).click();
  const panel = page.getByRole('region', { name: 'Scan a card' });
  await expect(
    panel.getByText('Hold the card flat inside the frame, then take the photo.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  await checkAtBothWidths(page, 'capture-scan-camera');
  await panel.getByRole('button', { name: 'Take photo' }).click();
  const photo = await sentPhoto(await sent);
  expect(photo).toMatchObject({ format: 'jpeg', width: 1600, height: 960 });
  await expectCardRead(page, real);
});

/** Whether the service worker's cache holds a script whose name starts with `name`. */
function cached(page: Page, name: string) {
  return page.evaluate(async (prefix) => {
    for (const cacheName of await caches.keys()) {
      const requests = await (await caches.open(cacheName)).keys();
      if (requests.some((request) => new URL(request.url).pathname.startsWith(prefix))) return true;
    }
    return false;
  }, `/assets/${name}`);
}

test('offline, the scanner still opens and reads a badge; a card photo is kept with the lead', async ({
  signedInPage: page,
  context,
}) => {
  writeY4m(FAKE_VIDEO, qrImage(JANE_VCARD));
  await openCapture(page);
  // Opened online, the screen fetches the panel (and jsQR, this browser having no detector)
  // when idle, and the service worker keeps them, before anyone taps a scan button.
  await expect.poll(() => cached(page, 'scan-panel-'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => cached(page, 'jsQR-'), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
  await page.getByRole('button', { name: 'Scan a badge' }).click();
  await expect(page.getByText('QR code read: the details are filled in.')).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Jane');

  let called = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/leads/scan')) called = true;
  });
  await page.getByRole('button', { name: 'Scan a card' }).click();
  const panel = page.getByRole('region', { name: 'Scan a card' });
  await panel.getByLabel('Choose a photo').setInputFiles({
    name: 'card.jpg',
    mimeType: 'image/jpeg',
    buffer: await cardPhoto(1200, 720),
  });
  await expect(
    panel.getByText('No network: the photo is kept with the lead, type the details.'),
  ).toBeVisible();
  await expect(page.getByText('Photo of their card attached.')).toBeVisible();
  // What the form holds stays; nothing was sent.
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Jane');
  expect(called).toBe(false);
  await checkAtBothWidths(page, 'capture-scan-offline');
  await context.setOffline(false);
});
