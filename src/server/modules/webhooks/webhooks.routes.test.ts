import { eq } from 'drizzle-orm';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobs } from '#server/create-deps';
import { cards, mailQueue, webhookDeliveries, webhooks } from '#server/db/schema';
import { dataCipher } from '#server/lib/data-encryption';
import { runRetention } from '#server/modules/retention/retention-job';
import { COPY } from '#shared/copy';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { callAs, teamWithMember } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { startWebhookReceiver, type ReceivedDelivery } from '#tests/support/webhook-receiver';
import { RETRY_DELAYS_MS, sealPlainWebhookSecrets } from '../webhook-delivery/public';

// Outgoing webhooks (docs/product.md#integrations): Standard Webhooks signatures, retries with the
// same id, the delivery log, replay, rotation, the team's webhooks, and the jobs surviving a
// restart.

/**
 * Whether one of the delivery's signatures is the one `secret` makes for its id, timestamp and
 * body (what Verifier.verify checks, without its 5-minute window: these tests move the clock).
 */
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

describe.each(databaseKinds)('webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let statuses: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    receiver = await startWebhookReceiver((count) => statuses[count - 1] ?? 200);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  const call = () => callAs(t);

  async function ownerWithWebhook(
    events = ['lead.created', 'lead.updated', 'lead.deleted', 'card.updated'],
  ) {
    const owner = await ownerWithHandle(t);
    const created = await call()('POST', '/api/webhooks', owner.headers, {
      url: receiver.url,
      events,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { owner, webhook: created.json() as { id: string; secret: string } };
  }
  const send = (key: string) => {
    // One millisecond apart, as real leads are: the delivery log's order is defined.
    t.clock.advance(1);
    return t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      payload: visitor,
    });
  };
  const deliveriesOf = async (headers: Record<string, string>, id: string) => {
    const response = await t.app.inject({ url: `/api/webhooks/${id}/deliveries`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Array<{
      id: string;
      type: string;
      status: string;
      attempts: Array<{ statusCode: number | null; error: string | null }>;
      nextAttemptAt: string | null;
    }>;
  };

  it('answers 201 with a whsec_ secret shown once, and lists it without the secret', async () => {
    const { owner, webhook } = await ownerWithWebhook(['lead.created']);
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ['lead.created'],
      status: 'active',
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await t.app.inject({ url: '/api/webhooks', headers: owner.headers });
    expect(listed.json()).toEqual([expect.objectContaining({ id: webhook.id })]);
    expect(listed.body).not.toContain(webhook.secret);
  });

  it('refuses what is not an http(s) address, no events, a stranger and the eleventh', async () => {
    const owner = await ownerWithHandle(t);
    for (const url of [
      'ftp://example.com/x',
      'javascript:alert(1)',
      'not a url',
      'https://u:p@example.com/',
    ]) {
      const response = await call()('POST', '/api/webhooks', owner.headers, {
        url,
        events: ['lead.created'],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(COPY.webhookUrlInvalid);
    }
    const none = await call()('POST', '/api/webhooks', owner.headers, {
      url: receiver.url,
      events: [],
    });
    expect(none.json().message).toBe(COPY.webhookEventsRequired);
    const unknown = await call()('POST', '/api/webhooks', owner.headers, {
      url: receiver.url,
      events: ['user.created'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/webhooks', payload: {} })).statusCode,
    ).toBe(401);

    const made = await Promise.all(
      Array.from({ length: 11 }, () =>
        call()('POST', '/api/webhooks', owner.headers, {
          url: receiver.url,
          events: ['lead.created'],
        }),
      ),
    );
    expect(made.map((response) => response.statusCode).sort()).toEqual([
      ...Array(10).fill(201),
      409,
    ]);
    expect(made.find((response) => response.statusCode === 409)!.json().message).toBe(
      COPY.tooManyWebhooks,
    );

    const other = await ownerWithHandle(t);
    const id = made[0]!.json().id as string;
    for (const [method, url] of [
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/rotate-secret`],
      ['GET', `/api/webhooks/${id}/deliveries`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: other.headers });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('delivers a lead signed per Standard Webhooks, verifiable with its secret', async () => {
    statuses = [];
    const { owner, webhook } = await ownerWithWebhook();
    const before = receiver.received.length;
    expect((await send(owner.handle)).statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    await receiver.arrived(before + 1);
    const delivery = receiver.received[before]!;
    const payload = new Verifier(webhook.secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(payload).toMatchObject({
      type: 'lead.created',
      data: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        cardId: owner.card.id,
        status: 'new',
      },
    });
    // An owner's own lead has no department: only a team's does.
    expect(payload.data).not.toHaveProperty('department');
    expect(delivery.headers['content-type']).toBe('application/json');
    // Tampered with, it does not verify.
    expect(() =>
      new Verifier(webhook.secret).verify(delivery.body.replace('Ada', 'Eve'), {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }),
    ).toThrow();
    const [logged] = await deliveriesOf(owner.headers, webhook.id);
    expect(logged).toMatchObject({
      id: delivery.headers['webhook-id'],
      type: 'lead.created',
      status: 'succeeded',
    });
    expect(logged!.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
  });

  it('retries a failed delivery on the schedule with the same webhook-id, then gives up', async () => {
    statuses = [];
    const { owner, webhook } = await ownerWithWebhook(['lead.created']);
    statuses = Array(receiver.received.length + 8).fill(503);
    const before = receiver.received.length;
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    let [logged] = await deliveriesOf(owner.headers, webhook.id);
    expect(logged).toMatchObject({ status: 'pending' });
    expect(logged!.attempts).toEqual([
      expect.objectContaining({ statusCode: 503, error: 'HTTP 503' }),
    ]);
    expect(new Date(logged!.nextAttemptAt!).getTime() - t.clock.now().getTime()).toBeGreaterThan(
      4_000,
    );
    // Not due before its time.
    await t.deps.jobs.runOnce();
    expect(receiver.received.length).toBe(before + 1);
    for (const delay of RETRY_DELAYS_MS) {
      t.clock.advance(delay);
      await t.deps.jobs.runOnce();
    }
    // A day later the session has expired: signed in again.
    const headers = bearer((await t.login(owner.user.email, owner.user.password)).accessToken);
    [logged] = await deliveriesOf(headers, webhook.id);
    expect(logged).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(logged!.attempts).toHaveLength(8);
    const ids = new Set(
      receiver.received.slice(before).map((request) => request.headers['webhook-id']),
    );
    expect([...ids]).toEqual([logged!.id]);

    // Replayed: the same id again, and this time the receiver takes it.
    statuses = [];
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${webhook.id}/deliveries/${logged!.id}/replay`,
      headers: headers,
    });
    expect(replay.statusCode, replay.body).toBe(202);
    await t.deps.jobs.runOnce();
    [logged] = await deliveriesOf(headers, webhook.id);
    expect(logged).toMatchObject({ status: 'succeeded' });
    expect(logged!.attempts).toHaveLength(9);
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(logged!.id);
  });

  it('signs with both secrets for 24 hours after a rotation, then with the new one only', async () => {
    statuses = [];
    const { owner, webhook } = await ownerWithWebhook(['lead.created']);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${webhook.id}/rotate-secret`,
      headers: owner.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(webhook.secret);
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    expect(signedWith(webhook.secret, receiver.received.at(-1)!)).toBe(true);
    expect(signedWith(fresh, receiver.received.at(-1)!)).toBe(true);

    t.clock.advance(24 * 3_600_000 + 1000);
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    const last = receiver.received.at(-1)!;
    expect(String(last.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(signedWith(fresh, last)).toBe(true);
    expect(signedWith(webhook.secret, last)).toBe(false);
  });

  it('keeps signing secrets encrypted: plain ones are sealed at start, an unreadable one fails', async () => {
    statuses = [];
    const { owner, webhook } = await ownerWithWebhook(['lead.created']);
    const stored = async () =>
      (await t.deps.database.db.select().from(webhooks).where(eq(webhooks.id, webhook.id)))[0]!;
    // A database dump alone does not give the secret away.
    const sealed = (await stored()).secret;
    expect(sealed).not.toContain(webhook.secret.slice(6));
    expect(t.deps.cipher.decrypt(sealed)).toBe(webhook.secret);

    // A row kept before secrets were encrypted is sealed as the server starts, and still signs.
    await t.deps.database.db
      .update(webhooks)
      .set({ secret: webhook.secret })
      .where(eq(webhooks.id, webhook.id));
    expect(await sealPlainWebhookSecrets(t.deps.database.db, t.deps.cipher)).toBeGreaterThan(0);
    expect((await stored()).secret).not.toBe(webhook.secret);
    expect(await sealPlainWebhookSecrets(t.deps.database.db, t.deps.cipher)).toBe(0);
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    expect(signedWith(webhook.secret, receiver.received.at(-1)!)).toBe(true);

    // Sealed with another key (the server's key changed): nothing is sent unsigned.
    const before = receiver.received.length;
    await t.deps.database.db
      .update(webhooks)
      .set({ secret: dataCipher('another key of at least 32 characters!!').encrypt('whsec_x') })
      .where(eq(webhooks.id, webhook.id));
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    expect(receiver.received.length).toBe(before);
    const [logged] = await deliveriesOf(owner.headers, webhook.id);
    expect(logged!.attempts).toEqual([
      expect.objectContaining({ statusCode: null, error: COPY.webhookSecretUnreadable }),
    ]);
    // A new secret signs again at once: the unreadable one is not kept beside it.
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${webhook.id}/rotate-secret`,
      headers: owner.headers,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    expect(signedWith(rotated.json().secret as string, receiver.received.at(-1)!)).toBe(true);
  });

  it('sends lead.updated, lead.deleted (id only) and card.updated; an erased lead leaves no delivery of its details', async () => {
    statuses = [];
    const { owner, webhook } = await ownerWithWebhook();
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    const [lead] = (
      await t.app.inject({ url: '/api/messages', headers: owner.headers })
    ).json() as Array<{ id: string }>;
    t.clock.advance(1);
    await call()('PATCH', `/api/messages/${lead!.id}`, owner.headers, {
      status: 'contacted',
      note: 'Met at booth',
    });
    await t.deps.jobs.runOnce();
    const updated = receiver.received.at(-1)!;
    t.clock.advance(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${lead!.id}`,
      headers: owner.headers,
    });
    t.clock.advance(1);
    const changed = await call()(
      'PUT',
      `/api/cards/${owner.card.id}/configuration`,
      owner.headers,
      {
        workTitle: 'Rear Admiral',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await t.deps.jobs.runOnce();
    const logged = await deliveriesOf(owner.headers, webhook.id);
    // The deliveries that carried the person's details went with the lead: none to replay.
    expect(logged.map((delivery) => delivery.type)).toEqual(['card.updated', 'lead.deleted']);
    // Sent at once (in parallel), so they may arrive in any order.
    const byType = new Map(
      [updated, ...receiver.received.slice(-2)].map((request) => {
        const body = JSON.parse(request.body) as { type: string };
        return [body.type, body];
      }),
    );
    expect(byType.get('lead.updated')).toMatchObject({
      type: 'lead.updated',
      data: { status: 'contacted', note: 'Met at booth' },
    });
    expect(byType.get('lead.deleted')).toEqual({
      type: 'lead.deleted',
      timestamp: expect.any(String),
      data: { id: lead!.id, cardId: owner.card.id },
    });
    expect(byType.get('card.updated')).toMatchObject({
      type: 'card.updated',
      data: { id: owner.card.id, workTitle: 'Rear Admiral' },
    });
  });

  it("sends a team card's leads to the team's webhooks only, which only its admins manage", async () => {
    statuses = [];
    const { admin, member, teamId } = await teamWithMember(t);
    const own = await call()('POST', '/api/webhooks', member.headers, {
      url: `${receiver.url}?own`,
      events: ['lead.created'],
    });
    expect(own.statusCode).toBe(201);
    const refused = await call()('POST', `/api/teams/${teamId}/webhooks`, member.headers, {
      url: receiver.url,
      events: ['lead.created'],
    });
    expect(refused.statusCode).toBe(403);
    const stranger = await ownerWithHandle(t);
    expect(
      (await call()('GET', `/api/teams/${teamId}/webhooks`, stranger.headers)).statusCode,
    ).toBe(404);
    const teams = await call()('POST', `/api/teams/${teamId}/webhooks`, admin.headers, {
      url: `${receiver.url}?team`,
      events: ['lead.created'],
    });
    expect(teams.statusCode, teams.body).toBe(201);
    expect(teams.json().teamId).toBe(teamId);
    // The member cannot reach the team's webhook through the per-webhook routes either.
    expect(
      (await call()('GET', `/api/webhooks/${teams.json().id}/deliveries`, member.headers))
        .statusCode,
    ).toBe(404);

    // The member pays for Connect themselves, so their team card's page takes messages.
    const teamCard = member.cards[0]!;
    await t.subscribe(member.id);
    // Their card handed over into the team (as the pool's assignment leaves it).
    await t.deps.database.db.update(cards).set({ teamId }).where(eq(cards.id, teamCard.id));
    const profile = await call()('PUT', `/api/cards/${teamCard.id}/profile`, member.headers, {
      slogan: 'Hello',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const before = receiver.received.length;
    expect((await send(teamCard.uuid)).statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    expect(receiver.received.length).toBe(before + 1);
    const [ownRow] = await t.deps.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, own.json().id));
    expect(ownRow).toBeUndefined();
    expect(await deliveriesOf(admin.headers, teams.json().id)).toHaveLength(1);
    const dataOf = (index: number) =>
      (JSON.parse(receiver.received[index]!.body) as { data: Record<string, unknown> }).data;
    // A team's lead names the department of the member who received it: none yet, then Sales.
    expect(dataOf(before)).toMatchObject({ cardId: teamCard.id, department: null });
    const sales = await call()('POST', `/api/teams/${teamId}/departments`, admin.headers, {
      name: 'Sales',
    });
    const memberId = (await call()('GET', `/api/teams/${teamId}/members`, admin.headers))
      .json()
      .find((row: { email: string }) => row.email === member.email).id as string;
    const moved = await call()('PATCH', `/api/teams/${teamId}/members/${memberId}`, admin.headers, {
      departmentId: sales.json().id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await send(teamCard.uuid)).statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    await receiver.arrived(before + 2);
    expect(dataOf(before + 1)).toMatchObject({
      cardId: teamCard.id,
      department: { id: sales.json().id, name: 'Sales' },
    });
  });

  it('disables a webhook failing for 5 days and mails its owner; switched back on, it delivers', async () => {
    const { owner, webhook } = await ownerWithWebhook(['lead.created']);
    statuses = Array(receiver.received.length + 1).fill(500);
    await t.deps.database.db
      .update(webhooks)
      .set({ failingSince: new Date(t.clock.now().getTime() - 5 * 24 * 3_600_000) })
      .where(eq(webhooks.id, webhook.id));
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    const [listed] = (await t.app.inject({ url: '/api/webhooks', headers: owner.headers })).json();
    expect(listed.status).toBe('disabled');
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, owner.user.email));
    expect(mails.map((mail) => mail.subject)).toContain(COPY.webhookDisabledSubject);
    // Disabled: nothing is queued for it.
    await send(owner.handle);
    expect(await deliveriesOf(owner.headers, webhook.id)).toHaveLength(1);

    statuses = [];
    const enabled = await call()('PATCH', `/api/webhooks/${webhook.id}`, owner.headers, {
      enabled: true,
    });
    expect(enabled.json()).toMatchObject({ status: 'active', failingSince: null });
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    expect((await deliveriesOf(owner.headers, webhook.id))[0]).toMatchObject({
      status: 'succeeded',
    });
    expect(
      (await call()('PATCH', `/api/webhooks/${webhook.id}`, owner.headers, {})).statusCode,
    ).toBe(400);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/webhooks/${webhook.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/webhooks/${webhook.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('forgets finished deliveries after 30 days, with the retention job', async () => {
    statuses = [];
    const { owner, webhook } = await ownerWithWebhook(['lead.created']);
    await send(owner.handle);
    await t.deps.jobs.runOnce();
    expect(await deliveriesOf(owner.headers, webhook.id)).toHaveLength(1);
    t.clock.advance(31 * 24 * 3_600_000);
    const report = await runRetention(t.deps);
    expect(report.webhookDeliveries).toBeGreaterThanOrEqual(1);
    const headers = bearer((await t.login(owner.user.email, owner.user.password)).accessToken);
    expect(await deliveriesOf(headers, webhook.id)).toEqual([]);
  });

  it('keeps deliveries queued across a restart: another process sends them', async () => {
    statuses = [];
    const { owner, webhook } = await ownerWithWebhook(['lead.created']);
    await send(owner.handle);
    await send(owner.handle);
    // This process stops before sending; the next one (a new worker on the same database) sends.
    await t.deps.jobs.stop();
    const next = createJobs({
      config: t.config,
      db: t.deps.database.db,
      transport: t.mailbox,
      clock: t.clock,
      cipher: t.deps.cipher,
      log: { warn() {}, error() {} },
    });
    expect(await next.runOnce()).toBeGreaterThanOrEqual(2);
    const logged = await deliveriesOf(owner.headers, webhook.id);
    expect(logged.map((delivery) => delivery.status)).toEqual(['succeeded', 'succeeded']);
  });
});

describe.each(databaseKinds)('webhooks in production on %s', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { NODE_ENV: 'production' });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('refuses at delivery time a destination whose name resolves to 127.0.0.1 (no SSRF)', async () => {
    const owner = await ownerWithHandle(t);
    const created = await callAs(t)('POST', '/api/webhooks', owner.headers, {
      url: `http://localhost:${receiver.port}/hooks`,
      events: ['lead.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${owner.handle}/send-message`,
      payload: visitor,
    });
    await t.deps.jobs.runOnce();
    const logged = await t.app.inject({
      url: `/api/webhooks/${created.json().id}/deliveries`,
      headers: owner.headers,
    });
    expect(logged.json()[0]).toMatchObject({
      status: 'pending',
      attempts: [{ statusCode: null, error: COPY.webhookPrivateDestination }],
    });
    expect(receiver.received).toHaveLength(0);
  });
});
