import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createTestApp, type TestApp } from '#tests/support/test-app';

/** A built page as `npm run build` leaves it: the config block, and #root with or without markup. */
function page(root: string): string {
  return (
    '<!doctype html><html><head><script type="application/json" id="app-config">{}</script>' +
    `</head><body><div id="root" class="h-full">${root}</div></body></html>`
  );
}

/** The signed-out screens arrive prerendered (decision 038); every other screen is index.html. */
describe('the web app pages', () => {
  let t: TestApp;
  let webRoot: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), page(''));
    writeFileSync(path.join(webRoot, 'login.html'), page('<h1>Sign in to your account</h1>'));
    writeFileSync(path.join(webRoot, 'password-reset.html'), page('<h1>Update Your Password</h1>'));
    // forgot-password.html and create-account.html are left out: those routes fall back.
    app = await buildApp({ ...t.deps, webRoot });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends /login its prerendered page, with the runtime config, never cached', async () => {
    for (const url of ['/login', '/login/', '/login?from=%2Fprofile']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<h1>Sign in to your account</h1>');
      expect(response.body).toContain(`"appUrl":"${t.config.appUrl}"`);
    }
    const head = await app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
  });

  it("sends a route with a parameter the page prerendered for it, whatever the link's token", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/password-reset/a-token-of-any-kind',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Update Your Password</h1>');
  });

  it('sends index.html for a screen without a prerendered page, and 404 for an unknown path', async () => {
    for (const url of ['/forgot-password', '/create-account/some-token', '/settings']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" class="h-full"></div>');
    }
    const unknown = await app.inject({ method: 'GET', url: '/login/more' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root" class="h-full"></div>');
  });

  it('answers a form posted to a prerendered page with 404 JSON, never the page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.example&password=secret',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });
});

/**
 * Each language has its own build (decision 074): English at the top of dist/web, the others
 * in dist/web/{tag}/. The page a request gets is the build of its language.
 */
describe("the web app in the request's language", () => {
  let t: TestApp;
  let webRoot: string;
  let app: FastifyInstance;
  const shell = (language: string) => page(`<p>shell ${language}</p>`);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), shell('en'));
    writeFileSync(path.join(webRoot, 'login.html'), page('<h1>Sign in to your account</h1>'));
    for (const folder of ['de', 'ja', 'pt-br']) {
      mkdirSync(path.join(webRoot, folder));
      writeFileSync(path.join(webRoot, folder, 'index.html'), shell(folder));
    }
    writeFileSync(path.join(webRoot, 'de', 'login.html'), page('<h1>Anmelden</h1>'));
    // French was not built (an older build): its visitors get English.
    app = await buildApp({ ...t.deps, webRoot });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends the shell of the cookie’s language, else Accept-Language’s, else English', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'en'],
      [{ 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' }, 'ja'],
      [{ 'accept-language': 'pt-PT' }, 'pt-br'],
      [{ 'accept-language': 'zh-CN, *;q=0.1' }, 'en'],
      [{ 'accept-language': 'fr' }, 'en'],
      [{ cookie: 'other=1; cc_lang=de', 'accept-language': 'ja' }, 'de'],
      [{ cookie: 'cc_lang=pt-BR' }, 'pt-br'],
      [{ cookie: 'cc_lang=klingon', 'accept-language': 'ja' }, 'ja'],
    ];
    for (const [headers, expected] of cases) {
      const response = await get('/settings', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body, JSON.stringify(headers)).toContain(`<p>shell ${expected}</p>`);
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps an unknown path’s 404 in the request’s language', async () => {
    const response = await get('/no/such/screen', { cookie: 'cc_lang=ja' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<p>shell ja</p>');
  });

  it('sends /login?lang=de in German, whatever the cookie and Accept-Language say', async () => {
    const asked = await get('/login?lang=de', { cookie: 'cc_lang=ja', 'accept-language': 'en' });
    expect(asked.body).toContain('<h1>Anmelden</h1>');
    expect(asked.headers.vary).toBe('Cookie, Accept-Language');
    expect((await get('/login', { 'accept-language': 'de-AT' })).body).toContain('Anmelden');
    expect((await get('/login', { cookie: 'cc_lang=de' })).body).toContain('Anmelden');
    // `?lang=` in a language that has no prerendered page: its shell; an unknown one: the next rule.
    expect((await get('/login?lang=ja')).body).toContain('<p>shell ja</p>');
    expect((await get('/login?lang=xx', { cookie: 'cc_lang=de' })).body).toContain('Anmelden');
    expect((await get('/login?lang=zz')).body).toContain('Sign in to your account');
  });

  it('ignores `?lang=` on an app screen, so the app never reloads in a loop', async () => {
    const response = await get('/settings?lang=de', { cookie: 'cc_lang=ja' });
    expect(response.body).toContain('<p>shell ja</p>');
  });
});

/** `npm run build` writes hidden source maps: kept beside the chunks, never served in production. */
describe('the source maps', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), page(''));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1);\n');
    writeFileSync(
      path.join(webRoot, 'assets', 'index-abc123.js.map'),
      JSON.stringify({ version: 3, sources: ['main.tsx'], sourcesContent: ['secret source'] }),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  async function fetchAsset(isProduction: boolean, url: string) {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, isProduction }, webRoot });
    try {
      return await app.inject({ url });
    } finally {
      await app.close();
    }
  }

  it('answers 404 for a map in production, and still serves the script', async () => {
    const map = await fetchAsset(true, '/assets/index-abc123.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret source');
    expect((await fetchAsset(true, '/assets/index-abc123.js')).statusCode).toBe(200);
  });

  it('serves a map outside production, for debugging a local build', async () => {
    expect((await fetchAsset(false, '/assets/index-abc123.js.map')).statusCode).toBe(200);
  });

  it('builds the maps hidden: no chunk names its map', async () => {
    const { default: viteConfig } = await import('../../../vite.config');
    for (const mode of ['production', 'ja']) {
      const config = viteConfig({ mode, command: 'build' });
      expect(config.build?.sourcemap, mode).toBe('hidden');
    }
  });
});
