import { consentSuggestion, COPY } from '#shared/copy';
import { expectAccessible, settle } from './accessibility/axe';
import { bearer, expect, fillMetalCard, subscribeThroughApi, test } from './fixtures';

/**
 * The lead-exchange form (docs/product.md#messages): the owner asks for a company and a consent tick in the
 * profile editor; a visitor who came by the QR code shares their details with consent, gets the
 * thank-you and has the owner's contact e-mailed; the owner's lead keeps all of it.
 */
test('a visitor shares their details with consent and gets the contact by e-mail', async ({
  signedInPage: page,
  owner,
  request,
}) => {
  test.slow();
  await subscribeThroughApi(request, owner.tokens);
  const cardId = await fillMetalCard(request, owner.tokens);
  const handle = `lead-form-${Date.now().toString(36)}`;
  const named = await request.put(`/api/cards/${cardId}/profile`, {
    headers: bearer(owner.tokens),
    data: { aliasSlug: handle },
  });
  expect(named.status(), await named.text()).toBe(200);
  const ownerName = ((await named.json()) as { name: string }).name;
  const firstName = ownerName.split(' ')[0]!;

  // The owner: Company required, Job title optional, the suggested consent sentence, saved with the profile.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/cards/${cardId}/profile/edit`);
  const section = page.getByRole('region', { name: 'Lead form' });
  await section.getByLabel('Company').selectOption('required');
  await section.getByLabel('Job title').selectOption('optional');
  await section.getByRole('button', { name: 'Use the suggested sentence' }).click();
  await expect(section.getByLabel('Consent checkbox (optional)')).toHaveValue(
    consentSuggestion(firstName),
  );
  await page
    .getByRole('form', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save changes' })
    .click();
  await expect(page.getByText('Saved!').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/lead-form-editor-1280.png', fullPage: true });

  // The visitor, on a phone, came by the QR code.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/u/${handle}?src=qr`);
  await page.getByRole('link', { name: "Let's Connect!" }).click();
  // Required fields are marked before anything is sent; the optional one says so.
  await expect(page.getByText(COPY.requiredFieldsNote)).toBeVisible();
  const form = page.getByRole('region', { name: "Let's Connect!" });
  for (const label of ['Name', 'Email', 'Company', 'Phone', 'Message']) {
    await expect(form.locator('label').filter({ hasText: label }).first()).toContainText(
      `${label}*`,
    );
  }
  await expect(form.locator('label').filter({ hasText: 'Job title' })).toContainText(
    'Job title(optional)',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Company is required')).toBeVisible();
  await expect(page.getByText(COPY.consentRequired)).toBeVisible();
  await page.getByLabel('Name').fill('Vera Visitor');
  await page.getByLabel('Email').fill('vera.lead@example.com');
  await page.getByLabel('Company').fill('Initech');
  await page.getByLabel('Job title').fill('CTO');
  await page.getByLabel('Phone').fill('+1 555 0142');
  await page.getByLabel('Message').fill('Met you at the booth');
  await page.getByLabel(consentSuggestion(firstName)).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  // The filled form is gone: the thank-you stands alone.
  await expect(page.getByLabel('Name')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeHidden();
  await settle(page);
  await page.screenshot({ path: 'test-results/screens/lead-form-thanks-390.png', fullPage: true });
  await expectAccessible(page, 'lead form thank-you 390');
  await page.getByRole('button', { name: `E-mail me ${ownerName}'s contact` }).click();
  await expect(page.getByText(COPY.contactEmailed)).toBeVisible();
  await expect(page.getByRole('button', { name: `E-mail me ${ownerName}'s contact` })).toBeHidden();

  const mails: Array<{ to: string; subject: string; text: string; replyTo?: string }> = await (
    await request.get('/dev/mail.json')
  ).json();
  const contactMail = mails.find((m) => m.to === 'vera.lead@example.com');
  expect(contactMail?.subject).toBe(`${ownerName}'s contact`);
  expect(contactMail?.text).not.toContain('Met you at the booth');

  // The owner's lead keeps the company, the consent and the source.
  const leads = (await (
    await request.get('/api/messages', { headers: bearer(owner.tokens) })
  ).json()) as Array<Record<string, unknown>>;
  expect(leads[0]).toMatchObject({
    name: 'Vera Visitor',
    company: 'Initech',
    title: 'CTO',
    consentText: consentSuggestion(firstName),
    source: 'qr',
  });

  // The owner's Messages: unread and the status 'New' read differently; the source in words.
  await page.goto('/messages');
  const lead = page.getByRole('list', { name: 'Messages' }).getByRole('button').first();
  await expect(lead).toContainText('Unread');
  await expect(lead).toContainText('New');
  await lead.click();
  await expect(page.getByText('QR code', { exact: true })).toBeVisible();
  await expect(lead).not.toContainText('Unread');
  await expect(lead).toContainText('New');
});
