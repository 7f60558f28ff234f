import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const XSS_SCRIPT = '<script>alert("xss")</script>';
const XSS_IMG = '"><img src=x onerror=alert(1)>';

describe('server-rendered public profile page', () => {
  let t: TestApp;
  let uuid = '';
  let handle = '';
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      APP_URL: 'https://app.example',
      SHOP_URL: 'https://shop.example/',
    });
    handle = `grace-${randomUUID().slice(0, 8)}`;
    const owner = await t.subscribedOwner({
      card: { firstName: 'Grace', lastName: 'Hopper' },
      profile: {
        aliasSlug: handle,
        name: `Grace ${XSS_SCRIPT}`,
        title: 'Rear Admiral',
        company: 'US Navy',
        slogan: XSS_IMG,
        theme: 'light',
        linkedInUrl: 'https://www.linkedin.com/in/grace',
        buttons: [{ uuid: randomUUID(), text: XSS_IMG, url: 'https://docs.example/?a=1&b="2"' }],
      },
    });
    uuid = owner.card.uuid;
  });
  afterAll(() => t.close());

  it('holds the whole profile in the HTML, with preview-card tags', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/u/${handle}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('Rear Admiral · US Navy');
    expect(html).toContain('Download Contact');
    expect(html).toContain('Let&#x27;s Connect!');
    expect(html).toContain('Send Message');
    expect(html).toContain('Powered By');
    expect(html).toContain('href="https://shop.example/"');
    expect(html).toContain(`href="https://app.example/api/vcard/${uuid}/download"`);
    expect(html).toContain('data-theme="light"');
    expect(html).toMatch(
      /<a[^>]+href="https:\/\/www\.linkedin\.com\/in\/grace"[^>]+target="_blank"[^>]+rel="noopener noreferrer"/,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Grace &lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;">',
    );
    expect(html).toContain('<meta property="og:description" content="Rear Admiral at US Navy');
    expect(html).toContain(`<meta property="og:url" content="https://app.example/u/${handle}">`);
    expect(html).toContain('<title>Grace &lt;script&gt;');
  });

  it('renders hostile text as text: no script or tag sneaks in', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/u/${uuid}` })).body;
    expect(html).not.toContain(XSS_SCRIPT);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // No data block: nothing hydrates the page, so the profile is only in the markup, escaped.
    expect(html).not.toContain('application/json');
    expect(html.match(/<script\b[^>]*>/g) ?? []).toEqual(
      (html.match(/<script type="module" src="\/[\w./-]+"><\/script>/g) ?? []).map((tag) =>
        tag.replace('</script>', ''),
      ),
    );
  });

  it('answers a 404 page for an unknown handle', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/u/nobody-by-that-name' });
    expect(response.statusCode).toBe(404);
    // The catalogue's sentence, escaped as any text the server writes into HTML.
    expect(response.body).toContain('This profile doesn&#39;t exist');
    expect(response.body).toContain('noindex');
  });

  it('answers 304 to a revisit with the same ETag, and a new page for another key', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/u/${handle}` });
    const etag = first.headers.etag as string;
    // A CDN may keep the bytes but asks on every view (the cheap 304 below).
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const revisit = await t.app.inject({
      method: 'GET',
      url: `/u/${handle}`,
      headers: { 'if-none-match': etag },
    });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.body).toBe('');
    const byUuid = await t.app.inject({
      method: 'GET',
      url: `/u/${uuid}`,
      headers: { 'if-none-match': etag },
    });
    expect(byUuid.statusCode).toBe(200);
  });
});
