import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyIn } from '#server/lib/copy-in';
import { type Language, LANGUAGE_NAMES, LANGUAGES } from '#shared/i18n/languages';
import { parseHtml } from '#tests/support/parse-html';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

/**
 * The public page in the visitor's language (docs/product.md#the-pages-language): ?lang=, then
 * Accept-Language, then the owner's pageLanguage, else English; one cached copy per language.
 */
describe.each(databaseKinds)('the public page in nine languages on %s', (kind) => {
  let t: TestApp;
  let handle = '';
  let uuid = '';
  let code = '';
  let cardId = 0;
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://app.example' });
    handle = `ines-${randomUUID().slice(0, 8)}`;
    const owner = await t.subscribedOwner({
      card: { bookingUrl: 'https://cal.example/ines' },
      profile: { aliasSlug: handle },
    });
    ({ uuid, code, id: cardId } = owner.card);
    headers = owner.headers;
    expect(await t.app.publicCache.settle()).toBe(true);
  });
  afterAll(() => t.close());

  const open = (url: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
  const languageOf = (html: string) => parseHtml(html).documentElement.lang;
  const downloadLabel = (html: string) =>
    parseHtml(html).querySelector('[data-download-contact]')?.textContent;
  const setPageLanguage = async (pageLanguage: Language | null) => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${cardId}/profile`,
      headers,
      payload: { pageLanguage },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pageLanguage).toBe(pageLanguage);
    expect(await t.app.publicCache.settle()).toBe(true);
  };

  it.each(LANGUAGES)('speaks %s by ?lang= and by Accept-Language', async (language) => {
    const copy = copyIn(language);
    for (const response of [
      await open(`/u/${handle}?lang=${language}`),
      await open(`/u/${handle}`, `${language};q=0.9, en;q=0.1`),
      await open(`/c/${code}`, language),
    ]) {
      expect(response.statusCode).toBe(200);
      const page = parseHtml(response.body);
      expect(page.documentElement.lang).toBe(language);
      expect(page.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(downloadLabel(response.body)).toBe(copy.visitorPageDownloadContact);
      expect(page.querySelector('#lets-connect-title')?.textContent).toBe(
        copy.visitorPageLetsConnect,
      );
      expect(page.querySelector<HTMLInputElement>('input[name="language"]')?.value).toBe(language);
      expect(response.headers.vary).toContain('Accept-Language');
    }
  });

  it('weighs q-values, reads regions, skips * and languages it does not speak', async () => {
    expect(languageOf((await open(`/u/${handle}`, 'fr;q=0.4, de;q=0.9')).body)).toBe('de');
    expect(languageOf((await open(`/u/${handle}`, 'de-AT')).body)).toBe('de');
    expect(languageOf((await open(`/u/${handle}`, 'pt-PT')).body)).toBe('pt-BR');
    expect(languageOf((await open(`/u/${handle}`, '*, ja;q=0.5')).body)).toBe('ja');
    expect(languageOf((await open(`/u/${handle}`, 'zh')).body)).toBe('en');
    // ?lang= comes before the header, and an unknown ?lang= falls through to it.
    expect(languageOf((await open(`/u/${handle}?lang=it`, 'de')).body)).toBe('it');
    expect(languageOf((await open(`/u/${handle}?lang=xx`, 'nl')).body)).toBe('nl');
  });

  it("shows the owner's page language to visitors whose own it cannot speak", async () => {
    await setPageLanguage('fr');
    expect(languageOf((await open(`/u/${handle}`, 'zh')).body)).toBe('fr');
    expect(languageOf((await open(`/u/${handle}`)).body)).toBe('fr');
    // The visitor's own comes first.
    expect(languageOf((await open(`/u/${handle}`, 'es')).body)).toBe('es');
    await setPageLanguage(null);
    expect(languageOf((await open(`/u/${handle}`, 'zh')).body)).toBe('en');
  });

  it('keeps each language apart in the cache and the ETag; a change drops them all', async () => {
    const german = await open(`/u/${handle}`, 'de');
    const japanese = await open(`/u/${handle}`, 'ja');
    expect(german.headers.etag).not.toBe(japanese.headers.etag);
    const hits = t.app.publicCache.hits;
    expect(languageOf((await open(`/u/${handle}`, 'de')).body)).toBe('de');
    expect(languageOf((await open(`/u/${handle}`, 'ja')).body)).toBe('ja');
    expect(t.app.publicCache.hits).toBe(hits + 2);
    // A German ETag never validates the Japanese page.
    const revisit = await t.app.inject({
      method: 'GET',
      url: `/u/${handle}`,
      headers: { 'accept-language': 'ja', 'if-none-match': german.headers.etag as string },
    });
    expect(revisit.statusCode).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${cardId}/profile`,
      headers,
      payload: { slogan: 'Neue Wege' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await t.app.publicCache.settle()).toBe(true);
    for (const language of ['de', 'ja']) {
      const page = await open(`/u/${handle}`, language);
      expect(page.body).toContain('Neue Wege');
      expect(languageOf(page.body)).toBe(language);
    }
  });

  it("lists every language in the foot's menu and as an alternate; each names itself", async () => {
    const page = parseHtml((await open(`/u/${handle}?lang=ar`)).body);
    const menu = page.querySelector('nav[aria-label]');
    expect(menu?.getAttribute('aria-label')).toBe(copyIn('ar').visitorPageLanguages);
    const links = [...(menu?.querySelectorAll<HTMLAnchorElement>('li a') ?? [])];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      LANGUAGES.map((language) => `?lang=${language}`),
    );
    expect(links.map((link) => link.textContent)).toEqual(
      LANGUAGES.map((language) => LANGUAGE_NAMES[language]),
    );
    expect(links.map((link) => link.lang)).toEqual([...LANGUAGES]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toEqual([
      links[LANGUAGES.indexOf('ar')],
    ]);
    expect(
      menu?.querySelector<HTMLAnchorElement>('a[href^="/accessibility"]')?.getAttribute('href'),
    ).toBe('/accessibility?lang=ar');
    // A language's address is its own canonical (a canonical to another language's page is a
    // mistake search engines and Lighthouse point out); the page the header chose is at the
    // plain address, and names it. The card's address stays what is shared.
    const canonical = (html: string) =>
      parseHtml(html).querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    expect(canonical(page.documentElement.outerHTML)).toBe(
      `https://app.example/u/${handle}?lang=ar`,
    );
    const byHeader = (await open(`/u/${handle}`, 'ar')).body;
    expect(languageOf(byHeader)).toBe('ar');
    expect(canonical(byHeader)).toBe(`https://app.example/u/${handle}`);
    expect(canonical((await open(`/u/${handle}?lang=AR`)).body)).toBe(
      `https://app.example/u/${handle}?lang=ar`,
    );
    expect(
      page.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.getAttribute('content'),
    ).toBe(`https://app.example/u/${handle}`);
    const alternates = [...page.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')];
    expect(alternates.map((link) => link.hreflang)).toEqual([...LANGUAGES, 'x-default']);
    expect(alternates[1]?.href).toBe(`https://app.example/u/${handle}?lang=de`);
  });

  it('says a missing profile is missing in the visitor language, without an owner', async () => {
    const response = await open('/u/nobody-here-at-all', 'de-DE,de;q=0.9');
    expect(response.statusCode).toBe(404);
    const page = parseHtml(response.body);
    expect(page.documentElement.lang).toBe('de');
    expect(page.querySelector('h1')?.textContent).toBe('Dieses Profil existiert nicht');
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it("labels the contact file in the page's language, the page's link carrying it", async () => {
    const page = (await open(`/u/${handle}`, 'de')).body;
    const href = parseHtml(page)
      .querySelector<HTMLAnchorElement>('[data-download-contact]')
      ?.getAttribute('href');
    expect(href).toBe(`https://app.example/api/vcard/${uuid}/download?lang=de`);
    const german = await open(`/api/vcard/${uuid}/download?lang=de`);
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('X-ABLabel:Termin buchen');
    expect(german.headers.vary).toContain('Accept-Language');
    const byHeader = await open(`/api/vcard/${uuid}/download`, 'de-CH');
    expect(byHeader.body).toContain('X-ABLabel:Termin buchen');
    const english = await open(`/api/vcard/${uuid}/download`);
    expect(english.body).toContain('X-ABLabel:Book a meeting');
    expect(english.headers.etag).not.toBe(german.headers.etag);
  });

  it('takes the form with its language field', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${handle}/send-message`,
      headers: { 'content-type': 'application/json', origin: 'https://app.example' },
      payload: {
        name: 'Jan',
        email: 'jan@example.com',
        phone: '+49 30 1234567',
        message: 'Hallo',
        language: 'de',
      },
    });
    expect(sent.statusCode).toBe(200);
  });
});
