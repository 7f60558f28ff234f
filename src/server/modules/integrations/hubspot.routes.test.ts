import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmConnections, leadCrmSyncs, teamMembers } from '#server/db/schema';
import { crmSentences } from '#shared/copy/crm';
import { CRM_DEFAULT_FIELD_MAPS } from '#shared/schemas/integrations';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import {
  captureInPerson,
  crmStatesById,
  MET_WITHOUT_EMAIL,
} from '#tests/support/crm/met-in-person';
import { cookieOf } from '#tests/support/crm/round-trip';
import { startHubSpotStandIn } from '#tests/support/hubspot-stand-in';
import { callAs, teamWithMember } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// HubSpot, natively (docs/product.md#integrations), against a local stand-in of its OAuth and CRM
// v3 endpoints: the connect round trip and its state (bound to the browser that started it), tokens
// encrypted at rest and refreshed on 401, 429 back-off, upsert by e-mail (no duplicate contact),
// reconnection and its backlog, the team's.

const visitor = {
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Hi',
};

describe.each(databaseKinds)('HubSpot on %s', (kind) => {
  let t: TestApp;
  let hubspot: Awaited<ReturnType<typeof startHubSpotStandIn>>;
  let codes = 0;
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

  /**
   * The round trip: connect, HubSpot's consent page (the stand-in's code), the callback, in the
   * same browser (its cookie) unless `browser` says what another one sends instead.
   */
  async function connect(
    headers: Record<string, string>,
    url = '/api/integrations/hubspot/connect',
    { browser, between }: { browser?: string | null; between?: () => Promise<void> } = {},
  ) {
    const started = await t.app.inject({ method: 'POST', url, headers });
    expect(started.statusCode, started.body).toBe(200);
    const setCookie = started.headers['set-cookie'];
    const consent = new URL(started.json().url as string);
    codes += 1;
    const code = `code-${codes}`;
    hubspot.code(code);
    const state = consent.searchParams.get('state')!;
    await between?.();
    const cookie = browser === undefined ? cookieOf(setCookie) : browser;
    const back = await t.app.inject({
      url: `/api/integrations/hubspot/callback?code=${code}&state=${encodeURIComponent(state)}`,
      headers: cookie ? { cookie } : {},
    });
    return { consent, state, back, setCookie, cookie: cookieOf(setCookie) };
  }
  const connections = async () =>
    (await t.deps.database.db.select({ n: count() }).from(crmConnections))[0]!.n;
  const send = (key: string, payload: object = visitor) =>
    t.app.inject({ method: 'POST', url: `/api/card-profiles/public/${key}/send-message`, payload });
  const leadsOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/messages', headers })).json() as Array<{
      id: string;
      email: string;
      crm: Array<{ provider: string; status: string; error: string | null }>;
    }>;

  it('connects through HubSpot with a single-use state and keeps the tokens encrypted', async () => {
    const owner = await ownerWithHandle(t);
    const { consent, state, back } = await connect(owner.headers);
    expect(consent.origin + consent.pathname).toBe(`${hubspot.base}/oauth/authorize`);
    expect(consent.searchParams.get('client_id')).toBe(hubspot.client.id);
    expect(consent.searchParams.get('redirect_uri')).toBe(
      `${t.config.appUrl}/api/integrations/hubspot/callback`,
    );
    expect(consent.searchParams.get('scope')).toContain('crm.objects.contacts.write');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/integrations?hubspot=connected');
    const listed = await t.app.inject({ url: '/api/integrations', headers: owner.headers });
    expect(listed.json()).toEqual([
      expect.objectContaining({ provider: 'hubspot', status: 'connected', accountId: '4242' }),
    ]);
    const [row] = await t.deps.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.ownerId, owner.user.id));
    expect(row!.accessToken).not.toContain('at-');
    expect(t.deps.cipher.decrypt(row!.accessToken)).toMatch(/^at-/);

    // Reused, forged or missing (from a browser whose cookie holds it, or none: the first use
    // cleared it, so a reload of the link has none): refused before HubSpot is asked anything,
    // on the Integrations screen, which says so in a sentence.
    for (const [query, cookie] of [
      [`code=x&state=${state}`, `cc_hubspot_state=${state}`],
      [`code=x&state=${state}`, ''],
      ['code=x&state=forged', 'cc_hubspot_state=forged'],
      ['code=x&state=forged', ''],
      ['code=x', ''],
    ] as const) {
      const refused = await t.app.inject({
        url: `/api/integrations/hubspot/callback?${query}`,
        headers: cookie ? { cookie } : {},
      });
      expect(refused.statusCode, query).toBe(303);
      expect(refused.headers.location).toBe('/integrations?hubspot=expired');
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/integrations/hubspot/connect' })).statusCode,
    ).toBe(401);
  });

  it('sets a short-lived HttpOnly, SameSite=Lax cookie for the callback only, and clears it there', async () => {
    const owner = await ownerWithHandle(t);
    const { setCookie, back } = await connect(owner.headers);
    expect(setCookie).toMatch(
      /^cc_hubspot_state=[\w-]{43}; Path=\/api\/integrations\/hubspot\/callback; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers['set-cookie']).toBe(
      'cc_hubspot_state=; Path=/api/integrations/hubspot/callback; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('refuses a callback from a browser other than the one that started, and connects none', async () => {
    const owner = await ownerWithHandle(t);
    const other = await ownerWithHandle(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/hubspot/connect',
      headers: other.headers,
    });
    const before = await connections();
    // The owner's consent link, approved in a browser with no cookie, or with another
    // connect's cookie (someone else's browser): refused, and nothing is connected.
    for (const browser of [null, cookieOf(theirs.headers['set-cookie']), 'cc_hubspot_state=x']) {
      const { back } = await connect(owner.headers, undefined, { browser });
      expect(back.statusCode, String(browser)).toBe(303);
      expect(back.headers.location).toBe('/integrations?hubspot=other_browser');
      expect(back.headers['set-cookie']).toContain('Max-Age=0');
    }
    expect(await connections()).toBe(before);
    const listed = await t.app.inject({ url: '/api/integrations', headers: owner.headers });
    expect(listed.json()).toEqual([]);

    // The browser that started still connects.
    const { back } = await connect(owner.headers);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/integrations?hubspot=connected');
    expect(
      (await t.app.inject({ url: '/api/integrations', headers: owner.headers })).json(),
    ).toEqual([expect.objectContaining({ status: 'connected' })]);
  });

  it("refuses a team's callback when the admin who started it is no longer an admin", async () => {
    const { member, teamId } = await teamWithMember(t, 'Demoted Co');
    const setRole = async (role: 'admin' | 'member') => {
      await t.deps.database.db
        .update(teamMembers)
        .set({ role })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, member.id)));
    };
    await setRole('admin');
    const url = `/api/teams/${teamId}/integrations/hubspot/connect`;
    const before = await connections();
    const { back } = await connect(member.headers, url, { between: () => setRole('member') });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/integrations?hubspot=team_access_lost');
    expect(await connections()).toBe(before);

    // Still an admin at the callback: connected.
    await setRole('admin');
    const kept = await connect(member.headers, url);
    expect(kept.back.headers.location).toBe('/team/integrations?hubspot=connected');
  });

  it('upserts each lead by e-mail, so the same visitor twice is one contact', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const before = hubspot.created();
    await send(owner.handle, {
      ...visitor,
      email: 'grace.visitor@example.com',
      company: 'Navy',
      title: 'Rear Admiral',
    });
    await send(owner.handle, {
      ...visitor,
      email: 'Grace.Visitor@example.com',
      message: 'Second note',
    });
    await t.deps.jobs.runOnce();
    expect(hubspot.created() - before).toBe(1);
    const contact = hubspot.contacts.get('grace.visitor@example.com')!;
    expect(contact.properties).toMatchObject({
      firstname: 'Ada',
      lastname: 'King Lovelace',
      company: 'Navy',
      jobtitle: 'Rear Admiral',
      phone: '+44 20 7946 0958',
    });
    expect((await leadsOf(owner.headers)).map((lead) => lead.crm)).toEqual([
      [{ provider: 'hubspot', status: 'synced', error: null }],
      [{ provider: 'hubspot', status: 'synced', error: null }],
    ]);
  });

  it('refreshes the token on a 401 and waits out a 429 as Retry-After says', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    hubspot.expireAccessToken();
    await send(owner.handle, { ...visitor, email: 'refresh@example.com' });
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('refresh@example.com')).toBe(true);

    hubspot.nextAnswers.push({ status: 429, retryAfter: 7 });
    await send(owner.handle, { ...visitor, email: 'busy@example.com' });
    await t.deps.jobs.runOnce();
    const [waiting] = await leadsOf(owner.headers);
    expect(waiting!.crm).toMatchObject([{ status: 'pending' }]);
    t.clock.advance(6_000);
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('busy@example.com')).toBe(false);
    t.clock.advance(1_500);
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('busy@example.com')).toBe(true);
  });

  it("marks a revoked connection 'reconnect_needed', keeps its leads, and sends them after reconnecting", async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    hubspot.revoke();
    await send(owner.handle, { ...visitor, email: 'backlog@example.com' });
    await t.deps.jobs.runOnce();
    const [listed] = (
      await t.app.inject({ url: '/api/integrations', headers: owner.headers })
    ).json();
    expect(listed).toMatchObject({ status: 'reconnect_needed', waiting: 1 });
    expect((await leadsOf(owner.headers))[0]!.crm).toEqual([
      { provider: 'hubspot', status: 'pending', error: crmSentences('hubspot').reconnectNeeded },
    ]);
    hubspot.unrevoke();
    await connect(owner.headers);
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('backlog@example.com')).toBe(true);
    expect((await leadsOf(owner.headers))[0]!.crm).toEqual([
      { provider: 'hubspot', status: 'synced', error: null },
    ]);
  });

  it('fails a lead HubSpot refuses, says why, and sends it again on Retry', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    hubspot.nextAnswers.push({ status: 400 });
    await send(owner.handle, { ...visitor, email: 'refused@example.com' });
    await t.deps.jobs.runOnce();
    const [lead] = await leadsOf(owner.headers);
    expect(lead!.crm).toEqual([{ provider: 'hubspot', status: 'failed', error: 'forced 400' }]);
    const other = await ownerWithHandle(t);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/messages/${lead!.id}/crm-retry`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${lead!.id}/crm-retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    expect((await leadsOf(owner.headers))[0]!.crm).toEqual([
      { provider: 'hubspot', status: 'synced', error: null },
    ]);

    // A partial failure (207): the refused contact fails with HubSpot's reason, the other is sent.
    hubspot.refuse.add('partial-bad@example.com');
    await send(owner.handle, { ...visitor, email: 'partial-bad@example.com' });
    await send(owner.handle, { ...visitor, email: 'partial-good@example.com' });
    await t.deps.jobs.runOnce();
    const partial = new Map((await leadsOf(owner.headers)).map((row) => [row.email, row.crm]));
    expect(partial.get('partial-bad@example.com')).toEqual([
      {
        provider: 'hubspot',
        status: 'failed',
        error: 'Property values were not valid: partial-bad@example.com',
      },
    ]);
    expect(partial.get('partial-good@example.com')).toEqual([
      { provider: 'hubspot', status: 'synced', error: null },
    ]);

    // A 5xx is retried on the schedule, unspent leads keep their place.
    hubspot.nextAnswers.push({ status: 503 });
    await send(owner.handle, { ...visitor, email: 'later@example.com' });
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('later@example.com')).toBe(false);
    t.clock.advance(10_000);
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('later@example.com')).toBe(true);
  });

  it('fills the properties the owner mapped, and the fixed values, on every contact', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const mapped = await callAs(t)('PUT', '/api/integrations/hubspot', owner.headers, {
      fixedValues: { lead_source: 'Trade show' },
      fieldMap: {
        firstName: 'firstname',
        lastName: 'lastname',
        phone: '',
        company: 'company',
        title: 'role_title',
        message: 'message',
        source: 'lead_channel',
        consent: '',
      },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().fieldMap).toMatchObject({ title: 'role_title', phone: '' });
    await send(owner.handle, {
      ...visitor,
      email: 'mapped@example.com',
      title: 'CFO',
      source: 'qr',
    });
    await t.deps.jobs.runOnce();
    const contact = hubspot.contacts.get('mapped@example.com')!;
    expect(contact.properties).toMatchObject({
      role_title: 'CFO',
      lead_channel: 'qr',
      lead_source: 'Trade show',
    });
    expect(contact.properties).not.toHaveProperty('phone');
    expect(contact.properties).not.toHaveProperty('jobtitle');
    const bad = await callAs(t)('PUT', '/api/integrations/hubspot', owner.headers, {
      fieldMap: { ...mapped.json().fieldMap, title: 'Job Title!' },
    });
    expect(bad.statusCode).toBe(400);
    // A property HubSpot does not have: 400 naming it, and the saved map is kept.
    const unknown = await callAs(t)('PUT', '/api/integrations/hubspot', owner.headers, {
      fieldMap: { ...mapped.json().fieldMap, title: 'no_such_property' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no_such_property');
    const fields = await callAs(t)('GET', '/api/integrations/hubspot/fields', owner.headers);
    expect(fields.json()).toContainEqual({ name: 'jobtitle', label: 'Job Title', type: 'string' });
    expect(fields.json().map((field: { name: string }) => field.name)).not.toContain(
      'hs_object_id',
    );
    const kept = await callAs(t)('GET', '/api/integrations', owner.headers);
    expect(kept.json()[0].fieldMap.title).toBe('role_title');
  });

  it("sends a team lead's department where the team's admin maps it, and nowhere unmapped", async () => {
    const { admin, member, teamId, memberId } = await teamWithMember(t);
    const call = callAs(t);
    await connect(admin.headers, `/api/teams/${teamId}/integrations/hubspot/connect`);
    await t.subscribe(member.id);
    const card = member.cards[0]!;
    const { cards: cardsTable } = await import('#server/db/schema');
    await t.deps.database.db.update(cardsTable).set({ teamId }).where(eq(cardsTable.id, card.id));
    const sales = await call('POST', `/api/teams/${teamId}/departments`, admin.headers, {
      name: 'Sales',
    });
    const moved = await call('PATCH', `/api/teams/${teamId}/members/${memberId}`, admin.headers, {
      departmentId: sales.json().id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await send(card.uuid, { ...visitor, email: 'unmapped@example.com' });
    await t.deps.jobs.runOnce();
    const unmapped = hubspot.contacts.get('unmapped@example.com')!;
    expect(Object.values(unmapped.properties)).not.toContain('Sales');

    const mapped = await call('PUT', `/api/teams/${teamId}/integrations/hubspot`, admin.headers, {
      fieldMap: { ...CRM_DEFAULT_FIELD_MAPS.hubspot, department: 'cc_department' },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().fieldMap.department).toBe('cc_department');
    await send(card.uuid, { ...visitor, email: 'sales-lead@example.com' });
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.get('sales-lead@example.com')!.properties).toMatchObject({
      email: 'sales-lead@example.com',
      cc_department: 'Sales',
    });
  });

  it("sends a team card's leads to the team's HubSpot only; fixed values and disconnecting", async () => {
    const { admin, member, teamId } = await teamWithMember(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/integrations/hubspot/connect`,
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);
    const { back } = await connect(
      admin.headers,
      `/api/teams/${teamId}/integrations/hubspot/connect`,
    );
    expect(back.headers.location).toBe('/team/integrations?hubspot=connected');
    await connect(member.headers); // the member's own HubSpot
    await t.subscribe(member.id);
    const card = member.cards[0]!;
    const { cards: cardsTable } = await import('#server/db/schema');
    await t.deps.database.db.update(cardsTable).set({ teamId }).where(eq(cardsTable.id, card.id));
    expect((await send(card.uuid, { ...visitor, email: 'team-lead@example.com' })).statusCode).toBe(
      200,
    );
    const syncs = await t.deps.database.db
      .select()
      .from(leadCrmSyncs)
      .innerJoin(crmConnections, eq(crmConnections.id, leadCrmSyncs.connectionId));
    const mine = syncs.filter(
      (row) => row.crm_connections.teamId === teamId || row.crm_connections.ownerId === member.id,
    );
    expect(mine.map((row) => row.crm_connections.teamId)).toEqual([teamId]);

    const call = callAs(t);
    const fixed = await call('PUT', '/api/integrations/hubspot', member.headers, {
      fixedValues: { lead_source: 'Trade show' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(
      (
        await call('PUT', '/api/integrations/hubspot', member.headers, {
          fixedValues: { 'Bad Name': 'x' },
        })
      ).statusCode,
    ).toBe(400);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/integrations/hubspot',
      headers: member.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/integrations/hubspot',
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('creates a contact of its own for each lead met without an e-mail, never one for two', async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    const before = hubspot.created();
    const upserts = hubspot.upserts.length;
    const ids = await captureInPerson(t, owner.headers);
    await t.deps.jobs.runOnce();
    // Two contacts, by the create call: the batch upsert by e-mail was never asked.
    expect(hubspot.created() - before).toBe(2);
    expect(hubspot.upserts.length).toBe(upserts);
    const made = [...hubspot.withoutEmail.values()];
    for (const person of MET_WITHOUT_EMAIL) {
      const contact = made.filter((each) => each.properties.phone === person.phone);
      expect(contact, person.firstName).toHaveLength(1);
      expect(contact[0]!.properties).toEqual({
        firstname: person.firstName,
        lastname: person.lastName,
        phone: person.phone,
        company: person.company,
        jobtitle: person.title,
      });
    }
    const states = await crmStatesById(t, owner.headers);
    for (const id of ids) {
      expect(states.get(id)).toEqual([{ provider: 'hubspot', status: 'synced', error: null }]);
    }

    // In one batch with a visitor who has an e-mail: the visitor by the upsert, the others one
    // by one; a 429 part-way leaves the rest for later, and nothing is made twice.
    await send(owner.handle, { ...visitor, email: 'with-email@example.com' });
    const [first, second] = await captureInPerson(t, owner.headers, [
      { firstName: 'Lena', lastName: 'Berg', phone: '+49 40 3333333' },
      { firstName: 'Kai', lastName: 'Storm', phone: '+49 40 4444444' },
    ]);
    hubspot.createAnswers.push(null, { status: 429, retryAfter: 3 });
    const made2 = hubspot.created();
    await t.deps.jobs.runOnce();
    expect(hubspot.contacts.has('with-email@example.com')).toBe(true);
    const part = await crmStatesById(t, owner.headers);
    expect([part.get(first!)![0]!.status, part.get(second!)![0]!.status].sort()).toEqual([
      'pending',
      'synced',
    ]);
    expect(hubspot.created() - made2).toBe(2);
    t.clock.advance(3_500);
    await t.deps.jobs.runOnce();
    expect(hubspot.created() - made2).toBe(3);
    const done = await crmStatesById(t, owner.headers);
    for (const id of [first!, second!]) {
      expect(done.get(id)).toEqual([{ provider: 'hubspot', status: 'synced', error: null }]);
    }
    const phones = [...hubspot.withoutEmail.values()].map((each) => each.properties.phone);
    expect(phones.filter((phone) => phone === '+49 40 4444444')).toHaveLength(1);
    expect(phones.filter((phone) => phone === '+49 40 3333333')).toHaveLength(1);

    // A contact HubSpot refuses fails with its reason; the lead list's Retry sends it again.
    hubspot.createAnswers.push({ status: 400 });
    const [refused] = await captureInPerson(t, owner.headers, [
      { firstName: 'Rita', lastName: 'Vogel', phone: '+49 40 5555555' },
    ]);
    await t.deps.jobs.runOnce();
    expect((await crmStatesById(t, owner.headers)).get(refused!)).toEqual([
      { provider: 'hubspot', status: 'failed', error: 'forced 400' },
    ]);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${refused}/crm-retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    expect((await crmStatesById(t, owner.headers)).get(refused!)).toEqual([
      { provider: 'hubspot', status: 'synced', error: null },
    ]);
  });
});
