import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopeMissingMessage, COPY, webhookScopeMissingMessage } from '#shared/copy';
import { unknownWebhookEventMessage } from '#shared/copy/webhooks';
import { WEBHOOK_EVENTS } from '#shared/schemas/webhooks';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { teamWithMember } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { startWebhookReceiver, type ReceivedDelivery } from '#tests/support/webhook-receiver';
import { eventDataSchema } from './event-docs';

// REST hooks for Zapier, Make and n8n (docs/integrations.md): POST /api/hooks, DELETE
// /api/hooks/{id}, GET /api/hooks/samples/{event}, and GET /api/me for their connection test.

/** Whether one of the delivery's signatures is the one `secret` makes (no 5-minute window). */
function signedWith(secret: string, delivery: ReceivedDelivery): boolean {
  const id = String(delivery.headers['webhook-id']);
  const at = new Date(Number(delivery.headers['webhook-timestamp']) * 1000);
  const expected = new Verifier(secret).sign(id, at, delivery.body);
  return String(delivery.headers['webhook-signature']).split(' ').includes(expected);
}

const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Loved your talk.',
};

describe.each(databaseKinds)('REST hooks on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const keyOf = async (headers: Record<string, string>, scopes?: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: { name: 'Zapier', ...(scopes ? { scopes } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, key } = response.json() as { id: string; key: string };
    return { id, headers: bearer(key) };
  };
  const subscribe = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/hooks', headers, payload });
  const samples = (headers: Record<string, string>, event: string) =>
    t.app.inject({ url: `/api/hooks/samples/${event}`, headers });
  const sendLead = (handle: string, message = visitor.message) => {
    t.clock.advance(1);
    return t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${handle}/send-message`,
      payload: { ...visitor, message },
    });
  };

  it('subscribes with a key (201 {id, secret}), listed and signed as any webhook, then unsubscribes', async () => {
    const owner = await ownerWithHandle(t);
    const key = await keyOf(owner.headers);
    const created = await subscribe(key.headers, {
      targetUrl: receiver.url,
      event: 'lead.created',
    });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json() as { id: string; secret: string };
    expect(Object.keys(hook).sort()).toEqual(['id', 'secret']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const listed = await t.app.inject({ url: '/api/webhooks', headers: key.headers });
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: hook.id, url: receiver.url, events: ['lead.created'] }),
    ]);
    expect(listed.body).not.toContain(hook.secret);

    const before = receiver.received.length;
    expect((await sendLead(owner.handle)).statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    await receiver.arrived(before + 1);
    const delivery = receiver.received[before]!;
    expect(signedWith(hook.secret, delivery)).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'lead.created',
      data: { name: 'Ada Lovelace', cardId: owner.card.id },
    });

    const unsubscribe = () =>
      t.app.inject({ method: 'DELETE', url: `/api/hooks/${hook.id}`, headers: key.headers });
    expect((await unsubscribe()).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/webhooks', headers: key.headers })).json()).toEqual([]);
    const again = await unsubscribe();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(COPY.webhookNotFound);
  });

  it("refuses an unknown event or address, a key without the event's scopes, and the eleventh webhook", async () => {
    const owner = await ownerWithHandle(t);
    const key = await keyOf(owner.headers);
    const unknown = await subscribe(key.headers, { targetUrl: receiver.url, event: 'user.made' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(unknownWebhookEventMessage(WEBHOOK_EVENTS));
    const address = await subscribe(key.headers, {
      targetUrl: 'ftp://x.test',
      event: 'lead.created',
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toBe(COPY.webhookUrlInvalid);
    const body = { targetUrl: receiver.url, event: 'lead.created' };
    expect((await subscribe({}, body)).statusCode).toBe(401);

    const webhooksOnly = await keyOf(owner.headers, ['webhooks:write']);
    const noLeads = await subscribe(webhooksOnly.headers, body);
    expect(noLeads.statusCode).toBe(403);
    expect(noLeads.json().message).toBe(webhookScopeMissingMessage('leads:read'));
    const noCards = await subscribe(webhooksOnly.headers, { ...body, event: 'card.updated' });
    expect(noCards.json().message).toBe(webhookScopeMissingMessage('cards:read'));
    const readOnly = await keyOf(owner.headers, ['leads:read']);
    const noWrite = await subscribe(readOnly.headers, body);
    expect(noWrite.statusCode).toBe(403);
    expect(noWrite.json().message).toBe(apiKeyScopeMissingMessage('webhooks:write'));

    // Hooks and webhooks share the limit of 10; a signed-in owner subscribes too.
    for (let i = 0; i < 9; i++) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: owner.headers,
        payload: { url: receiver.url, events: ['lead.created'] },
      });
      expect(made.statusCode).toBe(201);
    }
    expect((await subscribe(owner.headers, body)).statusCode).toBe(201);
    const eleventh = await subscribe(key.headers, body);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(COPY.tooManyWebhooks);
  });

  it("unsubscribes only the caller's: another account's hook is 404 and stays", async () => {
    const owner = await ownerWithHandle(t);
    const other = await ownerWithHandle(t);
    const created = await subscribe(owner.headers, {
      targetUrl: receiver.url,
      event: 'card.updated',
    });
    const { id } = created.json() as { id: string };
    const otherKey = await keyOf(other.headers);
    for (const url of [`/api/hooks/${id}`, '/api/hooks/not-an-id']) {
      const refused = await t.app.inject({ method: 'DELETE', url, headers: otherKey.headers });
      expect(refused.statusCode, url).toBe(404);
    }
    const listed = await t.app.inject({ url: '/api/webhooks', headers: owner.headers });
    expect(listed.json()).toEqual([expect.objectContaining({ id })]);
  });

  it('answers one documented example of each event while the account has no delivery of it', async () => {
    const owner = await ownerWithHandle(t);
    const key = await keyOf(owner.headers);
    for (const event of WEBHOOK_EVENTS) {
      const response = await samples(key.headers, event);
      expect(response.statusCode, event).toBe(200);
      const list = response.json() as Array<{ type: string; timestamp: string; data: unknown }>;
      expect(list).toHaveLength(1);
      expect(list[0]!.type).toBe(event);
      expect(Number.isNaN(Date.parse(list[0]!.timestamp))).toBe(false);
      // The example is what event-docs.ts documents for the event.
      expect(eventDataSchema(event).safeParse(list[0]!.data).success, event).toBe(true);
      expect(JSON.stringify(list[0]!.data)).toContain('00000000-0000-0000-0000-000000000000');
    }
  });

  it("answers the newest three real payloads, each once, and never another account's", async () => {
    const owner = await ownerWithHandle(t);
    const stranger = await ownerWithHandle(t);
    const key = await keyOf(owner.headers);
    // Two hooks of the owner get every lead: each payload is still one sample.
    for (const headers of [key.headers, owner.headers, stranger.headers]) {
      const made = await subscribe(headers, { targetUrl: receiver.url, event: 'lead.created' });
      expect(made.statusCode).toBe(201);
    }
    for (const message of ['first', 'second', 'third', 'fourth']) {
      expect((await sendLead(owner.handle, message)).statusCode).toBe(200);
    }
    expect((await sendLead(stranger.handle, 'the stranger')).statusCode).toBe(200);
    await t.deps.jobs.runOnce();

    const response = await samples(key.headers, 'lead.created');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ type: string; data: { message: string } }>;
    expect(list.map((sample) => sample.data.message)).toEqual(['fourth', 'third', 'second']);
    expect(list.every((sample) => sample.type === 'lead.created')).toBe(true);
    // The body each delivery carried, exactly.
    const delivered = receiver.received.map((delivery) => JSON.parse(delivery.body) as unknown);
    expect(delivered).toContainEqual(list[0]);
    expect((await samples({}, 'lead.created')).statusCode).toBe(401);
    const strangers = (await samples(stranger.headers, 'lead.created')).json() as typeof list;
    expect(strangers.map((sample) => sample.data.message)).toEqual(['the stranger']);
    // Another event of the owner has none yet: its example.
    const updated = (await samples(key.headers, 'lead.updated')).json() as typeof list;
    expect(updated).toHaveLength(1);
    expect(updated[0]!.data.message).not.toBe('fourth');
  });

  it("refuses samples of an unknown event (404) and to a key that cannot read the event's data", async () => {
    const owner = await ownerWithHandle(t);
    const unknown = await samples(owner.headers, 'user.made');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(unknownWebhookEventMessage(WEBHOOK_EVENTS));
    const webhooksOnly = await keyOf(owner.headers, ['webhooks:write', 'cards:read']);
    const refused = await samples(webhooksOnly.headers, 'lead.created');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(webhookScopeMissingMessage('leads:read'));
    expect((await samples(webhooksOnly.headers, 'card.updated')).statusCode).toBe(200);
    const readOnly = await keyOf(owner.headers, ['leads:read']);
    expect((await samples(readOnly.headers, 'lead.created')).statusCode).toBe(403);
  });

  it('GET /api/me names the account, its team and the key, for any valid key', async () => {
    const owner = await ownerWithHandle(t);
    const key = await keyOf(owner.headers, ['cards:read']);
    const me = await t.app.inject({ url: '/api/me', headers: key.headers });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({
      account: { id: owner.user.id, email: owner.user.email, name: 'Grace Hopper' },
      team: null,
      apiKey: { id: key.id, name: 'Zapier', scopes: ['cards:read'] },
    });
    const session = await t.app.inject({ url: '/api/me', headers: owner.headers });
    expect(session.json()).toMatchObject({ account: { id: owner.user.id }, apiKey: null });

    const { admin, member, teamId } = await teamWithMember(t, 'Hooks Co');
    for (const [person, role] of [
      [admin, 'owner'],
      [member, 'member'],
    ] as const) {
      const theirs = await keyOf(person.headers);
      const answer = await t.app.inject({ url: '/api/me', headers: theirs.headers });
      expect(answer.json().team).toEqual({ id: teamId, name: 'Hooks Co', role });
    }

    expect((await t.app.inject({ url: '/api/me' })).statusCode).toBe(401);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${key.id}`,
      headers: owner.headers,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/me', headers: key.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(COPY.apiKeyInvalid);
  });
});
