import { randomUUID } from 'node:crypto';
import { bearer, expect, subscribeThroughApi, test } from './fixtures';

/**
 * A visitor scans the QR code of a new owner's card, saves the contact, follows a button and
 * sends a message; the owner's Insights tab then shows exactly those.
 */
test('what a visitor does shows in the owner Insights: 1 view from the QR code, a save, a click and a message', async ({
  signedInPage: page,
  owner,
  browser,
}) => {
  const headers = bearer(owner.tokens);
  await subscribeThroughApi(page.request, owner.tokens);
  const cards: Array<{
    id: number;
    shopifyProductTitle: string;
    CardConfiguration: { uuid: string };
  }> = await (await page.request.get('/api/cards', { headers })).json();
  const card = cards[0]!;
  const buttonText = 'Book a call';
  const saved = await page.request.put(`/api/cards/${card.id}/profile`, {
    headers,
    data: {
      name: 'Insights Demo',
      buttons: [{ uuid: randomUUID(), text: buttonText, url: 'https://cal.example/demo' }],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const insightsNow = async () =>
    (await (
      await page.request.get(`/api/cards/${card.id}/insights?days=7`, { headers })
    ).json()) as {
      totals: Record<'views' | 'saves' | 'clicks' | 'messages', number>;
      sources: Array<{ source: string; views: number }>;
    };

  // The visitor: a browser of its own, no session, as from the QR code.
  const visitor = await browser.newContext({
    acceptDownloads: true,
    // A phone's browser: headless Chromium's own string is (rightly) taken for a bot.
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/u/${card.CardConfiguration.uuid}?src=qr`);
  await expect(visitorPage.getByRole('heading', { name: 'Insights Demo' })).toBeVisible();
  const download = visitorPage.waitForEvent('download');
  await visitorPage.getByRole('link', { name: 'Download Contact' }).click();
  await download;
  // The browser reports the click by itself (the link's ping) while it opens the link.
  const ping = visitorPage.waitForRequest((request) => request.url().includes('/click?link='));
  const popup = visitor.waitForEvent('page');
  await visitorPage.getByRole('link', { name: buttonText }).click();
  await ping;
  await (await popup).close();
  await visitorPage.getByLabel('Name').fill('Visitor Ines');
  await visitorPage.getByLabel('Email').fill('ines@example.com');
  await visitorPage.getByLabel('Phone').fill('+1 555 0160');
  await visitorPage.getByLabel('Message').fill('Great to meet you');
  await visitorPage.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitorPage.getByText('Message sent!')).toBeVisible();
  await visitor.close();

  // Counts are written within about a second.
  await expect.poll(async () => (await insightsNow()).totals.messages, { timeout: 15_000 }).toBe(1);
  const after = await insightsNow();
  expect(after.totals).toMatchObject({ views: 1, saves: 1, clicks: 1, messages: 1 });
  expect(after.sources).toEqual([{ source: 'qr', views: 1 }]);

  // The owner: the card's Insights tab shows the same.
  await page.goto(`/cards/${card.id}/insights`);
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // A total is the first definition after its term.
  const tile = (name: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(name, { exact: true }) })
      .getByRole('definition')
      .first();
  for (const name of ['Views', 'Visitors', 'Contact saves', 'Link clicks', 'Messages']) {
    await expect(tile(name)).toHaveText('1');
  }
  // A new card has nothing before to compare with, and says so (not 'New').
  await expect(page.getByText('No data for the previous period').first()).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  const sources = page.getByRole('list', { name: 'Where views came from' });
  await expect(sources.getByRole('listitem')).toHaveCount(1);
  await expect(sources.getByRole('listitem')).toContainText('QR code');
  await expect(sources.getByRole('listitem')).toContainText('1');
  const links = page.getByRole('list', { name: 'Top links' });
  await expect(links.getByRole('listitem').filter({ hasText: buttonText })).toContainText(
    'https://cal.example/demo',
  );
  // The chart is drawn, and its numbers are in the table as well.
  await expect(page.getByTestId('insights-chart').locator('canvas')).toBeVisible();
  // Its legend names the series before any hovering, never '--'.
  await expect(page.getByTestId('insights-chart')).toContainText('Views');
  await expect(page.getByTestId('insights-chart')).not.toContainText('--');
  await page.getByText('Daily numbers').click();
  const table = page.getByRole('table', { name: /per day/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  // Dates as the owner's locale writes them (this browser's: en-US), not as ISO.
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date());
  await expect(table.getByRole('rowheader').first()).toHaveText(today);

  // The switch to 7 days keeps the same counts (the visit was today), and the CSV downloads.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tile('Views')).toHaveText('1');
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await csv).suggestedFilename()).toBe(`card-${card.id}-insights-last-7-days.csv`);

  // Home shows each card's views of the last 30 days.
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'My Cards' }).locator(`a[href="/cards/${card.id}/edit"]`),
  ).toContainText('1 view in the last 30 days');
  // And the account's total, above the cards.
  await expect(page.getByText('1 view of your cards in the last 30 days')).toBeVisible();
});
