import { expectAccessible } from './accessibility/axe';
import { bearer, expect, subscribeThroughApi, test } from './fixtures';

/**
 * The public page (docs/product.md#public-profile) leads with the ways to reach the person, each a
 * real link of its kind counted in Insights by the browser's own ping; links are typed as people
 * type them.
 */

interface ListedCard {
  id: number;
  CardConfiguration: { uuid: string };
}

/** A phone's browser: headless Chromium's own string is (rightly) taken for a bot. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a visitor calls, texts, e-mails and opens WhatsApp from the rows, and each is counted`, async ({
    signedInPage: page,
    owner,
    request,
    browser,
  }) => {
    await subscribeThroughApi(request, owner.tokens);
    const [card] = (await (
      await request.get('/api/cards', { headers: bearer(owner.tokens) })
    ).json()) as ListedCard[];

    // The owner types links and numbers as people do, in the card editor.
    await page.setViewportSize(viewport);
    await page.goto(`/cards/${card!.id}/edit`);
    const socials = page.getByRole('region', { name: 'Socials' });
    await socials.getByLabel('Instagram').fill('@grace.hopper');
    await socials.getByLabel('GitHub').fill('ghopper');
    await socials.getByLabel('Booking link').fill('calendly.com/grace/30min');
    await expect(socials.getByLabel('Instagram')).toHaveAttribute('inputmode', 'url');
    const phones = page.getByRole('region', { name: 'Phone Numbers' });
    await phones.getByLabel('Cell Phone').fill('+1 555 0100');
    await phones.getByLabel('WhatsApp').fill('+1 555 010 0199');
    await page
      .getByRole('region', { name: 'Emails' })
      .getByLabel('Email', { exact: true })
      .fill('grace@example.com');
    await page
      .getByRole('form', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(socials.getByLabel('Instagram')).toHaveValue(
      'https://www.instagram.com/grace.hopper',
    );
    await expect(socials.getByLabel('GitHub')).toHaveValue('https://github.com/ghopper');

    const visitor = await browser.newContext({ viewport, userAgent: PHONE_UA });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/u/${card!.CardConfiguration.uuid}`);
    const rows = visitorPage.getByRole('list', { name: 'Contact' });
    await expect(rows.getByRole('link', { name: 'Call +1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    await expect(rows.getByRole('link', { name: 'Text +1 555 0100' })).toHaveAttribute(
      'href',
      'sms:+15550100',
    );
    await expect(rows.getByRole('link', { name: 'E-mail grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    const whatsapp = rows.getByRole('link', { name: 'WhatsApp +1 555 010 0199' });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/15550100199');
    await expect(rows.getByRole('link', { name: /^Book a meeting/ })).toHaveAttribute(
      'href',
      'https://calendly.com/grace/30min',
    );
    await expect(
      visitorPage.getByRole('list', { name: 'Social links' }).getByRole('link', { name: 'GitHub' }),
    ).toHaveAttribute('href', 'https://github.com/ghopper');
    await visitorPage.screenshot({
      path: `test-results/screens/public-contact-rows-${viewport.width}.png`,
    });
    await expectAccessible(visitorPage, `contact rows ${viewport.width}`);

    // The browser reports a followed row by itself (ping), with no redirect in the way.
    const ping = visitorPage.waitForRequest((r) => r.url().includes('/click?link=whatsappPhone'));
    const popup = visitor.waitForEvent('page');
    await whatsapp.click();
    await ping;
    await (await popup).close();
    await visitor.close();
    await expect
      .poll(
        async () => {
          const insights = await request.get(`/api/cards/${card!.id}/insights?days=7`, {
            headers: bearer(owner.tokens),
          });
          return ((await insights.json()) as { totals: { clicks: number } }).totals.clicks;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  });
}

test('without JavaScript the page offers no Share button that could do nothing', async ({
  owner,
  request,
  browser,
}) => {
  const [card] = (await (
    await request.get('/api/cards', { headers: bearer(owner.tokens) })
  ).json()) as ListedCard[];
  const plain = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_UA });
  const page = await plain.newPage();
  await page.goto(`/u/${card!.CardConfiguration.uuid}`);
  await expect(page.getByRole('link', { name: 'Download Contact' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
  await plain.close();
  const scripted = await browser.newContext({ userAgent: PHONE_UA });
  const live = await scripted.newPage();
  await live.goto(`/u/${card!.CardConfiguration.uuid}`);
  await expect(live.getByRole('button', { name: 'Share' })).toBeVisible();
  await scripted.close();
});
