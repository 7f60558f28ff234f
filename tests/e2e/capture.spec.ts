import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { checkAtBothWidths } from './accessibility/axe';
import { captureLead, serverLeads, waiting } from './capture-fixtures';
import { apiLogin, bearer, expect, loginAs, test, type TokenPair } from './fixtures';

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

test('a lead the server refuses waits on the phone, to be corrected and sent', async ({
  signedInPage: page,
  owner,
  request,
  context,
}) => {
  await page.goto('/capture');
  await expect(page.getByText('Works offline')).toBeVisible();
  // The current event, made here and remembered on the device.
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Name').fill('Hall 4 Expo');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toHaveCount(0);
  const eventSelect = page.getByLabel('Event', { exact: true });
  await expect(eventSelect.locator('option:checked')).toHaveText('Hall 4 Expo');
  const [event] = (await (
    await request.get('/api/events', { headers: bearer(owner.tokens) })
  ).json()) as Array<{ id: string; name: string }>;
  expect(event!.name).toBe('Hall 4 Expo');
  await page.reload();
  await expect(eventSelect.locator('option:checked')).toHaveText('Hall 4 Expo');

  await context.setOffline(true);
  await captureLead(page, {
    'First name': 'Hedy',
    'Last name': 'Lamarr',
    Email: 'hedy@example.com',
  });
  // The event is deleted elsewhere while the lead waits: the server will refuse it.
  const deleted = await request.delete(`/api/events/${event!.id}`, {
    headers: bearer(owner.tokens),
  });
  expect(deleted.status()).toBe(204);
  await context.setOffline(false);

  const refused = waiting(page).getByRole('listitem');
  await expect(refused.getByText('That event was not found')).toBeVisible({ timeout: 20_000 });
  await expect(waiting(page).getByText('1 lead waiting to upload')).toBeVisible();
  expect(await serverLeads(request, owner.tokens)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/capture-refused-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await refused.getByRole('button', { name: 'Edit' }).click();
  await expect(
    page.getByText('Editing a lead that could not upload: save it to try again.'),
  ).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Hedy');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('hedy@example.com');
  // The event is gone from the list: the lead is filed under none.
  await expect(eventSelect.locator('option:checked')).toHaveText('No event');
  await page.getByLabel('Company', { exact: true }).fill('Frequency Hopping');
  await page.getByRole('button', { name: 'Save lead' }).click();
  await expect(waiting(page)).toHaveCount(0, { timeout: 20_000 });
  const leads = await serverLeads(request, owner.tokens);
  expect(leads).toEqual([
    expect.objectContaining({ name: 'Hedy Lamarr', company: 'Frequency Hopping', eventId: null }),
  ]);
});

test('signing out with leads waiting asks first; discarding them signs out', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  // The server is down: the leads wait on the phone.
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto('/capture');
  await captureLead(page, { 'First name': 'Alan', Email: 'alan@example.com' });
  await captureLead(page, { 'First name': 'Joan', Email: 'joan@example.com' });
  await expect(waiting(page).getByText('2 leads waiting to upload')).toBeVisible();
  await expect(waiting(page).getByText('Waiting for the network to upload.')).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const question = page.getByRole('dialog', { name: 'Leads waiting to upload' });
  await expect(
    question.getByText('2 leads are waiting to upload. Sign out and discard them?'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/capture-sign-out-question-1280.png' });
  await question.getByRole('button', { name: 'Upload first' }).click();
  await expect(page).toHaveURL(/\/capture$/);
  await expect(waiting(page).getByText('2 leads waiting to upload')).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await question.getByRole('button', { name: 'Discard and sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Logging you out now.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.unroute('**/api/leads');
  await loginAs(page, owner.email, owner.password);
  await page.goto('/capture');
  await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
  await expect(waiting(page)).toHaveCount(0);
  // The sign-out ended the test's session: a new one reads the leads.
  const tokens = await apiLogin(request, owner.email, owner.password);
  expect(await serverLeads(request, tokens)).toEqual([]);
});

test('the capture screen opens offline from the device, timed (median of 5 reloads)', async ({
  signedInPage: page,
  context,
}, testInfo) => {
  // When the form is usable, in the page's own time from the start of the navigation: the
  // first moment 'First name' is there and 'Save lead' enabled.
  await page.addInitScript(() => {
    const w = window as unknown as { captureUsableAt?: number };
    const check = () => {
      if (w.captureUsableAt) return;
      const input = document.querySelector<HTMLInputElement>('input[name="firstName"]');
      const save = [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find(
        (button) => button.textContent === 'Save lead' && !button.disabled,
      );
      if (input && !input.disabled && save) w.captureUsableAt = performance.now();
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
  await page.goto('/capture');
  await expect(page.getByText('Works offline')).toBeVisible();
  await context.setOffline(true);
  const times: Array<{ usable: number; page: number }> = [];
  for (let i = 0; i < 5; i++) {
    await page.reload();
    await expect(page.getByLabel('First name', { exact: true })).toBeEditable();
    const usable = await page.waitForFunction(
      () => (window as unknown as { captureUsableAt?: number }).captureUsableAt,
    );
    const pageAt = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
    );
    times.push({ usable: Math.round(Number(await usable.jsonValue())), page: Math.round(pageAt) });
  }
  const median = times.map((t) => t.usable).sort((a, b) => a - b)[2]!;
  const report = times.map((t) => `${t.usable} ms (page from the worker at ${t.page} ms)`);
  console.log(`capture screen offline open: median ${median} ms; ${report.join(', ')}`);
  testInfo.annotations.push({ type: 'offline open', description: report.join(', ') });
  // The figure is for decision 070 (two shared cores make it vary); the bound only says the
  // screen never waits on a network that is not there (the API client gives up after 10 s).
  expect(median).toBeLessThan(10_000);
});

test('the service worker’s sync wakes the page, which uploads what waits', async ({
  signedInPage: page,
  owner,
  request,
  context,
  baseURL,
}) => {
  let refused = 0;
  await page.route('**/api/leads', (route) => {
    refused += 1;
    return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
  });
  await page.goto('/capture');
  await expect(page.getByText('Works offline')).toBeVisible();
  await captureLead(page, { 'First name': 'Frances', Email: 'frances@example.com' });
  // Three tries (now, 2 s, 4 s later): the page's own next try is 8 s away.
  await expect.poll(() => refused, { timeout: 15_000 }).toBe(3);
  await page.unroute('**/api/leads');

  // The browser's sync, as Chromium fires it when the network returns.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    tag: 'catalyst-capture-upload',
    lastChance: false,
  });
  await expect
    .poll(async () => (await serverLeads(request, owner.tokens)).map((lead) => lead.name), {
      timeout: 4_000,
    })
    .toEqual(['Frances']);
  await expect(waiting(page)).toHaveCount(0);
});
