import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { COPY_CONFIRMATION_MS } from '#shared/constants';
import { USER_AGENTS } from '../support/user-agents';
import { bearer, createOwner, expect, subscribeThroughApi, test } from './fixtures';

/** A subscribed owner's card with a Connect handle: what visitors open. */
async function subscribedProfile(api: APIRequestContext) {
  const owner = await createOwner(api, { firstName: 'Ada', lastName: 'Lovelace' });
  await subscribeThroughApi(api, owner.tokens);
  const headers = bearer(owner.tokens);
  const [card] = (await (await api.get('/api/cards', { headers })).json()) as Array<{
    id: number;
    CardConfiguration: { uuid: string };
  }>;
  const handle = `ada-${randomUUID().slice(0, 8)}`;
  const saved = await api.put(`/api/cards/${card!.id}/profile`, {
    headers,
    data: { aliasSlug: handle, name: 'Ada Lovelace' },
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
  // Opened from a QR code by uuid: what is shared is the card's address, without the tag.
  await page.goto(`/u/${uuid}?src=qr`);
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
