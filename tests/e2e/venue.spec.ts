import type { APIRequestContext, Browser } from '@playwright/test';
import { bearer, expect, subscribeThroughApi, test, type FreshOwner } from './fixtures';

const PHONES = 30;

/** One phone: its own browser, the card's page, the form filled and sent through the page's script. */
async function sendFromPhone(browser: Browser, baseURL: string, cardUuid: string, i: number) {
  const phone = await browser.newContext({ baseURL });
  try {
    const page = await phone.newPage();
    await page.goto(`/u/${cardUuid}`);
    await page.getByLabel('Name').fill(`Booth Visitor ${i}`);
    await page.getByLabel('Email').fill(`booth-visitor-${i}@example.com`);
    await page.getByLabel('Phone').fill('+1 555 0150');
    await page.getByLabel('Message').fill(`Met you at booth 12 (phone ${i})`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expect(page.getByText('Failed to send message')).toBeHidden();
  } finally {
    await phone.close();
  }
}

/** Subscribes the owner; answers the uuid of their first card, whose Connect page is live. */
async function subscribedCard(request: APIRequestContext, owner: FreshOwner): Promise<string> {
  await subscribeThroughApi(request, owner.tokens);
  const cardsResponse = await request.get('/api/cards', { headers: bearer(owner.tokens) });
  const [card] = (await cardsResponse.json()) as Array<{ CardConfiguration: { uuid: string } }>;
  return card!.CardConfiguration.uuid;
}

// Decision 028: a trade show booth's visitors all share the venue's Wi-Fi address (here every
// browser comes from 127.0.0.1), and every one of them reaches the owner.
test('30 phones behind one venue address each send a message and see "Message sent!"; all are stored and mailed', async ({
  browser,
  owner,
  request,
}) => {
  // Thirty browser contexts, each a new renderer process: about 1.5 min on two busy cores.
  test.setTimeout(180_000);
  const cardUuid = await subscribedCard(request, owner);
  const baseURL = test.info().project.use.baseURL!;

  // Within a minute, ten phones at a time.
  for (let start = 0; start < PHONES; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) => sendFromPhone(browser, baseURL, cardUuid, start + k)),
    );
  }

  const inbox = await request.get('/api/messages', { headers: bearer(owner.tokens) });
  expect(((await inbox.json()) as unknown[]).length).toBe(PHONES);
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mail.json')).json()) as Array<{
        to: string;
        subject: string;
      }>;
      return mails.filter(
        (mail) => mail.to === owner.email && mail.subject.startsWith('New message from Booth'),
      ).length;
    })
    .toBe(PHONES);
});

test("a visitor a limit turns away is told so in words by the page's script, not 'Failed'", async ({
  owner,
  page,
  request,
}) => {
  const cardUuid = await subscribedCard(request, owner);
  await page.route('**/send-message', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '60' },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many messages. Please try again later.' }),
    }),
  );
  await page.goto(`/u/${cardUuid}`);
  await page.getByLabel('Name').fill('Late Visitor');
  await page.getByLabel('Email').fill('late@example.com');
  await page.getByLabel('Phone').fill('+1 555 0151');
  await page.getByLabel('Message').fill('Am I too late?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Too many messages. Please try again later.')).toBeVisible();
  await expect(page.getByText('Failed to send message')).toBeHidden();
});
