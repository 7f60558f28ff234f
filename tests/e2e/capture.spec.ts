import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, expect, test, type TokenPair } from './fixtures';

interface ServerLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  source: string | null;
  eventId: string | null;
  hasPhoto: boolean;
  consentedAt: string | null;
  capturedAt: string | null;
}

async function serverLeads(request: APIRequestContext, tokens: TokenPair): Promise<ServerLead[]> {
  const response = await request.get('/api/messages', { headers: bearer(tokens) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerLead[];
}

/** A photo of a paper card, as a phone's camera hands it over. */
async function cardPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 380, channels: 3, background: '#f5f1e6' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="380"><text x="40" y="120" font-size="42">Mae Jemison</text>' +
            '<text x="40" y="190" font-size="28">mae@orbit.example</text></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const waiting = (page: Page) => page.getByRole('region', { name: 'Leads on this phone' });

/** Types a person into the form and saves; the form is then empty, focus on 'First name'. */
async function captureLead(
  page: Page,
  person: Partial<Record<'First name' | 'Last name' | 'Email' | 'Phone' | 'Company', string>>,
) {
  for (const [label, value] of Object.entries(person)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
}

/** Whether this server stores lead photos yet (PUT /api/messages/{id}/photo, another part). */
async function photoRouteExists(request: APIRequestContext, tokens: TokenPair, leadId: string) {
  const response = await request.put(`/api/messages/${leadId}/photo`, {
    headers: bearer(tokens),
    multipart: { file: { name: 'probe.txt', mimeType: 'text/plain', buffer: Buffer.from('x') } },
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return !(response.status() === 404 && body.message === 'Not found');
}

test('leads captured offline wait on the phone, then arrive once when it is online', async ({
  signedInPage: page,
  owner,
  request,
  context,
}) => {
  await page.goto('/capture');
  await expect(page.getByRole('heading', { name: 'Capture', level: 1 })).toBeVisible();
  // The owner's order has three cards: the lead is filed under the first unless another is chosen.
  await expect(page.getByLabel('Card', { exact: true })).toBeVisible();
  await expect(page.getByText('Works offline')).toBeVisible();
  await checkAtBothWidths(page, 'capture');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
  await expect(page.getByRole('button', { name: 'Save lead' })).toBeEnabled();

  // The API's checks, before anything is queued.
  await page.getByLabel('Company', { exact: true }).fill('Nobody Inc.');
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByText('Enter a name: a first name, a last name or both')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByText('Enter an e-mail address or a phone number')).toBeVisible();
  await expect(waiting(page)).toHaveCount(0);
  await page.getByLabel('Company', { exact: true }).fill('');

  await captureLead(page, {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@engines.example',
    Company: 'Analytical Engines',
  });
  await expect(
    page.getByText('Lead saved on this phone. It uploads by itself when the network is back.'),
  ).toBeVisible();
  await expect(waiting(page).getByText('1 lead waiting to upload')).toBeVisible();

  await page.getByLabel('Add a photo of their card').setInputFiles({
    name: 'card.jpg',
    mimeType: 'image/jpeg',
    buffer: await cardPhoto(),
  });
  await expect(page.getByText('Photo of their card attached.')).toBeVisible();
  await page.getByLabel('They agreed to be contacted').check();
  await captureLead(page, {
    'First name': 'Mae',
    'Last name': 'Jemison',
    Email: 'mae@orbit.example',
  });
  await expect(page.getByText('Photo of their card attached.')).toHaveCount(0);
  await captureLead(page, { 'First name': 'Katherine', Phone: '+1 202 555 0142' });
  await expect(waiting(page).getByText('3 leads waiting to upload')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(
    menu.getByRole('link', { name: 'Capture (3 leads waiting to upload)' }),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/capture-offline-waiting-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/screens/capture-offline-waiting-1280.png' });
  expect(await serverLeads(request, owner.tokens)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverLeads(request, owner.tokens)).length, { timeout: 20_000 })
    .toBe(3);
  let leads = await serverLeads(request, owner.tokens);
  expect(leads.map((lead) => lead.name).sort()).toEqual([
    'Ada Lovelace',
    'Katherine',
    'Mae Jemison',
  ]);
  const mae = leads.find((lead) => lead.name === 'Mae Jemison')!;
  expect(mae).toMatchObject({ email: 'mae@orbit.example', source: 'manual' });
  expect(mae.consentedAt).not.toBeNull();
  expect(leads.find((lead) => lead.name === 'Katherine')).toMatchObject({
    phone: '+1 202 555 0142',
    email: '',
    consentedAt: null,
  });

  // The photo follows its lead (PUT /api/messages/{id}/photo); a server without that route
  // yet keeps the photo waiting on the phone, never the lead.
  const photos = await photoRouteExists(request, owner.tokens, mae.id);
  if (photos) {
    await expect(waiting(page)).toHaveCount(0);
  } else {
    await expect(waiting(page).getByText('1 lead waiting to upload')).toBeVisible();
    await expect(
      waiting(page).getByText('The lead is uploaded; the photo of their card waits to upload.'),
    ).toBeVisible();
  }

  await page.getByRole('link', { name: 'Messages', exact: true }).click();
  const list = page.getByRole('main').getByRole('listitem');
  await expect(list).toHaveCount(3);
  for (const name of ['Ada Lovelace', 'Mae Jemison', 'Katherine']) {
    await expect(list.filter({ hasText: name })).toHaveCount(1);
  }

  // Online again and reloaded: nothing is sent twice.
  await page.goto('/capture');
  await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
  await page.goto('/messages');
  await expect(list).toHaveCount(3);
  leads = await serverLeads(request, owner.tokens);
  expect(leads).toHaveLength(3);
  expect(leads.find((lead) => lead.name === 'Mae Jemison')!.hasPhoto).toBe(photos);
});
