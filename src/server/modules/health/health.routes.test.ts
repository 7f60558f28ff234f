import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { databaseKinds } from '../../../../tests/support/test-database';

describe.each(databaseKinds)('health endpoints and app-wide behaviour on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('GET /healthz answers 200 and GET /readyz 200 while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('unknown API paths answer 404 JSON with a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('over-long and malformed paths answer our own JSON error, never echoing the path', async () => {
    const long = 'x'.repeat(10_000);
    for (const url of [`/u/${long}`, `/api/card-profiles/public/${long}`, `/api/cards/${long}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ message: 'The address is too long' });
    }
    const bad = await t.app.inject({ method: 'GET', url: '/u/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The address is not valid' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/auth/login');
  });

  it('GET /readyz answers 503 once the database is gone', async () => {
    await t.deps.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unavailable' });
  });
});
