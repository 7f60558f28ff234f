import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { COPY } from '#shared/copy';
import { followUpSentMessage, unknownPlaceholdersMessage } from '#shared/copy/follow-up';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, expect, test, type TokenPair } from './fixtures';

/**
 * The same evening of a show (docs/product.md#follow-up, docs/product.md#card-photos): three
 * people met at Web Summit, captured through the API as the capture screen does (a scanned card
 * with its photo, a badge without consent, one typed in); on the Messages screen each says how
 * and when it was captured, the card photo opens larger, and the owner selects all, edits the
 * template, sends, and reads what happened and the 'Followed up' marks.
 */

/** A paper card as a phone photographs it: a white card with a name on a table. */
function cardPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#6b5b4b"/>
    <rect x="150" y="170" width="900" height="500" rx="12" fill="#fbfaf6"/>
    <text x="220" y="330" font-family="sans-serif" font-size="64" fill="#111">Lin Okafor</text>
    <text x="220" y="400" font-family="sans-serif" font-size="36" fill="#444">Buyer, Northwind</text>
    <text x="220" y="560" font-family="sans-serif" font-size="32" fill="#444">lin@northwind.example</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function capture(
  api: APIRequestContext,
  tokens: TokenPair,
  person: Record<string, unknown>,
): Promise<string> {
  const response = await api.post('/api/leads', {
    headers: bearer(tokens),
    data: { clientId: randomUUID(), ...person },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('select leads, edit the template, send, and see the summary and the Followed up marks', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  const headers = bearer(owner.tokens);
  const event = await request.post('/api/events', {
    headers,
    data: { name: 'Web Summit', startsOn: '2026-11-10', endsOn: '2026-11-13' },
  });
  expect(event.status()).toBe(201);
  const eventId = ((await event.json()) as { id: string }).id;
  const run = randomUUID().slice(0, 8);
  const lin = `lin-${run}@northwind.example`;
  const ada = `ada-${run}@analytical.example`;
  // Oldest first: the list shows the newest first, Lin on top.
  await capture(request, owner.tokens, {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: `noor-${run}@example.com`,
    source: 'badge',
    consent: false,
    eventId,
  });
  await capture(request, owner.tokens, {
    firstName: 'Ada',
    lastName: 'Byron',
    email: ada,
    source: 'manual',
    consent: true,
  });
  const linId = await capture(request, owner.tokens, {
    firstName: 'Lin',
    lastName: 'Okafor',
    email: lin,
    company: 'Northwind',
    title: 'Buyer',
    source: 'scan',
    consent: true,
    eventId,
  });
  const photo = await request.put(`/api/messages/${linId}/photo`, {
    headers,
    multipart: { file: { name: 'card.jpg', mimeType: 'image/jpeg', buffer: await cardPhoto() } },
  });
  expect(photo.status(), await photo.text()).toBe(200);

  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Messages' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(row('Lin Okafor')).toContainText(/Scanned card, captured \w{3} \d{1,2}, \d{4}/);
  await expect(row('Ada Byron')).toContainText('Entered by hand, captured');
  await expect(row('Noor Haddad')).toContainText('Badge, captured');

  // The card photo, fetched with the session, opens larger.
  await row('Lin Okafor')
    .getByRole('button', { name: 'Open the card photo of Lin Okafor' })
    .click();
  const photoDialog = page.getByRole('dialog', { name: 'Card photo: Lin Okafor' });
  const large = photoDialog.getByRole('img', { name: 'The paper card of Lin Okafor' });
  await expect(large).toBeVisible();
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  expect(await large.getAttribute('src')).toMatch(/^blob:/);
  await checkAtBothWidths(page, 'follow-up-card-photo');
  await photoDialog.getByRole('button', { name: 'Close' }).click();
  await expect(photoDialog).toBeHidden();

  await page.getByLabel('Select all', { exact: true }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await expect(
    row('Noor Haddad').getByRole('checkbox', { name: 'Select Noor Haddad' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Send follow-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send follow-up' });
  const subject = dialog.getByLabel('Subject');
  await expect(subject).toHaveValue(COPY.followUpDefaultSubject);
  const preview = dialog.getByRole('region', { name: 'Preview for Lin Okafor' });
  await expect(preview).toContainText('Great to meet you at Web Summit');
  await expect(preview).toContainText('Hi Lin,');
  await expect(preview).toContainText('Best regards, Grace Hopper');

  // A placeholder the e-mail cannot fill is said, and stops the send.
  await subject.fill('Hello {name}');
  await expect(dialog.getByRole('alert')).toHaveText(unknownPlaceholdersMessage(['name']));
  const sendButton = dialog.getByRole('button', { name: 'Send to 3 leads' });
  await expect(sendButton).toBeDisabled();
  await subject.fill('Lovely to meet you at {event}, {firstName}');
  await dialog
    .getByLabel('Text')
    .fill('Hi {firstName},\n\nThanks for stopping by our stand at {event}.\n\nBest,\n{ownerName}');
  await expect(preview).toContainText('Lovely to meet you at Web Summit, Lin');
  await expect(preview).toContainText('Thanks for stopping by our stand at Web Summit.');
  await checkAtBothWidths(page, 'follow-up-dialog');
  await sendButton.click();
  await expect(dialog).toBeHidden();

  const summary = followUpSentMessage({
    sent: 2,
    skippedNoConsent: 1,
    skippedNoEmail: 0,
    skippedAlreadyFollowedUp: 0,
    waiting: 0,
  });
  expect(summary).toBe('Follow-up sent to 2 leads. 1 skipped: no consent to be contacted.');
  await expect(page.getByRole('status').filter({ hasText: 'Follow-up sent' })).toHaveText(summary);
  for (const name of ['Lin Okafor', 'Ada Byron']) {
    await expect(row(name)).toContainText(/Followed up \w{3} \d{1,2}, \d{4}/);
    await expect(row(name)).toContainText('Contacted');
  }
  await expect(row('Noor Haddad')).not.toContainText('Followed up');
  await expect(row('Noor Haddad')).toContainText('New');
  await expect(page.getByText('3 selected')).toBeHidden();
  await checkAtBothWidths(page, 'follow-up-sent');

  // The template is kept for next time, and the mail went out as edited.
  const template = await request.get('/api/follow-up/template', { headers });
  expect(await template.json()).toMatchObject({
    subject: 'Lovely to meet you at {event}, {firstName}',
    isDefault: false,
  });
  await expect(async () => {
    const mails: Array<{ to: string; subject: string; text: string }> = await (
      await request.get('/dev/mail.json')
    ).json();
    const toLin = mails.find((mail) => mail.to === lin);
    expect(toLin?.subject).toBe('Lovely to meet you at Web Summit, Lin');
    expect(toLin?.text).toContain('Thanks for stopping by our stand at Web Summit.');
    const toAda = mails.find((mail) => mail.to === ada);
    expect(toAda?.subject).toBe('Lovely to meet you at the event, Ada');
  }).toPass({ timeout: 15_000 });
});
