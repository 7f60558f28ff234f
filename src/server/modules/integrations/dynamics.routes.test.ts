import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmConnections, leadCrmSyncs, leads } from '#server/db/schema';
import { crmSentences, dynamicsEnvironmentInvalidMessage } from '#shared/copy/crm';
import { CRM_DEFAULT_FIELD_MAPS } from '#shared/schemas/integrations';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import { startDynamicsStandIn } from '#tests/support/crm/dynamics-stand-in';
import {
  captureInPerson,
  crmStatesById,
  MET_WITHOUT_EMAIL,
} from '#tests/support/crm/met-in-person';
import { connectThroughConsent, cookieOf, crmStatesByEmail } from '#tests/support/crm/round-trip';
import { callAs } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// Dynamics 365 (docs/product.md#integrations) against a local stand-in of the Microsoft identity
// platform and a Dataverse environment's Web API: the connect round trip with PKCE, leads found by
// e-mail and written with one $batch (no duplicate lead), a partial failure, 401 and a refused
// refresh, 429 with Retry-After, the lead table's fields and the field map.

const visitor = {
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Hi',
};

describe.each(databaseKinds)('Dynamics 365 on %s', (kind) => {
  let t: TestApp;
  let dynamics: Awaited<ReturnType<typeof startDynamicsStandIn>>;
  const domains = '127.0.0.1,dynamics.com';
  beforeAll(async () => {
    dynamics = await startDynamicsStandIn();
    t = await createTestApp(kind, {
      DYNAMICS_CLIENT_ID: dynamics.client.id,
      DYNAMICS_CLIENT_SECRET: dynamics.client.secret,
      MICROSOFT_LOGIN_URL: dynamics.base,
      DYNAMICS_ENVIRONMENT_DOMAINS: domains,
      DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
    });
  });
  afterAll(async () => {
    await t.close();
    await dynamics.close();
  });

  const start = (headers: Record<string, string>, environmentUrl?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/integrations/dynamics/connect',
      headers,
      payload: environmentUrl === undefined ? {} : { environmentUrl },
    });

  /** Connect, Microsoft's consent page (which allows at once), and the callback it sends to. */
  const connect = (headers: Record<string, string>) =>
    connectThroughConsent(t, {
      url: '/api/integrations/dynamics/connect',
      headers,
      payload: { environmentUrl: `${dynamics.base}/` },
    });
  const send = (key: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/card-profiles/public/${key}/send-message`, payload });
  const crmOf = (headers: Record<string, string>) => crmStatesByEmail(t, headers);
  const synced = [{ provider: 'dynamics', status: 'synced', error: null }];

  it('connects an environment through Microsoft with PKCE, and refuses a bad address', async () => {
    const owner = await ownerWithHandle(t);
    for (const address of [
      undefined,
      'http://contoso.crm.dynamics.com',
      'https://crm.example.com',
    ]) {
      const refused = await start(owner.headers, address);
      expect(refused.statusCode, String(address)).toBe(400);
      expect(refused.json().message).toBe(dynamicsEnvironmentInvalidMessage(domains.split(',')));
    }
    const { consent, back } = await connect(owner.headers);
    expect(consent.origin + consent.pathname).toBe(
      `${dynamics.base}/organizations/oauth2/v2.0/authorize`,
    );
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: dynamics.client.id,
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: `${t.config.appUrl}/api/integrations/dynamics/callback`,
      scope: `${dynamics.base}/user_impersonation offline_access`,
      code_challenge_method: 'S256',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/integrations?dynamics=connected');
    const listed = await t.app.inject({ url: '/api/integrations', headers: owner.headers });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        provider: 'dynamics',
        status: 'connected',
        accountId: dynamics.organizationId,
        apiBase: dynamics.base,
      }),
    ]);
    const [row] = await t.deps.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.ownerId, owner.user.id));
    expect(row!.accessToken).not.toContain('dyn-at-');
    expect(row!.refreshToken).not.toContain('dyn-rt-');

    // A code whose challenge is not this connect's verifier: Microsoft refuses it, nothing connects.
    const other = await ownerWithHandle(t);
    const started = await start(other.headers, dynamics.base);
    const state = new URL(started.json().url as string).searchParams.get('state')!;
    const code = dynamics.codeFor(`${t.config.appUrl}/api/integrations/dynamics/callback`, 'x');
    const failed = await t.app.inject({
      url: `/api/integrations/dynamics/callback?code=${code}&state=${state}`,
      headers: { cookie: cookieOf(started.headers['set-cookie']) },
    });
    expect(failed.headers.location).toBe('/integrations?dynamics=failed');
    expect(
      (await t.app.inject({ url: '/api/integrations', headers: other.headers })).json(),
    ).toEqual([]);

    // A server without DYNAMICS_CLIENT_ID does not offer it.
    const bare = await createTestApp(kind, {}, { database: t.deps.database });
    const unset = await bare.app.inject({
      method: 'POST',
      url: '/api/integrations/dynamics/connect',
      headers: owner.headers,
      payload: { environmentUrl: dynamics.base },
    });
    await bare.close();
    expect(unset.statusCode).toBe(503);
    expect(unset.json().message).toBe(crmSentences('dynamics').notConfigured);
  });

  it('creates a lead, then updates it by e-mail: one visitor stays one lead', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const email = "o'brien@example.com";
    await send(owner.handle, { ...visitor, email, company: 'Navy', title: 'Rear Admiral' });
    await send(owner.handle, { ...visitor, name: 'Cher', email: 'cher@example.com' });
    await t.deps.jobs.runOnce();
    expect(dynamics.leadsOf(email).map((lead) => lead.columns)).toEqual([
      {
        firstname: 'Ada',
        lastname: 'King Lovelace',
        emailaddress1: email,
        companyname: 'Navy',
        jobtitle: 'Rear Admiral',
        telephone1: '+44 20 7946 0958',
        description: 'Hi',
      },
    ]);
    // A one-word name is the last name, which Dynamics' forms require.
    expect(dynamics.leadsOf('cher@example.com')[0]!.columns).toMatchObject({ lastname: 'Cher' });
    expect(dynamics.leadsOf('cher@example.com')[0]!.columns).not.toHaveProperty('firstname');

    await send(owner.handle, { ...visitor, email: "O'Brien@Example.com", message: 'Second note' });
    await t.deps.jobs.runOnce();
    const [lead] = dynamics.leadsOf(email);
    expect(dynamics.leadsOf(email)).toHaveLength(1);
    expect(lead!.columns).toMatchObject({ companyname: 'Navy', description: 'Second note' });
    expect(dynamics.batches.at(-1)).toEqual([
      { method: 'PATCH', url: `${dynamics.base}/api/data/v9.2/leads(${lead!.id})` },
    ]);
    const crm = await crmOf(owner.headers);
    expect([...crm.values()].map((row) => row.crm)).toEqual([synced, synced, synced]);
  });

  it('writes 100 leads a $batch, after one query for their e-mails', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const [connection] = await t.deps.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.ownerId, owner.user.id));
    const now = t.clock.now();
    const rows = await t.deps.database.db
      .insert(leads)
      .values(
        Array.from({ length: 150 }, (_, n) => ({
          ownerId: owner.user.id,
          cardId: owner.card.id,
          name: `Visitor ${n}`,
          email: `bulk-${n}@example.com`,
          phone: '',
          message: '',
          createdAt: now,
        })),
      )
      .returning({ id: leads.id });
    await t.deps.database.db.insert(leadCrmSyncs).values(
      rows.map((row) => ({
        leadId: row.id,
        connectionId: connection!.id,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    const before = { ...dynamics.calls };
    const batches = dynamics.batches.length;
    await t.deps.jobs.runOnce();
    expect(dynamics.calls.query - before.query).toBe(2);
    expect(dynamics.calls.batch - before.batch).toBe(2);
    expect(
      dynamics.batches
        .slice(batches)
        .map((batch) => batch.length)
        .sort(),
    ).toEqual([100, 50].sort());
    expect(dynamics.leadsOf('bulk-149@example.com')).toHaveLength(1);
    const crm = await crmOf(owner.headers);
    expect([...crm.values()].every((row) => row.crm[0]!.status === 'synced')).toBe(true);
  });

  it('refreshes an expired token and calls again; a refused refresh waits for reconnecting', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    dynamics.expireAccessToken();
    const tokens = dynamics.calls.token;
    await send(owner.handle, { ...visitor, email: 'refresh@example.com' });
    await t.deps.jobs.runOnce();
    expect(dynamics.calls.token - tokens).toBe(1);
    expect(dynamics.leadsOf('refresh@example.com')).toHaveLength(1);

    dynamics.revoke();
    await send(owner.handle, { ...visitor, email: 'backlog@example.com' });
    await t.deps.jobs.runOnce();
    const [listed] = (
      await t.app.inject({ url: '/api/integrations', headers: owner.headers })
    ).json();
    expect(listed).toMatchObject({ status: 'reconnect_needed', waiting: 1 });
    expect((await crmOf(owner.headers)).get('backlog@example.com')!.crm).toEqual([
      { provider: 'dynamics', status: 'pending', error: crmSentences('dynamics').reconnectNeeded },
    ]);
    await t.deps.jobs.runOnce();
    expect(dynamics.leadsOf('backlog@example.com')).toHaveLength(0);
    dynamics.unrevoke();
    await connect(owner.headers);
    await t.deps.jobs.runOnce();
    expect(dynamics.leadsOf('backlog@example.com')).toHaveLength(1);
    expect((await crmOf(owner.headers)).get('backlog@example.com')!.crm).toEqual(synced);
  });

  it('fails the lead Dynamics refuses with its reason, sends the others, and Retry sends it', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const reason = "A validation error occurred. The value of 'lastname' is not valid.";
    dynamics.refuse.set('refused@example.com', reason);
    await send(owner.handle, { ...visitor, email: 'refused@example.com' });
    await send(owner.handle, { ...visitor, email: 'taken@example.com' });
    await t.deps.jobs.runOnce();
    let crm = await crmOf(owner.headers);
    expect(crm.get('refused@example.com')!.crm).toEqual([
      { provider: 'dynamics', status: 'failed', error: reason },
    ]);
    expect(crm.get('taken@example.com')!.crm).toEqual(synced);
    expect(dynamics.leadsOf('refused@example.com')).toHaveLength(0);

    dynamics.refuse.delete('refused@example.com');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${crm.get('refused@example.com')!.id}/crm-retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    crm = await crmOf(owner.headers);
    expect(crm.get('refused@example.com')!.crm).toEqual(synced);
    expect(dynamics.leadsOf('refused@example.com')).toHaveLength(1);

    // A lead an earlier attempt made is updated by its id, even once its e-mail was changed there.
    const [made] = dynamics.leadsOf('taken@example.com');
    const leadCount = dynamics.leads.size;
    made!.columns.emailaddress1 = 'changed-in-dynamics@example.com';
    const leadId = crm.get('taken@example.com')!.id;
    await t.deps.database.db
      .update(leadCrmSyncs)
      .set({ status: 'failed', remoteIds: { lead: made!.id } })
      .where(eq(leadCrmSyncs.leadId, leadId));
    await t.app.inject({
      method: 'POST',
      url: `/api/messages/${leadId}/crm-retry`,
      headers: owner.headers,
    });
    await t.deps.jobs.runOnce();
    expect(dynamics.batches.at(-1)![0]!.url).toBe(
      `${dynamics.base}/api/data/v9.2/leads(${made!.id})`,
    );
    expect(dynamics.leadsOf('taken@example.com').map((lead) => lead.id)).toEqual([made!.id]);
    expect(dynamics.leads.size).toBe(leadCount);
  });

  it('waits out a 429 as Retry-After says, and retries a 500 without doubling a lead', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    dynamics.nextAnswers.push({ on: 'batch', status: 429, retryAfter: 7 });
    await send(owner.handle, { ...visitor, email: 'busy@example.com' });
    await t.deps.jobs.runOnce();
    expect((await crmOf(owner.headers)).get('busy@example.com')!.crm).toMatchObject([
      { status: 'pending' },
    ]);
    t.clock.advance(6_000);
    await t.deps.jobs.runOnce();
    expect(dynamics.leadsOf('busy@example.com')).toHaveLength(0);
    t.clock.advance(1_500);
    await t.deps.jobs.runOnce();
    expect(dynamics.leadsOf('busy@example.com')).toHaveLength(1);

    dynamics.nextAnswers.push({ on: 'query', status: 500 });
    await send(owner.handle, { ...visitor, email: 'busy@example.com', message: 'Again' });
    await t.deps.jobs.runOnce();
    t.clock.advance(10_000);
    await t.deps.jobs.runOnce();
    expect(dynamics.leadsOf('busy@example.com')).toHaveLength(1);
    expect(dynamics.leadsOf('busy@example.com')[0]!.columns.description).toBe('Again');
  });

  it("lists the lead table's text columns, maps to them, and refuses a column it lacks", async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const call = callAs(t);
    const fields = await call('GET', '/api/integrations/dynamics/fields', owner.headers);
    expect(fields.statusCode).toBe(200);
    expect(fields.json()).toContainEqual({ name: 'jobtitle', label: 'Job Title', type: 'String' });
    expect(fields.json()).toContainEqual({
      name: 'description',
      label: 'Description',
      type: 'Memo',
    });
    const names = fields.json().map((field: { name: string }) => field.name);
    for (const absent of ['fullname', 'leadsourcecode', 'parentaccountid']) {
      expect(names).not.toContain(absent);
    }
    const mapped = await call('PUT', '/api/integrations/dynamics', owner.headers, {
      fixedValues: { subject: 'Trade show' },
      fieldMap: { ...CRM_DEFAULT_FIELD_MAPS.dynamics, title: 'new_badge', consent: 'new_consent' },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    await send(owner.handle, { ...visitor, email: 'mapped@example.com', title: 'CFO' });
    await t.deps.jobs.runOnce();
    expect(dynamics.leadsOf('mapped@example.com')[0]!.columns).toMatchObject({
      new_badge: 'CFO',
      subject: 'Trade show',
    });
    expect(dynamics.leadsOf('mapped@example.com')[0]!.columns).not.toHaveProperty('jobtitle');
    const unknown = await call('PUT', '/api/integrations/dynamics', owner.headers, {
      fieldMap: { ...CRM_DEFAULT_FIELD_MAPS.dynamics, title: 'no_such_column' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no_such_column');
  });

  it('creates a lead of its own for each lead met without an e-mail, looking none up', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    // A lead in the environment already has Ines's number: it stays as it is.
    const stranger = '00000000-0000-4000-8000-00000000d00d';
    dynamics.leads.set(stranger, {
      id: stranger,
      columns: { lastname: 'Someone Else', telephone1: MET_WITHOUT_EMAIL[0].phone },
    });
    const queries = dynamics.calls.query;
    const ids = await captureInPerson(t, owner.headers);
    await t.deps.jobs.runOnce();
    // No lookup by e-mail for leads without one: one $batch of two POSTs.
    expect(dynamics.calls.query).toBe(queries);
    for (const person of MET_WITHOUT_EMAIL) {
      const made = [...dynamics.leads.values()].filter(
        (lead) => lead.columns.telephone1 === person.phone && lead.id !== stranger,
      );
      expect(made, person.firstName).toHaveLength(1);
      expect(made[0]!.columns).toEqual({
        firstname: person.firstName,
        lastname: person.lastName,
        telephone1: person.phone,
        companyname: person.company,
        jobtitle: person.title,
      });
    }
    expect(dynamics.leads.get(stranger)!.columns).toEqual({
      lastname: 'Someone Else',
      telephone1: MET_WITHOUT_EMAIL[0].phone,
    });
    const states = await crmStatesById(t, owner.headers);
    for (const id of ids) expect(states.get(id)).toEqual(synced);

    // With a visitor who has an e-mail in the same batch: one query, for that e-mail only.
    await send(owner.handle, { ...visitor, email: 'mixed@example.com' });
    const [lena] = await captureInPerson(t, owner.headers, [
      { firstName: 'Lena', lastName: 'Berg', phone: '+49 40 3333333' },
    ]);
    await t.deps.jobs.runOnce();
    expect(dynamics.calls.query).toBe(queries + 1);
    expect(dynamics.leadsOf('mixed@example.com')).toHaveLength(1);
    expect(
      [...dynamics.leads.values()].filter((lead) => lead.columns.lastname === 'Berg'),
    ).toHaveLength(1);
    expect((await crmStatesById(t, owner.headers)).get(lena!)).toEqual(synced);
  });
});
