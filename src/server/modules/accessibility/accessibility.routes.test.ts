import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyIn } from '#server/lib/copy-in';
import { LANGUAGES } from '#shared/i18n/languages';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** The statement reads no table: one database kind proves the route. */
describe('GET /accessibility', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const heading = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1];

  it('is an HTML page in English by default, with the support address as a link', async () => {
    const response = await open('/accessibility');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Language');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(heading(response.body)).toBe('Accessibility statement');
    expect(response.body).toContain('WCAG 2.2');
    expect(response.body).toContain(
      `<a href="mailto:${t.app.deps.config.supportEmail}" dir="ltr">`,
    );
    expect(response.body).not.toContain('<script');
  });

  it.each(LANGUAGES)('reads in %s by ?lang=', async (language) => {
    const response = await open(`/accessibility?lang=${language}`);
    expect(response.headers['content-language']).toBe(language);
    expect(heading(response.body)).toBe(copyIn(language).accessibilityTitle);
    expect(response.body).toContain(`<a href="/accessibility?lang=${language}" lang="${language}"`);
  });

  it('follows Accept-Language by q-value and region, and is right to left in Arabic', async () => {
    const german = await open('/accessibility', {
      'accept-language': 'zh;q=1, de-AT;q=0.8, ar;q=0.5',
    });
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    const arabic = await open('/accessibility', { 'accept-language': '*, ar-EG' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const query = await open('/accessibility?lang=ja', { 'accept-language': 'de' });
    expect(query.body).toContain('<html lang="ja" dir="ltr">');
    const unknown = await open('/accessibility?lang=xx', { 'accept-language': '*' });
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses an over-long lang with a 400 and a message', async () => {
    const response = await open(`/accessibility?lang=${'a'.repeat(40)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
