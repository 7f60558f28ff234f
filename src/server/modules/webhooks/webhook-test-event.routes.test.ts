import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooks } from '#server/db/schema';
import { apiKeyScopeMissingMessage, COPY } from '#shared/copy';
import { WEBHOOK_TESTS_PER_MINUTE } from '#shared/schemas/webhooks';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { teamWithMember } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { startWebhookReceiver } from '#tests/support/webhook-receiver';

// POST /api/webhooks/{id}/test (docs/product.md#integrations): a signed webhook.test event sent
// at once, its outcome answered and logged; and the API reference an API key's user opens.

/** An address where nothing listens: a server started, its port noted, then closed. */
async function closedAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/hooks`;
}

describe.each(databaseKinds)('webhook test events on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let status = 200;
  beforeAll(async () => {
    t = await createTestApp(kind);
    receiver = await startWebhookReceiver(() => status);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  async function webhookOf(headers: Record<string, string>, url = receiver.url, path = '') {
    const created = await t.app.inject({
      method: 'POST',
      url: path || '/api/webhooks',
      headers,
      payload: { url, events: ['lead.created', 'card.updated'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; secret: string };
  }
  const test = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, headers });
  const logOf = async (headers: Record<string, string>, id: string) =>
    (await t.app.inject({ url: `/api/webhooks/${id}/deliveries`, headers })).json() as Array<{
      id: string;
      type: string;
      status: string;
      attempts: Array<{ statusCode: number | null; error: string | null }>;
      payload: unknown;
    }>;

  it('sends a signed webhook.test at once, answers its outcome and logs it', async () => {
    status = 200;
    const owner = await ownerWithHandle(t);
    const webhook = await webhookOf(owner.headers);
    const before = receiver.received.length;
    const response = await test(owner.headers, webhook.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { deliveryId: string; durationMs: number };
    expect(result).toMatchObject({ statusCode: 200, error: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    // Received before the answer: sent while the caller waited.
    expect(receiver.received.length).toBe(before + 1);
    const delivery = receiver.received[before]!;
    expect(delivery.headers['webhook-id']).toBe(result.deliveryId);
    const payload = new Verifier(webhook.secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    });
    expect(payload).toEqual({
      type: 'webhook.test',
      timestamp: expect.any(String),
      data: { webhookId: webhook.id, events: ['lead.created', 'card.updated'] },
    });
    const [logged] = await logOf(owner.headers, webhook.id);
    expect(logged).toMatchObject({
      id: result.deliveryId,
      type: 'webhook.test',
      status: 'succeeded',
    });
    expect(logged!.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
    expect(logged!.payload).toEqual(payload);
  });

  it('answers a refusal or no answer, logs it failed, never retries it and leaves the health alone', async () => {
    const owner = await ownerWithHandle(t);
    const webhook = await webhookOf(owner.headers);
    status = 500;
    const refused = (await test(owner.headers, webhook.id)).json();
    expect(refused).toMatchObject({ statusCode: 500, error: 'HTTP 500' });
    status = 200;

    const nowhere = await webhookOf(owner.headers, await closedAddress());
    const unanswered = await test(owner.headers, nowhere.id);
    expect(unanswered.statusCode).toBe(200);
    expect(unanswered.json()).toMatchObject({ statusCode: null, error: expect.any(String) });
    expect(unanswered.json().error).not.toBe('');

    const before = receiver.received.length;
    t.clock.advance(3_600_000);
    await t.deps.jobs.runOnce();
    expect(receiver.received.length).toBe(before);
    // An hour later the session has gone idle: signed in again.
    const headers = bearer((await t.login(owner.user.email, owner.user.password)).accessToken);
    const [logged] = await logOf(headers, webhook.id);
    expect(logged).toMatchObject({ type: 'webhook.test', status: 'failed' });
    expect(logged!.attempts).toHaveLength(1);
    const [row] = await t.deps.database.db
      .select({ failingSince: webhooks.failingSince })
      .from(webhooks)
      .where(eq(webhooks.id, webhook.id));
    expect(row!.failingSince).toBeNull();
  });

  it("reaches a switched-off webhook and a team's (its admins'), with a key or a session", async () => {
    status = 200;
    const owner = await ownerWithHandle(t);
    const webhook = await webhookOf(owner.headers);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${webhook.id}`,
      headers: owner.headers,
      payload: { enabled: false },
    });
    expect(off.json().status).toBe('disabled');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: owner.headers,
      payload: { name: 'n8n', scopes: ['webhooks:write'] },
    });
    const key = bearer(created.json().key as string);
    expect((await test(key, webhook.id)).json()).toMatchObject({ statusCode: 200 });

    const { admin, member, teamId } = await teamWithMember(t, 'Test Co');
    const teams = await webhookOf(admin.headers, receiver.url, `/api/teams/${teamId}/webhooks`);
    expect((await test(admin.headers, teams.id)).json()).toMatchObject({ statusCode: 200 });
    expect((await test(member.headers, teams.id)).statusCode).toBe(404);
  });

  it('refuses no session, a stranger, an unknown id, a key without webhooks:write, and the 11th in a minute', async () => {
    status = 200;
    const owner = await ownerWithHandle(t);
    const stranger = await ownerWithHandle(t);
    const webhook = await webhookOf(owner.headers);
    expect((await test({}, webhook.id)).statusCode).toBe(401);
    for (const [headers, id] of [
      [stranger.headers, webhook.id],
      [owner.headers, '00000000-0000-4000-8000-000000000000'],
      [owner.headers, 'nope'],
    ] as const) {
      const missing = await test(headers, id);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().message).toBe(COPY.webhookNotFound);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: owner.headers,
      payload: { name: 'Reader', scopes: ['leads:read'] },
    });
    const reader = await test(bearer(created.json().key as string), webhook.id);
    expect(reader.statusCode).toBe(403);
    expect(reader.json().message).toBe(apiKeyScopeMissingMessage('webhooks:write'));

    const answers = [];
    for (let i = 0; i < WEBHOOK_TESTS_PER_MINUTE + 1; i++) {
      answers.push((await test(owner.headers, webhook.id)).statusCode);
    }
    expect(answers).toEqual([...Array(WEBHOOK_TESTS_PER_MINUTE).fill(200), 429]);
    const limited = await test(owner.headers, webhook.id);
    expect(limited.json().message).toBe(COPY.webhookTestTooMany);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('names the product in the API reference, lists the key routes first, and keeps scripts strict', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      info: { title: string };
      tags: Array<{ name: string }>;
      paths: Record<string, Record<string, { tags: string[]; security?: object[] }>>;
    };
    expect(doc.info.title).toBe('Catalyst Connect API');
    const sections = [
      'API key: cards',
      'API key: leads',
      'API key: webhooks',
      'API key: REST hooks',
      'API key: me',
    ];
    expect(doc.tags.map((tag) => tag.name)).toEqual(sections);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method} ${path}`,
        operation,
      })),
    );
    const inSection = (name: string) =>
      operations.filter(({ operation }) => operation.tags.includes(name)).map(({ route }) => route);
    expect(inSection('API key: me')).toEqual(['get /api/me']);
    expect(inSection('API key: REST hooks')).toEqual([
      'post /api/hooks',
      'delete /api/hooks/{id}',
      'get /api/hooks/samples/{event}',
    ]);
    expect(inSection('API key: cards')).toEqual(['get /api/cards', 'get /api/cards/{id}']);
    expect(inSection('API key: webhooks')).toContain('post /api/webhooks/{id}/test');
    // Exactly the routes that take a key are in those sections.
    for (const { route, operation } of operations) {
      const takesKeys = (operation.security ?? []).some((scheme) => 'apiKey' in scheme);
      expect(sections.includes(operation.tags[0]!), route).toBe(takesKeys);
    }

    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Catalyst Connect API</title>');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toMatch(/script-src 'self';/);
  });
});
