import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmConnections } from '#server/db/schema';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { connectThroughConsent, crmStatesByEmail } from '#tests/support/crm/round-trip';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// The CRM queue's own rules (decision 067), shown through HubSpot's stand-in: one batch in flight
// per connection, a batch refused whole is tried one record at a time, a rate-limited token
// refresh is not a lost connection, and Retry leaves a push on its way alone.

const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Hi',
};

describe.each(databaseKinds)('the CRM queue on %s', (kind) => {
  let t: TestApp;
  let hubspot: Awaited<ReturnType<typeof startHubSpotStandIn>>;
  beforeAll(async () => {
    hubspot = await startHubSpotStandIn();
    t = await createTestApp(kind, {
      HUBSPOT_CLIENT_ID: hubspot.client.id,
      HUBSPOT_CLIENT_SECRET: hubspot.client.secret,
      HUBSPOT_API_BASE: hubspot.base,
      HUBSPOT_AUTHORIZE_URL: `${hubspot.base}/oauth/authorize`,
      DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
    });
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  async function connectedOwner() {
    const owner = await ownerWithHandle(t);
    const { back } = await connectThroughConsent(t, {
      url: '/api/integrations/hubspot/connect',
      headers: owner.headers,
    });
    expect(back.headers.location).toBe('/integrations?hubspot=connected');
    const [connection] = await t.deps.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.ownerId, owner.user.id));
    return { owner, connection: connection! };
  }
  const send = (key: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      payload: { ...visitor, email },
    });

  it('sends a connection one batch at a time: a batch in flight holds the others back', async () => {
    const { owner, connection } = await connectedOwner();
    const sent = await send(owner.handle, 'held@example.com');
    expect(sent.statusCode, sent.body).toBe(200);
    // Another process's batch holds the connection: nothing is claimed until it ends.
    const leased = new Date(t.clock.now().getTime() + 60_000);
    await t.deps.database.db
      .update(crmConnections)
      .set({ batchLeasedUntil: leased })
      .where(eq(crmConnections.id, connection.id));
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('held@example.com')).toBe(false);
    // Its lease ran out (that process died): the lead goes.
    t.clock.advance(61_000);
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('held@example.com')).toBe(true);
    const [after] = await t.deps.database.db
      .select({ batchLeasedUntil: crmConnections.batchLeasedUntil })
      .from(crmConnections)
      .where(eq(crmConnections.id, connection.id));
    expect(after!.batchLeasedUntil).toBeNull();
  });

  it('tries a batch refused whole one record at a time, so only the invalid one fails', async () => {
    const { owner } = await connectedOwner();
    hubspot.invalid.add('not-valid@example.com');
    await send(owner.handle, 'not-valid@example.com');
    await send(owner.handle, 'valid-one@example.com');
    await send(owner.handle, 'valid-two@example.com');
    await t.deps.jobs.runOnce();
    const states = await crmStatesByEmail(t, owner.headers);
    expect(states.get('not-valid@example.com')!.crm).toEqual([
      {
        provider: 'hubspot',
        status: 'failed',
        error: 'Email address not-valid@example.com is invalid',
      },
    ]);
    for (const email of ['valid-one@example.com', 'valid-two@example.com']) {
      expect(states.get(email)!.crm, email).toEqual([
        { provider: 'hubspot', status: 'synced', error: null },
      ]);
    }
  });

  it('waits out a rate-limited token refresh instead of asking to reconnect', async () => {
    const { owner, connection } = await connectedOwner();
    hubspot.expireAccessToken();
    hubspot.tokenAnswers.push({ status: 429, retryAfter: 5 });
    await send(owner.handle, 'slow-token@example.com');
    await t.deps.jobs.runOnce();
    const [still] = await t.deps.database.db
      .select({ status: crmConnections.status })
      .from(crmConnections)
      .where(eq(crmConnections.id, connection.id));
    expect(still!.status).toBe('connected');
    const waiting = await crmStatesByEmail(t, owner.headers);
    expect(waiting.get('slow-token@example.com')!.crm[0]).toMatchObject({ status: 'pending' });
    t.clock.advance(10_000);
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('slow-token@example.com')).toBe(true);
  });

  it('leaves a push on its way alone when Retry is asked for', async () => {
    const { owner } = await connectedOwner();
    hubspot.nextAnswers.push({ status: 503 });
    await send(owner.handle, 'on-its-way@example.com');
    await t.deps.jobs.runOnce();
    const [lead] = [...(await crmStatesByEmail(t, owner.headers)).values()];
    expect(lead!.crm[0]).toMatchObject({ status: 'pending' });
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${lead!.id}/crm-retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    // Still on its schedule (due in 10 s), not sent again at once.
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('on-its-way@example.com')).toBe(false);
    t.clock.advance(10_000);
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('on-its-way@example.com')).toBe(true);
  });

  it('uses the tokens another process just refreshed when the CRM refuses a second refresh', async () => {
    const { owner, connection } = await connectedOwner();
    // Another process refreshes first (HubSpot's tokens now are the ones it got), so the
    // refresh token this process holds is spent: HubSpot refuses it.
    const stale = connection.refreshToken;
    hubspot.expireAccessToken();
    await t.deps.database.db
      .update(crmConnections)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1_000) })
      .where(eq(crmConnections.id, connection.id));
    hubspot.tokenAnswers.push({
      status: 400,
      before: async () => {
        const fresh = await fetch(`${hubspot.base}/oauth/v1/token`, {
          method: 'POST',
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: t.deps.cipher.decrypt(stale),
            client_id: hubspot.client.id,
            client_secret: hubspot.client.secret,
          }),
        });
        const tokens = (await fresh.json()) as { access_token: string; refresh_token: string };
        await t.deps.database.db
          .update(crmConnections)
          .set({
            accessToken: t.deps.cipher.encrypt(tokens.access_token),
            refreshToken: t.deps.cipher.encrypt(tokens.refresh_token),
            expiresAt: new Date(t.clock.now().getTime() + 1_800_000),
          })
          .where(eq(crmConnections.id, connection.id));
      },
    });
    await send(owner.handle, 'raced-refresh@example.com');
    await t.deps.jobs.runOnce();
    const [after] = await t.deps.database.db
      .select({ status: crmConnections.status })
      .from(crmConnections)
      .where(eq(crmConnections.id, connection.id));
    expect(after!.status).toBe('connected');
    expect(hubspot.contacts.has('raced-refresh@example.com')).toBe(true);
  });
});
