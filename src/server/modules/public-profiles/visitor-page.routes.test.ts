import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema';
import { consentSuggestion, COPY } from '#shared/copy';
import { parseHtml } from '#tests/support/parse-html';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { USER_AGENTS } from '#tests/support/user-agents';

const INSTAGRAM_IOS_HINT =
  "Opened inside Instagram? Contacts can't be saved from here. Tap ••• and choose 'Open in browser' (or 'Open in Safari'), then Download Contact.";

/**
 * What a visitor's page carries for sharing and saving: the Share button, and inside an app's
 * own browser the hint under 'Download Contact', each variant cached and validated on its own.
 */
describe.each(databaseKinds)('the public page for visitors on %s', (kind) => {
  let t: TestApp;
  let uuid = '';
  let handle = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
    handle = `ada-${randomUUID().slice(0, 8)}`;
    uuid = (await t.subscribedOwner({ profile: { aliasSlug: handle } })).card.uuid;
    expect(await t.app.publicCache.settle()).toBe(true);
  });
  afterAll(() => t.close());

  const open = (url: string, userAgent?: string, ifNoneMatch?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(userAgent ? { 'user-agent': userAgent } : {}),
        ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      },
    });
  const hintOf = (html: string) =>
    parseHtml(html).querySelector('[data-in-app-hint]')?.textContent ?? null;

  it('has a Share button beside Download Contact, sharing the card address without ?src=', async () => {
    const response = await open(`/u/${uuid}?src=qr`, USER_AGENTS.safariIos);
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    const share = page.querySelector<HTMLButtonElement>('button[data-share]');
    expect(share?.type).toBe('button');
    expect(share?.textContent).toBe('Share');
    expect(share?.dataset.copiedLabel).toBe('Copied');
    const download = [...page.querySelectorAll('a')].find(
      (link) => link.textContent === 'Download Contact',
    );
    expect(download?.parentElement).toBe(share?.parentElement);
    // Opened by uuid with a QR tag: the canonical address is the handle's, as shareUrl makes it.
    expect(page.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `https://app.example/u/${handle}`,
    );
  });

  it.each([
    'instagramIos',
    'instagramAndroid',
    'facebookIos',
    'facebookAndroid',
    'messengerAndroid',
    'linkedinIos',
    'linkedinAndroid',
    'tiktokIos',
    'snapchatIos',
    'lineAndroid',
    'wechatIos',
    'twitterAndroid',
    'pinterestIos',
  ] as const)('explains how to save the contact inside %s', async (name) => {
    const html = (await open(`/u/${handle}`, USER_AGENTS[name])).body;
    const hint = hintOf(html);
    expect(hint).toMatch(/^Opened inside [A-Za-z]+\? Contacts can't be saved from here\. Tap /);
    expect(hint).toMatch(/then Download Contact\.$/);
    // Screen readers hear it with the link it explains.
    const download = parseHtml(html).querySelector('a[aria-describedby]');
    expect(download?.textContent).toBe('Download Contact');
    expect(download?.getAttribute('aria-describedby')).toBe(
      parseHtml(html).querySelector('[data-in-app-hint]')?.id,
    );
  });

  it('names the app and its menu', async () => {
    expect(hintOf((await open(`/u/${handle}`, USER_AGENTS.instagramIos)).body)).toBe(
      INSTAGRAM_IOS_HINT,
    );
    expect(hintOf((await open(`/u/${handle}`, USER_AGENTS.facebookAndroid)).body)).toBe(
      "Opened inside Facebook? Contacts can't be saved from here. Tap ⋮ and choose 'Open in browser' (or 'Open in Chrome'), then Download Contact.",
    );
  });

  it.each([
    'safariIos',
    'safariMac',
    'chromeAndroid',
    'chromeIos',
    'chromeDesktop',
    'firefoxDesktop',
    'samsungInternet',
    'facebookCrawler',
  ] as const)('shows no hint in %s', async (name) => {
    const html = (await open(`/u/${handle}`, USER_AGENTS[name])).body;
    expect(hintOf(html)).toBeNull();
    expect(html).not.toContain('Opened inside');
    // 'Download Contact' is described by nothing (the form's fields point at their own errors).
    for (const link of parseHtml(html).querySelectorAll(
      'a[data-download-contact], [data-sticky-download] a',
    )) {
      expect(link.getAttribute('aria-describedby')).toBeNull();
    }
  });

  it('serves each visitor their own variant from the cache, in any order', async () => {
    const { hits } = t.app.publicCache;
    const sequence = [
      USER_AGENTS.instagramIos,
      USER_AGENTS.safariIos,
      USER_AGENTS.instagramIos,
      USER_AGENTS.chromeAndroid,
      USER_AGENTS.linkedinIos,
      undefined,
      USER_AGENTS.instagramIos,
    ];
    for (const userAgent of sequence) {
      const response = await open(`/u/${handle}`, userAgent);
      expect(response.statusCode).toBe(200);
      const hint = hintOf(response.body);
      if (userAgent === USER_AGENTS.instagramIos) expect(hint).toBe(INSTAGRAM_IOS_HINT);
      else if (userAgent === USER_AGENTS.linkedinIos) expect(hint).toMatch(/inside LinkedIn\?/);
      else expect(hint).toBeNull();
    }
    // Warm after the earlier tests: the repeats came from memory, not from a fresh render.
    expect(t.app.publicCache.hits - hits).toBeGreaterThanOrEqual(sequence.length - 2);
    // No Vary: every answer must be revalidated, and the ETag tells the variants apart.
    const plain = await open(`/u/${handle}`, USER_AGENTS.safariIos);
    expect(plain.headers.vary ?? '').not.toMatch(/user-agent/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('gives a 200, not a 304, when a validator of the other variant is presented', async () => {
    const inApp = await open(`/u/${handle}`, USER_AGENTS.instagramIos);
    const plain = await open(`/u/${handle}`, USER_AGENTS.safariIos);
    const inAppEtag = inApp.headers.etag as string;
    const plainEtag = plain.headers.etag as string;
    expect(inAppEtag).not.toBe(plainEtag);
    // Another app (or the same app on the other platform) is another variant too.
    const android = await open(`/u/${handle}`, USER_AGENTS.instagramAndroid);
    expect(new Set([inAppEtag, plainEtag, android.headers.etag]).size).toBe(3);

    // A shared cache holding the in-app page revalidates it for a plain visitor: a full answer.
    const plainAfterInApp = await open(`/u/${handle}`, USER_AGENTS.safariIos, inAppEtag);
    expect(plainAfterInApp.statusCode).toBe(200);
    expect(hintOf(plainAfterInApp.body)).toBeNull();
    expect(plainAfterInApp.headers.etag).toBe(plainEtag);
    const inAppAfterPlain = await open(`/u/${handle}`, USER_AGENTS.instagramIos, plainEtag);
    expect(inAppAfterPlain.statusCode).toBe(200);
    expect(hintOf(inAppAfterPlain.body)).toBe(INSTAGRAM_IOS_HINT);

    // The same variant still gets its cheap 304.
    expect((await open(`/u/${handle}`, USER_AGENTS.instagramIos, inAppEtag)).statusCode).toBe(304);
    expect((await open(`/u/${handle}`, USER_AGENTS.chromeDesktop, plainEtag)).statusCode).toBe(304);
  });

  it('serves the example profile /subscribe links to, on any install, and keeps nothing sent to it', async () => {
    const page = await t.app.inject({ url: '/example' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = parseHtml(page.body);
    expect(html.querySelector('h1')?.textContent).toBe('Jordan Rivera');
    expect(page.body).toContain(COPY.exampleProfileNote);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    // The lead form with its consent tick, posting to the example's own send.
    expect(html.querySelector('form')?.getAttribute('action')).toBe('/example/send-message');
    expect(page.body).toContain(consentSuggestion('Jordan'));
    const vcard = await t.app.inject({ url: '/example/contact.vcf' });
    expect(vcard.statusCode).toBe(200);
    expect(vcard.body).toContain('FN:Jordan Rivera');
    const before = await t.deps.database.db.$count(leads);
    const send = (payload: string | object, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/example/send-message',
        headers: { 'content-type': type },
        payload,
      });
    const json = await send({ name: 'Vera', email: 'vera@example.com', message: 'Hi' });
    expect(json.json()).toEqual({ ok: true });
    const form = await send('name=Vera&message=Hi', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/example#message-sent');
    expect(await t.deps.database.db.$count(leads)).toBe(before);
  });
});
