import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { COPY_CONFIRMATION_MS } from '#shared/constants';
import { USER_AGENTS } from '../support/user-agents';
import { bearer, createOwner, expect, subscribeThroughApi, test } from './fixtures';

/**
 * A subscribed owner's card with a Connect handle: what visitors open. `links` go on the card
 * first, so the profile (made from the card on its first save) shows them too; `profile` adds
 * to what the profile's save sends.
 */
async function subscribedProfile(
  api: APIRequestContext,
  { links = {}, profile = {} }: { links?: Record<string, string>; profile?: object } = {},
) {
  const owner = await createOwner(api, { firstName: 'Ada', lastName: 'Lovelace' });
  await subscribeThroughApi(api, owner.tokens);
  const headers = bearer(owner.tokens);
  const [card] = (await (await api.get('/api/cards', { headers })).json()) as Array<{
    id: number;
    CardConfiguration: { uuid: string };
  }>;
  if (Object.keys(links).length > 0) {
    const configured = await api.put(`/api/cards/${card!.id}/configuration`, {
      headers,
      data: links,
    });
    expect(configured.status(), await configured.text()).toBe(200);
  }
  const handle = `ada-${randomUUID().slice(0, 8)}`;
  const saved = await api.put(`/api/cards/${card!.id}/profile`, {
    headers,
    data: { aliasSlug: handle, name: 'Ada Lovelace', ...profile },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { owner, cardId: card!.id, uuid: card!.CardConfiguration.uuid, handle };
}

/** Puts a sentinel on the clipboard, so a test can tell whether anything was copied. */
async function clipboardHolds(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test("without a share sheet, 'Share' copies the card's address and says 'Copied' for 2 s", async ({
  page,
  baseURL,
}) => {
  const { uuid, handle } = await subscribedProfile(page.request);
  // Desktop Chromium on Linux has no share sheet; made certain here, so the fallback runs.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await page.clock.install();
  // Opened from a QR code by uuid, in a language its address names: what is shared is the
  // card's address, without the tag or the language (the page's canonical keeps ?lang=).
  await page.goto(`/u/${uuid}?src=qr&lang=en`);
  // Time stands still from here: only runFor() moves it, however slow the machine is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await clipboardHolds(page, 'nothing yet');
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  const copied = page.getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/u/${handle}`);
  await page.clock.runFor(COPY_CONFIRMATION_MS - 100);
  await expect(copied).toBeVisible();
  await page.clock.runFor(100);
  await expect(copied).toBeHidden();
  await expect(share).toBeVisible();
});

test("with a share sheet, 'Share' hands it the page's address and title, and copies nothing", async ({
  page,
  baseURL,
}) => {
  const { handle } = await subscribedProfile(page.request);
  // The phone's share sheet, recorded: the first call is cancelled by the visitor.
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
        if (calls.length === 1) throw new DOMException('Share canceled', 'AbortError');
      },
    });
  });
  await page.goto(`/u/${handle}`);
  await clipboardHolds(page, 'nothing yet');
  const share = page.getByRole('button', { name: 'Share' });
  const calls = () =>
    page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
  const expected = { title: 'Ada Lovelace | Catalyst Connect', url: `${baseURL}/u/${handle}` };

  await share.click();
  await expect.poll(calls).toEqual([expected]);
  await share.click();
  await expect.poll(calls).toEqual([expected, expected]);
  // Cancelled or shared: neither copies, and neither claims it did.
  await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing yet');
});

test('inside Instagram the page explains how to save the contact; in a browser it does not', async ({
  browser,
  request,
  baseURL,
}) => {
  const { handle } = await subscribedProfile(request);
  const hint =
    "Opened inside Instagram? Contacts can't be saved from here. Tap ••• and choose 'Open in browser' (or 'Open in Safari'), then Download Contact.";

  const instagram = await browser.newContext({
    userAgent: USER_AGENTS.instagramIos,
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const inApp = await instagram.newPage();
  await inApp.goto(`/u/${handle}`);
  const download = inApp.getByRole('link', { name: 'Download Contact' });
  await expect(inApp.getByText(hint)).toBeVisible();
  await expect(download).toHaveAccessibleDescription(hint);
  // Under the button it explains.
  const [linkBox, hintBox] = await Promise.all([
    download.boundingBox(),
    inApp.getByText(hint).boundingBox(),
  ]);
  expect(hintBox!.y).toBeGreaterThan(linkBox!.y + linkBox!.height);
  await instagram.close();

  const safari = await browser.newContext({ userAgent: USER_AGENTS.safariIos, baseURL });
  const plain = await safari.newPage();
  await plain.goto(`/u/${handle}`);
  await expect(plain.getByRole('link', { name: 'Download Contact' })).toBeVisible();
  await expect(plain.getByText('Opened inside')).toHaveCount(0);
  await safari.close();
});

test("in the owner's preview 'Share' only explains itself", async ({
  signedInPage: page,
  owner,
}) => {
  await subscribeThroughApi(page.request, owner.tokens);
  const [card] = (await (
    await page.request.get('/api/cards', { headers: bearer(owner.tokens) })
  ).json()) as Array<{ id: number }>;
  await page.goto(`/cards/${card!.id}/profile/edit`);
  const preview = page.getByRole('region', { name: 'Live preview' });
  await clipboardHolds(page, 'nothing yet');
  await preview.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Sharing is disabled in edit mode')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing yet');
});

// ---------------------------------------------------------------------------------------------
// The page's hierarchy (docs/product.md#public-profile): one primary action in reach on phones.

const SOCIALS = {
  websiteUrl: 'https://ada.example',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  instagramUrl: 'https://www.instagram.com/ada',
  youtubeUrl: 'https://www.youtube.com/@ada',
};
/** The website is a contact row now; the networks are icons. */
const SOCIAL_NAMES = ['LinkedIn', 'Instagram', 'YouTube'];

/** An owner's page as people fill it: links, a title and a few buttons (a page to scroll). */
const FULL_PAGE = {
  links: SOCIALS,
  profile: {
    title: 'Analyst',
    company: 'Analytical Engines',
    buttons: ['Book a meeting', 'Portfolio', 'Latest talk'].map((text, index) => ({
      uuid: randomUUID(),
      text,
      url: `https://ada.example/${index}`,
    })),
  },
};

/** What the visitor sees of the page's actions: the header's button, the bar, Let's Connect. */
function actions(page: Page) {
  const bar = page.locator('[data-sticky-download]');
  return {
    header: page.locator('[data-download-contact]'),
    bar,
    barLink: bar.getByRole('link', { name: 'Download Contact' }),
    letsConnect: page.getByRole('link', { name: "Let's Connect!" }),
  };
}

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** 'Let's Connect!' is not a second filled button: the orange fill is Download Contact's alone. */
async function expectLetsConnectSecondary(page: Page) {
  const { header, letsConnect } = actions(page);
  const [primary, secondary, pageBackground] = await Promise.all([
    backgroundOf(header),
    backgroundOf(letsConnect),
    backgroundOf(page.locator('[data-theme]')),
  ]);
  expect(primary).not.toBe('rgba(0, 0, 0, 0)');
  expect(primary).not.toBe(pageBackground);
  expect(secondary).not.toBe(primary);
  // The dark theme's outlined button: no fill of its own, the page shows through.
  expect(secondary).toBe('rgba(0, 0, 0, 0)');
}

async function scrollTo(page: Page, where: 'top' | 'bottom') {
  await page.evaluate(
    (to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight),
    where,
  );
}

test('on a phone, Download Contact is the one filled action, and a bar keeps it in reach once the header scrolls away', async ({
  page,
  baseURL,
}) => {
  const { handle } = await subscribedProfile(page.request, FULL_PAGE);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/u/${handle}`);
  const { header, bar, barLink, letsConnect } = actions(page);
  await expect(header).toBeInViewport();
  await expectLetsConnectSecondary(page);

  // At the top there is no bar: one Download Contact for eyes, screen readers and the keyboard.
  await expect(bar).toBeHidden();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(bar.locator('a')).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('link', { name: 'Download Contact' })).toHaveCount(1);

  // Every social link is a 44 px target with the network's name.
  for (const name of SOCIAL_NAMES) {
    const box = (await page.getByRole('link', { name, exact: true }).boundingBox())!;
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: 'test-results/screens/public-profile-390.png' });
  await page.screenshot({
    path: 'test-results/screens/public-profile-full-390.png',
    fullPage: true,
  });

  // Scrolled to the form: the header's button is gone, the bar holds it at the bottom.
  await letsConnect.click();
  await expect(header).not.toBeInViewport();
  await expect(barLink).toBeVisible();
  await expect(barLink).toBeInViewport({ ratio: 1 });
  await expect(bar).not.toHaveAttribute('aria-hidden', 'true');
  const barBox = (await bar.boundingBox())!;
  expect(Math.round(barBox.y + barBox.height)).toBe(844);
  await page.screenshot({ path: 'test-results/screens/public-profile-scrolled-390.png' });

  // At the very end the bar covers nothing: the footer's link ends above it.
  await scrollTo(page, 'bottom');
  const club = page.getByRole('link', { name: 'Join the Catalyst Club' });
  await expect(club).toBeInViewport({ ratio: 1 });
  const clubBox = (await club.boundingBox())!;
  expect(clubBox.y + clubBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
  await page.screenshot({ path: 'test-results/screens/public-profile-end-390.png' });
  // The keyboard reaches it after the footer, whose last link is the accessibility statement.
  await page.getByRole('link', { name: 'Accessibility' }).focus();
  await page.keyboard.press('Tab');
  await expect(barLink).toBeFocused();

  // It is the card's contact file, with the Connect profile and the social links as labelled URLs.
  const saved = page.waitForEvent('download');
  await barLink.click();
  const vcard = readFileSync((await (await saved).path())!, 'utf8').replace(/\r\n /g, '');
  expect(vcard).toContain('\r\nVERSION:3.0\r\n');
  expect(vcard).toContain(
    `\r\nitem1.URL:${baseURL}/u/${handle}\r\nitem1.X-ABLabel:Catalyst Connect\r\n`,
  );
  expect(vcard).toContain(
    '\r\nitem2.URL;TYPE=linkedin:https://www.linkedin.com/in/ada\r\nitem2.X-ABLabel:LinkedIn\r\n',
  );
  expect(vcard).not.toContain('X-SOCIALPROFILE');

  // Back at the top, the bar goes away again.
  await scrollTo(page, 'top');
  await expect(bar).toBeHidden();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('link', { name: 'Download Contact' })).toHaveCount(1);
});

test('on a desktop the header holds Download Contact beside Share, and there is no bar', async ({
  page,
}) => {
  const { handle } = await subscribedProfile(page.request, FULL_PAGE);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/u/${handle}`);
  const { header, bar, letsConnect } = actions(page);
  await expect(header).toBeInViewport({ ratio: 1 });
  const [headerBox, shareBox] = await Promise.all([
    header.boundingBox(),
    page.getByRole('button', { name: 'Share' }).boundingBox(),
  ]);
  expect(shareBox!.y).toBe(headerBox!.y);
  await expectLetsConnectSecondary(page);
  for (const name of SOCIAL_NAMES) {
    const box = (await page.getByRole('link', { name, exact: true }).boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: 'test-results/screens/public-profile-1280.png' });

  await letsConnect.click();
  await expect(header).not.toBeInViewport();
  await scrollTo(page, 'bottom');
  await expect(page.getByRole('link', { name: 'Join the Catalyst Club' })).toBeInViewport();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download Contact' })).toHaveCount(1);
  // Nothing is kept clear for a bar that is not there.
  expect(
    await page
      .locator('[data-theme]')
      .evaluate((element) => getComputedStyle(element).paddingBottom),
  ).toBe('0px');
  await page.screenshot({ path: 'test-results/screens/public-profile-scrolled-1280.png' });
});
