import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmConnections, leadCrmSyncs } from '#server/db/schema';
import { crmSentences } from '#shared/copy/crm';
import { CRM_DEFAULT_FIELD_MAPS } from '#shared/schemas/integrations';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import {
  captureInPerson,
  crmStatesById,
  MET_WITHOUT_EMAIL,
} from '#tests/support/crm/met-in-person';
import {
  PIPEDRIVE_CUSTOM_FIELDS,
  startPipedriveStandIn,
} from '#tests/support/crm/pipedrive-stand-in';
import { connectThroughConsent } from '#tests/support/crm/round-trip';
import { callAs } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// Pipedrive (docs/product.md#integrations) against a local stand-in of its OAuth server and API:
// the connect round trip, a person found by e-mail or made, a lead titled "{name} ({company})"
// with the message as its note, no second person or lead on a retry while the search index lags,
// refresh and reconnection, a refused person, 429 part-way, and the field list.

const visitor = {
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Hi <there>\nSee you at the booth',
};

describe.each(databaseKinds)('Pipedrive on %s', (kind) => {
  let t: TestApp;
  let pipedrive: Awaited<ReturnType<typeof startPipedriveStandIn>>;
  beforeAll(async () => {
    pipedrive = await startPipedriveStandIn();
    t = await createTestApp(kind, {
      PIPEDRIVE_CLIENT_ID: pipedrive.client.id,
      PIPEDRIVE_CLIENT_SECRET: pipedrive.client.secret,
      PIPEDRIVE_OAUTH_URL: pipedrive.base,
      DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
    });
  });
  afterAll(async () => {
    await t.close();
    await pipedrive.close();
  });

  /** Connect, Pipedrive's consent page (which allows at once), and back to the callback. */
  const connect = (headers: Record<string, string>) =>
    connectThroughConsent(t, { url: '/api/integrations/pipedrive/connect', headers });
  const send = (key: string, payload: object = visitor) =>
    t.app.inject({ method: 'POST', url: `/api/card-profiles/public/${key}/send-message`, payload });
  const leadsOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/messages', headers })).json() as Array<{
      id: string;
      email: string;
      crm: Array<{ provider: string; status: string; error: string | null }>;
    }>;
  const crmOf = async (headers: Record<string, string>) =>
    new Map((await leadsOf(headers)).map((lead) => [lead.email, lead.crm[0]]));
  const leadsFor = (email: string) => {
    const ids = new Set(pipedrive.personByEmail(email).map((person) => person.id));
    return [...pipedrive.leads.values()].filter((lead) => ids.has(lead.person_id));
  };
  const synced = { provider: 'pipedrive', status: 'synced', error: null };

  it('connects through Pipedrive, its API being the token answer’s api_domain; 503 unset', async () => {
    const owner = await ownerWithHandle(t);
    const { consent, callback, back } = await connect(owner.headers);
    expect(consent.origin + consent.pathname).toBe(`${pipedrive.base}/oauth/authorize`);
    expect(consent.searchParams.get('client_id')).toBe(pipedrive.client.id);
    expect(callback.pathname).toBe('/api/integrations/pipedrive/callback');
    expect(callback.searchParams.get('state')).toBe(consent.searchParams.get('state'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/integrations?pipedrive=connected');
    const listed = await t.app.inject({ url: '/api/integrations', headers: owner.headers });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        provider: 'pipedrive',
        status: 'connected',
        accountId: String(pipedrive.companyId),
        apiBase: pipedrive.base,
        fieldMap: CRM_DEFAULT_FIELD_MAPS.pipedrive,
      }),
    ]);
    const [row] = await t.deps.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.ownerId, owner.user.id));
    expect(row!.accessToken).not.toContain('pd-at-');
    expect(t.deps.cipher.decrypt(row!.accessToken)).toMatch(/^pd-at-/);

    // A server without PIPEDRIVE_CLIENT_ID does not offer it.
    const bare = await createTestApp(kind, {}, { database: t.deps.database });
    try {
      const refused = await bare.app.inject({
        method: 'POST',
        url: '/api/integrations/pipedrive/connect',
        headers: owner.headers,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(crmSentences('pipedrive').notConfigured);
    } finally {
      await bare.close();
    }
  });

  it('makes a person, a lead titled with the company and the message as its note', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    await send(owner.handle, {
      ...visitor,
      email: 'new@example.com',
      company: 'Navy',
      title: 'CTO',
    });
    await send(owner.handle, { ...visitor, email: 'nocompany@example.com' });
    await t.deps.jobs.runOnce();
    const [person] = pipedrive.personByEmail('new@example.com');
    expect(person).toMatchObject({
      name: 'Ada King Lovelace',
      emails: [{ value: 'new@example.com', primary: true }],
      phones: [{ value: '+44 20 7946 0958', primary: true }],
      job_title: 'CTO',
    });
    const [lead] = leadsFor('new@example.com');
    expect(lead!.title).toBe('Ada King Lovelace (Navy)');
    expect(pipedrive.notes.filter((note) => note.lead_id === lead!.id)).toEqual([
      expect.objectContaining({ content: 'Hi &lt;there&gt;<br>See you at the booth' }),
    ]);
    const [plain] = leadsFor('nocompany@example.com');
    expect(plain!.title).toBe('Ada King Lovelace');
    const crm = await crmOf(owner.headers);
    expect(crm.get('new@example.com')).toEqual(synced);
    // What was made is kept with the lead, so a retry never makes it twice.
    const note = pipedrive.notes.find((made) => made.lead_id === lead!.id)!;
    const syncs = await t.deps.database.db.select().from(leadCrmSyncs);
    expect(syncs.map((sync) => sync.remoteIds)).toContainEqual({
      person: String(person!.id),
      lead: lead!.id,
      note: String(note.id),
    });
  });

  it('links the lead to the person Pipedrive already has with that e-mail', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const existing = pipedrive.addPerson({ name: 'Known Person', email: 'Known@Example.com' });
    await send(owner.handle, { ...visitor, email: 'known@example.com' });
    await t.deps.jobs.runOnce();
    expect(pipedrive.personByEmail('known@example.com').map((person) => person.id)).toEqual([
      existing,
    ]);
    expect(pipedrive.persons.get(existing)!.name).toBe('Known Person');
    expect(leadsFor('known@example.com')).toHaveLength(1);
  });

  it('makes no second person or lead: the same visitor twice, or a retry while the index lags', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    await send(owner.handle, { ...visitor, email: 'twice@example.com' });
    await send(owner.handle, { ...visitor, email: 'Twice@example.com', company: 'Later Co' });
    await t.deps.jobs.runOnce();
    expect(pipedrive.personByEmail('twice@example.com')).toHaveLength(1);
    expect(leadsFor('twice@example.com').map((lead) => lead.title)).toEqual([
      'Ada King Lovelace (Later Co)',
    ]);

    // The person is made, then Pipedrive fails on the lead; the index does not show the person.
    pipedrive.lagSearch(true);
    pipedrive.fail('lead', { status: 500 });
    await send(owner.handle, { ...visitor, email: 'halfway@example.com' });
    await t.deps.jobs.runOnce();
    expect((await crmOf(owner.headers)).get('halfway@example.com')).toMatchObject({
      status: 'pending',
    });
    const [person] = pipedrive.personByEmail('halfway@example.com');
    const kept = await t.deps.database.db.select().from(leadCrmSyncs);
    expect(kept.map((sync) => sync.remoteIds)).toContainEqual({ person: String(person!.id) });
    t.clock.advance(10_000);
    await t.deps.jobs.runOnce();
    expect(pipedrive.personByEmail('halfway@example.com')).toHaveLength(1);
    expect(leadsFor('halfway@example.com')).toHaveLength(1);
    expect((await crmOf(owner.headers)).get('halfway@example.com')).toEqual(synced);

    // The visitor writes again a moment later, the index still behind: the same person, and
    // the new message its own lead.
    await send(owner.handle, { ...visitor, email: 'halfway@example.com', message: 'Again' });
    await t.deps.jobs.runOnce();
    pipedrive.catchUp();
    pipedrive.lagSearch(false);
    expect(pipedrive.personByEmail('halfway@example.com')).toHaveLength(1);
    expect(leadsFor('halfway@example.com')).toHaveLength(2);
  });

  it('refreshes an expired token, before use and after a 401', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const tokens = pipedrive.calls.token;
    pipedrive.expireAccessToken();
    await send(owner.handle, { ...visitor, email: 'refresh@example.com' });
    await t.deps.jobs.runOnce();
    expect(pipedrive.calls.token).toBe(tokens + 1);
    expect(leadsFor('refresh@example.com')).toHaveLength(1);
    // Within a minute of its end: refreshed before the call.
    await t.deps.database.db
      .update(crmConnections)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 30_000) })
      .where(eq(crmConnections.ownerId, owner.user.id));
    await send(owner.handle, { ...visitor, email: 'later@example.com' });
    await t.deps.jobs.runOnce();
    expect(pipedrive.calls.token).toBe(tokens + 2);
    expect((await crmOf(owner.headers)).get('later@example.com')).toEqual(synced);
  });

  it("marks a revoked connection 'reconnect_needed', keeps its leads, sends them after reconnecting", async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    pipedrive.revoke();
    await send(owner.handle, { ...visitor, email: 'backlog@example.com' });
    await t.deps.jobs.runOnce();
    const listed = await t.app.inject({ url: '/api/integrations', headers: owner.headers });
    expect(listed.json()[0]).toMatchObject({ status: 'reconnect_needed', waiting: 1 });
    expect((await crmOf(owner.headers)).get('backlog@example.com')).toEqual({
      provider: 'pipedrive',
      status: 'pending',
      error: crmSentences('pipedrive').reconnectNeeded,
    });
    pipedrive.unrevoke();
    await connect(owner.headers);
    await t.deps.jobs.runOnce();
    expect(leadsFor('backlog@example.com')).toHaveLength(1);
    expect((await crmOf(owner.headers)).get('backlog@example.com')).toEqual(synced);
  });

  it('fails a person Pipedrive refuses with its reason, the others go; Retry sends it', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    pipedrive.refuse.set('blocked@example.com', 'Email address is blocked');
    await send(owner.handle, { ...visitor, email: 'blocked@example.com' });
    await send(owner.handle, { ...visitor, email: 'fine@example.com' });
    await t.deps.jobs.runOnce();
    const crm = await crmOf(owner.headers);
    expect(crm.get('blocked@example.com')).toEqual({
      provider: 'pipedrive',
      status: 'failed',
      error: 'Email address is blocked',
    });
    expect(crm.get('fine@example.com')).toEqual(synced);
    pipedrive.refuse.delete('blocked@example.com');
    const lead = (await leadsOf(owner.headers)).find((row) => row.email === 'blocked@example.com');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${lead!.id}/crm-retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    expect((await crmOf(owner.headers)).get('blocked@example.com')).toEqual(synced);
  });

  it('waits out a 429, whole or part-way, as Pipedrive’s headers say, keeping what was made', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    // Before anything was made: the whole call waits.
    pipedrive.fail('search', { status: 429, retryAfter: 4 });
    await send(owner.handle, { ...visitor, email: 'first@example.com' });
    await t.deps.jobs.runOnce();
    expect(pipedrive.personByEmail('first@example.com')).toHaveLength(0);
    t.clock.advance(4_500);
    await t.deps.jobs.runOnce();
    expect((await crmOf(owner.headers)).get('first@example.com')).toEqual(synced);

    // Part-way: a visitor's person is made, then its lead meets the limit; the visitor beside
    // it (two lanes at once) goes or waits, and nothing is made twice.
    pipedrive.fail('lead', { status: 429, retryAfter: 7 });
    await send(owner.handle, { ...visitor, email: 'one@example.com' });
    await send(owner.handle, { ...visitor, email: 'two@example.com' });
    await t.deps.jobs.runOnce();
    const waiting = await crmOf(owner.headers);
    const halted = ['one@example.com', 'two@example.com'].filter(
      (email) => waiting.get(email)?.status === 'pending' && leadsFor(email).length === 0,
    );
    expect(halted.length).toBeGreaterThan(0);
    const [madeFirst] = pipedrive.personByEmail(halted[0]!);
    const kept = await t.deps.database.db.select().from(leadCrmSyncs);
    expect(kept.map((sync) => sync.remoteIds)).toContainEqual({ person: String(madeFirst!.id) });
    t.clock.advance(6_000);
    await t.deps.jobs.runOnce();
    expect(leadsFor(halted[0]!)).toHaveLength(0);
    t.clock.advance(1_500);
    await t.deps.jobs.runOnce();
    for (const email of ['one@example.com', 'two@example.com']) {
      expect(pipedrive.personByEmail(email)).toHaveLength(1);
      expect(leadsFor(email)).toHaveLength(1);
      expect((await crmOf(owner.headers)).get(email)).toEqual(synced);
    }
  });

  it('lists the person fields a lead can fill, and fills the mapped custom field', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const call = callAs(t);
    const fields = await call('GET', '/api/integrations/pipedrive/fields', owner.headers);
    expect(fields.statusCode).toBe(200);
    const names = (fields.json() as Array<{ name: string }>).map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['first_name', 'phone', 'job_title']));
    expect(fields.json()).toContainEqual({
      name: PIPEDRIVE_CUSTOM_FIELDS.badge,
      label: 'Badge',
      type: 'varchar',
    });
    for (const absent of [
      'email',
      'org_id',
      'open_deals_count',
      PIPEDRIVE_CUSTOM_FIELDS.interest,
    ]) {
      expect(names).not.toContain(absent);
    }
    const unknown = await call('PUT', '/api/integrations/pipedrive', owner.headers, {
      fieldMap: { ...CRM_DEFAULT_FIELD_MAPS.pipedrive, title: 'no_such_field' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no_such_field');
    const mapped = await call('PUT', '/api/integrations/pipedrive', owner.headers, {
      fieldMap: { ...CRM_DEFAULT_FIELD_MAPS.pipedrive, title: PIPEDRIVE_CUSTOM_FIELDS.badge },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    await send(owner.handle, { ...visitor, email: 'badge@example.com', title: 'Speaker' });
    await t.deps.jobs.runOnce();
    const [person] = pipedrive.personByEmail('badge@example.com');
    expect(person!.custom_fields).toEqual({ [PIPEDRIVE_CUSTOM_FIELDS.badge]: 'Speaker' });
    expect(person).not.toHaveProperty('job_title');
  });

  it('makes a person of their own for each lead met without an e-mail, searching for none', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    // A salesperson's person in Pipedrive, with Ines's number: never taken for her.
    const stranger = pipedrive.addPerson({ name: 'Someone Else', email: 'else@example.com' });
    pipedrive.persons.get(stranger)!.phones = [
      { value: MET_WITHOUT_EMAIL[0].phone, primary: true },
    ];
    const searches = pipedrive.calls.search;
    const ids = await captureInPerson(t, owner.headers);
    await t.deps.jobs.runOnce();
    expect(pipedrive.calls.search).toBe(searches);
    for (const person of MET_WITHOUT_EMAIL) {
      const made = [...pipedrive.persons.values()].filter(
        (each) => each.id !== stranger && each.phones.some(({ value }) => value === person.phone),
      );
      expect(made, person.firstName).toHaveLength(1);
      expect(made[0]).toMatchObject({
        name: `${person.firstName} ${person.lastName}`,
        emails: [],
        job_title: person.title,
      });
      const lead = [...pipedrive.leads.values()].filter((each) => each.person_id === made[0]!.id);
      expect(lead.map((each) => each.title)).toEqual([
        `${person.firstName} ${person.lastName} (${person.company})`,
      ]);
    }
    expect(pipedrive.persons.get(stranger)!.name).toBe('Someone Else');
    expect([...pipedrive.leads.values()].some((lead) => lead.person_id === stranger)).toBe(false);
    const states = await crmStatesById(t, owner.headers);
    for (const id of ids) expect(states.get(id)).toEqual([synced]);
  });
});
