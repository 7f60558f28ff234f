import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/config';
import { multipartFile } from '../support/multipart';
import type { OwnerWithCard } from '../support/owners';
import { PRODUCTION_STAND_INS_ENV } from '../support/production-env';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { tinyPng } from '../support/tiny-png';
import { freshIp } from './helpers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(
  response: LightMyRequestResponse,
  production: boolean,
  frameAncestors = ["'none'"],
) {
  const csp = response.headers['content-security-policy'];
  expect(typeof csp, 'content-security-policy').toBe('string');
  const policy = directives(csp as string);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, 'script-src').toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `script-src allows ${unsafe}`).not.toContain(unsafe);
  }
  expect(frameAncestors).toContainEqual((policy.get('frame-ancestors') ?? []).join(' '));
  expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(["'none'"]);
  expect(["'self'", "'none'"]).toContain(policy.get('base-uri')?.join(' '));
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
  ]).toContain(response.headers['referrer-policy']);
  expect(response.headers['x-powered-by']).toBeUndefined();
  const hsts = response.headers['strict-transport-security'];
  if (production) {
    expect(hsts, 'strict-transport-security').toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(String(hsts))![1])).toBeGreaterThanOrEqual(15_552_000);
    expect(hsts).toMatch(/includeSubDomains/);
  } else {
    // Over plain http (development) HSTS would pin localhost to https for a year.
    expect(hsts).toBeUndefined();
  }
}

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let t: TestApp;
  let owner: OwnerWithCard;
  let webRoot: string;
  let uploadPath: string;
  const apps: Record<'development' | 'production', FastifyInstance> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${owner.card.id}/profile`,
      headers: owner.headers,
      payload: { aliasSlug: `head-${owner.card.id}` },
    });
    const form = multipartFile('file', 'a.png', 'image/png', await tinyPng());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/profile-images',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    uploadPath = new URL(uploaded.json().url).pathname;
    // A built web app as `npm run build` leaves it, reduced to its index.html.
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><script type="application/json" id="app-config">{}</script>' +
        '</head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>',
    );
    apps.development = await buildApp({ ...t.deps, webRoot });
    apps.production = await buildApp({
      ...t.deps,
      webRoot,
      config: loadConfig({
        ...PRODUCTION_STAND_INS_ENV,
        // Off by default in production; asked for here to check the page's own headers.
        API_DOCS: 'true',
        APP_URL: 'https://app.example',
        DEMO_SEED: 'false',
      }),
    });
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** What to ask (built once the owner exists) and the status it answers. */
  const requests: Array<[string, (o: OwnerWithCard) => InjectOptions, number]> = [
    ['SPA home', () => ({ method: 'GET', url: '/' }), 200],
    ['SPA login', () => ({ method: 'GET', url: '/login?from=%2Fprofile' }), 200],
    ['SPA card editor', (o) => ({ method: 'GET', url: `/cards/${o.card.id}/edit` }), 200],
    ['SPA unknown page', () => ({ method: 'GET', url: '/no/such/page' }), 404],
    ['/u/ page by uuid', (o) => ({ method: 'GET', url: `/u/${o.card.uuid}` }), 200],
    ['/u/ page by handle', (o) => ({ method: 'GET', url: `/u/head-${o.card.id}` }), 200],
    ['/u/ page not found', () => ({ method: 'GET', url: '/u/nobody-by-that-name' }), 404],
    ['API list', (o) => ({ method: 'GET', url: '/api/cards', headers: o.headers }), 200],
    ['API 401', () => ({ method: 'GET', url: '/api/cards' }), 401],
    [
      'API public profile',
      (o) => ({ method: 'GET', url: `/api/card-profiles/public/${o.card.uuid}` }),
      200,
    ],
    ['API vCard', (o) => ({ method: 'GET', url: `/api/vcard/${o.card.uuid}/download` }), 200],
    [
      'API CSV',
      (o) => ({ method: 'GET', url: '/api/messages/export.csv', headers: o.headers }),
      200,
    ],
    ['API unknown', () => ({ method: 'GET', url: '/api/nope' }), 404],
    [
      'API malformed JSON',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshIp(),
      }),
      400,
    ],
    ['health', () => ({ method: 'GET', url: '/healthz' }), 200],
  ];

  describe.each(['development', 'production'] as const)('with NODE_ENV=%s', (env) => {
    it.each(requests)('%s', async (_, request, status) => {
      const response = await apps[env].inject(request(owner));
      expect(response.statusCode, response.body.slice(0, 200)).toBe(status);
      expectSecurityHeaders(response, env === 'production');
    });

    it('the API docs page keeps scripts strict and cannot be framed by other sites', async () => {
      const response = await apps[env].inject({ method: 'GET', url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response, env === 'production', ["'none'", "'self'"]);
    });

    it('uploaded files are served sandboxed and never sniffed, loadable from other origins (e-mail signatures)', async () => {
      const response = await apps[env].inject({ method: 'GET', url: uploadPath });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/sandbox/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-type']).toBe('image/png');
    });
  });

  it('refuses to start in production without a shared JWT secret of 32+ characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
