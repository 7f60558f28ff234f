import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { API_KEY_REQUESTS_PER_MINUTE } from '#shared/constants';
import { apiKeyScopeMissingMessage, COPY, webhookScopeMissingMessage } from '#shared/copy';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// API keys (docs/product.md#integrations): shown once, stored hashed, scoped, refused on account,
// billing and admin routes, and out at once when revoked.

describe.each(databaseKinds)('API keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function keyOf(headers: Record<string, string>, body: object = { name: 'Zapier' }) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; key: string; scopes: string[]; keyPrefix: string };
  }
  const as = (
    key: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

  it('answers 201 with the key once, all three scopes by default, and lists it by prefix only', async () => {
    const owner = await ownerWithHandle(t);
    const created = await keyOf(owner.headers);
    expect(created.key).toMatch(/^cc_key_[A-Za-z0-9_-]{43}$/);
    expect(created.scopes).toEqual(['leads:read', 'cards:read', 'webhooks:write']);
    expect(created.key.startsWith(created.keyPrefix)).toBe(true);
    const listed = await t.app.inject({ url: '/api/api-keys', headers: owner.headers });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'Zapier',
        keyPrefix: created.keyPrefix,
        lastUsedAt: null,
      }),
    ]);
    expect(listed.body).not.toContain(created.key);
  });

  it('refuses an empty name, an unknown scope, no session, and the twenty-first key', async () => {
    const owner = await ownerWithHandle(t);
    const post = (payload: object, headers: Record<string, string> = owner.headers) =>
      t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload });
    expect((await post({ name: ' ' })).json().message).toBe(COPY.apiKeyNameRequired);
    expect((await post({ name: 'x', scopes: ['admin'] })).statusCode).toBe(400);
    expect((await post({ name: 'x', scopes: [] })).json().message).toBe(COPY.apiKeyScopesRequired);
    expect((await post({ name: 'x' }, {})).statusCode).toBe(401);
    const made = await Promise.all(
      Array.from({ length: 21 }, (_, i) => post({ name: `Key ${i}` })),
    );
    expect(made.filter((response) => response.statusCode === 201)).toHaveLength(20);
    const refused = made.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe(COPY.tooManyApiKeys);
  });

  it("reads the owner's cards and leads and manages webhooks, within its scopes", async () => {
    const owner = await ownerWithHandle(t);
    const { key } = await keyOf(owner.headers);
    const cards = await as(key, 'GET', '/api/cards');
    expect(cards.statusCode, cards.body).toBe(200);
    expect(cards.json()).toEqual([expect.objectContaining({ id: owner.card.id })]);
    expect((await as(key, 'GET', `/api/cards/${owner.card.id}`)).statusCode).toBe(200);
    expect((await as(key, 'GET', '/api/messages')).statusCode).toBe(200);
    const csv = await as(key, 'GET', '/api/messages/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const hook = await as(key, 'POST', '/api/webhooks', {
      url: 'https://hooks.zapier.com/hooks/catch/1/abc',
      events: ['lead.created'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    expect((await as(key, 'GET', '/api/webhooks')).json()).toHaveLength(1);

    const narrow = await keyOf(owner.headers, { name: 'Leads only', scopes: ['leads:read'] });
    expect((await as(narrow.key, 'GET', '/api/messages')).statusCode).toBe(200);
    const noCards = await as(narrow.key, 'GET', '/api/cards');
    expect(noCards.statusCode).toBe(403);
    expect(noCards.json().message).toBe(apiKeyScopeMissingMessage('cards:read'));
    expect((await as(narrow.key, 'GET', '/api/webhooks')).statusCode).toBe(403);

    const [used] = (await t.app.inject({ url: '/api/api-keys', headers: owner.headers })).json();
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("handles a webhook's events only with the scopes that read them; a session handles all", async () => {
    const owner = await ownerWithHandle(t);
    const hooksOnly = await keyOf(owner.headers, { name: 'Hooks', scopes: ['webhooks:write'] });
    const withLeads = await keyOf(owner.headers, {
      name: 'Leads',
      scopes: ['webhooks:write', 'leads:read'],
    });
    const url = 'https://example.com/hook';
    const refused = async (
      response: { statusCode: number; json: () => { message: string } },
      scope: string,
    ) => {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(webhookScopeMissingMessage(scope));
    };
    const create = (key: string, events: string[]) =>
      as(key, 'POST', '/api/webhooks', { url, events });

    await refused(await create(hooksOnly.key, ['lead.created']), 'leads:read');
    await refused(await create(hooksOnly.key, ['card.updated']), 'cards:read');
    await refused(await create(withLeads.key, ['lead.created', 'card.updated']), 'cards:read');

    // The owner's lead webhook: a webhooks:write-only key may not redirect it, nor widen it.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: owner.headers,
      payload: { url, events: ['lead.created'] },
    });
    expect(session.statusCode, session.body).toBe(201);
    const hook = `/api/webhooks/${session.json().id}`;
    const elsewhere = { url: 'https://attacker.example/hook' };
    await refused(await as(hooksOnly.key, 'PATCH', hook, elsewhere), 'leads:read');
    await refused(
      await as(hooksOnly.key, 'PATCH', hook, { events: ['card.updated'] }),
      'cards:read',
    );
    await refused(await as(hooksOnly.key, 'POST', `${hook}/rotate-secret`), 'leads:read');
    await refused(await as(hooksOnly.key, 'GET', `${hook}/deliveries`), 'leads:read');
    const replay = `${hook}/deliveries/${crypto.randomUUID()}/replay`;
    await refused(await as(hooksOnly.key, 'POST', replay), 'leads:read');

    // With leads:read too, lead webhooks are its to handle, card ones still not.
    const made = await create(withLeads.key, ['lead.created', 'lead.updated']);
    expect(made.statusCode, made.body).toBe(201);
    expect((await as(withLeads.key, 'PATCH', hook, elsewhere)).statusCode).toBe(200);
    expect((await as(withLeads.key, 'GET', `${hook}/deliveries`)).statusCode).toBe(200);
    await refused(
      await as(withLeads.key, 'PATCH', hook, { events: ['card.updated'] }),
      'cards:read',
    );

    const changed = await t.app.inject({
      method: 'PATCH',
      url: hook,
      headers: owner.headers,
      payload: { url, events: ['lead.created', 'card.updated'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await refused(await as(withLeads.key, 'PATCH', hook, { enabled: true }), 'cards:read');
  });

  it('is refused on account, billing, admin and key routes, and for writes to cards and leads', async () => {
    const owner = await ownerWithHandle(t);
    await t.deps.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, owner.user.id));
    const { key } = await keyOf(owner.headers);
    for (const [method, url] of [
      ['GET', '/api/auth/profile'],
      ['GET', '/api/auth/logout'],
      ['GET', '/api/stripe/subscribed'],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['GET', '/api/auth/export'],
      ['POST', '/api/auth/delete-account'],
    ] as const) {
      const response = await as(key, method, url, method === 'POST' ? { name: 'x' } : undefined);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message, url).toBe(COPY.apiKeyNotAccepted);
    }
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${owner.card.id}/configuration`,
      headers: bearer(key),
      payload: { workTitle: 'Hacked' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('answers 429 past its requests of the minute, from any address, and only for that key', async () => {
    const owner = await ownerWithHandle(t);
    const busy = await keyOf(owner.headers);
    const other = await keyOf(owner.headers, { name: 'Make' });
    const call = (key: string, i: number) =>
      t.app.inject({
        url: '/api/cards',
        headers: bearer(key),
        remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      });
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i++) {
      const response = await call(busy.key, i);
      expect(response.statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await call(busy.key, API_KEY_REQUESTS_PER_MINUTE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COPY.apiKeyTooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(other.key, 0)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await call(busy.key, 0)).statusCode).toBe(200);
  });

  it('answers 401 at once once revoked, and for a suspended account', async () => {
    const owner = await ownerWithHandle(t);
    const created = await keyOf(owner.headers);
    expect((await as(created.key, 'GET', '/api/messages')).statusCode).toBe(200);
    const other = await ownerWithHandle(t);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await as(created.key, 'GET', '/api/messages');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(COPY.apiKeyInvalid);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/api-keys/${created.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await as('cc_key_forged', 'GET', '/api/messages')).statusCode).toBe(401);

    const second = await keyOf(other.headers);
    await t.deps.database.db
      .update(users)
      .set({ suspendedAt: t.clock.now() })
      .where(eq(users.id, other.user.id));
    expect((await as(second.key, 'GET', '/api/cards')).statusCode).toBe(401);
  });

  it('describes keys, webhooks and every event in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      'card.updated',
      'lead.created',
      'lead.deleted',
      'lead.updated',
      'webhook.test',
    ]);
    const lead = doc.webhooks['lead.created'].post.requestBody.content['application/json'].schema;
    expect(lead.properties.data.properties).toHaveProperty('email');
    expect(doc.paths).toHaveProperty(['/api/api-keys']);
    expect(doc.paths).toHaveProperty(['/api/webhooks/{id}/deliveries/{deliveryId}/replay']);
  });
});
