import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, crmConnections, leadCrmSyncs, leads } from '#server/db/schema';
import { crmSentences, SALESFORCE_NO_COMPANY } from '#shared/copy/crm';
import { CRM_DEFAULT_FIELD_MAPS } from '#shared/schemas/integrations';
import { ownerWithHandle } from '#tests/support/console-fixtures';
import {
  captureInPerson,
  crmStatesById,
  MET_WITHOUT_EMAIL,
} from '#tests/support/crm/met-in-person';
import { connectThroughConsent, crmStatesByEmail } from '#tests/support/crm/round-trip';
import { startSalesforceStandIn } from '#tests/support/crm/salesforce-stand-in';
import { callAs, teamWithMember } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// Salesforce (docs/product.md#integrations), against a local stand-in of its OAuth endpoints and
// REST API written from Salesforce's documentation: the web server flow with PKCE, the upsert
// by e-mail (Contact, then Lead, else a new Lead), 200 records a call, session refresh,
// reconnection, per-record refusals, rate limits, the field list and map, the team's.

const visitor = {
  name: 'Ada King Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'Met at the booth',
};
type Headers = Record<string, string>;

describe.each(databaseKinds)('Salesforce on %s', (kind) => {
  let t: TestApp;
  let sf: Awaited<ReturnType<typeof startSalesforceStandIn>>;
  beforeAll(async () => {
    sf = await startSalesforceStandIn();
    t = await createTestApp(kind, {
      SALESFORCE_CLIENT_ID: sf.client.id,
      SALESFORCE_CLIENT_SECRET: sf.client.secret,
      SALESFORCE_LOGIN_URL: sf.base,
      DATA_ENCRYPTION_KEY: 'test-data-encryption-key-0123456789-abcdef',
    });
  });
  afterAll(async () => {
    await t.close();
    await sf.close();
  });

  /**
   * The round trip: connect, Salesforce's consent page (the stand-in redirects back at once
   * with a code bound to the code_challenge it was shown), the callback in the same browser.
   */
  const connect = (
    headers: Headers,
    url = '/api/integrations/salesforce/connect',
    tamper?: (consent: URL) => void,
  ) => connectThroughConsent(t, { url, headers, ...(tamper ? { tamper } : {}) });
  const send = (key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${key}/send-message`,
      payload: { ...visitor, ...payload },
    });
  const crmOf = (headers: Headers) => crmStatesByEmail(t, headers);
  const synced = [{ provider: 'salesforce', status: 'synced', error: null }];
  const connected = async () => {
    const owner = await ownerWithHandle(t);
    await connect(owner.headers);
    return owner;
  };

  it('connects through the web server flow with PKCE and names the org', async () => {
    const owner = await ownerWithHandle(t);
    const { consent, back } = await connect(owner.headers);
    expect(consent.origin + consent.pathname).toBe(`${sf.base}/services/oauth2/authorize`);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: sf.client.id,
      redirect_uri: `${t.config.appUrl}/api/integrations/salesforce/callback`,
      scope: 'api refresh_token',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/integrations?salesforce=connected');
    const listed = await t.app.inject({ url: '/api/integrations', headers: owner.headers });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        provider: 'salesforce',
        status: 'connected',
        accountId: sf.orgId,
        apiBase: sf.base,
        fixedValues: { LeadSource: 'Catalyst Connect' },
      }),
    ]);

    // A code issued for another challenge (an intercepted one): our verifier does not match it.
    const other = await ownerWithHandle(t);
    const stolen = await connect(other.headers, undefined, (url) =>
      url.searchParams.set('code_challenge', 'A'.repeat(43)),
    );
    expect(stolen.back.headers.location).toBe('/integrations?salesforce=failed');

    // A server without SALESFORCE_CLIENT_ID does not offer it.
    const bare = await createTestApp(kind, {}, { database: t.deps.database });
    const refused = await bare.app.inject({
      method: 'POST',
      url: '/api/integrations/salesforce/connect',
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(crmSentences('salesforce').notConfigured);
    await bare.close();
  });

  it('updates the Contact with the e-mail, else the unconverted Lead, else creates a Lead', async () => {
    const owner = await connected();
    const contactId = sf.addContact({ Email: 'Known.Contact@example.com', LastName: 'Known' });
    const leadId = sf.addLead({
      Email: 'known.lead@example.com',
      LastName: 'L',
      Company: 'Real Co',
    });
    sf.addLead({ Email: 'cher@example.com', LastName: 'Old', Company: 'X', IsConverted: true });
    await send(owner.handle, { email: 'known.contact@example.com', company: 'Navy', title: 'CTO' });
    await send(owner.handle, { email: 'known.lead@example.com', phone: '+1 555 0100' });
    await send(owner.handle, { email: 'cher@example.com', name: 'Cher' });
    await t.deps.jobs.runOnce();

    // A Contact has no Company: it gets the fields it has (the stand-in refuses any other).
    expect(sf.find('Contact', 'known.contact@example.com')).toEqual([
      expect.objectContaining({
        Id: contactId,
        FirstName: 'Ada',
        LastName: 'King Lovelace',
        Title: 'CTO',
        Description: 'Met at the booth',
        LeadSource: 'Catalyst Connect',
      }),
    ]);
    expect(sf.find('Contact', 'known.contact@example.com')[0]).not.toHaveProperty('Company');
    expect(sf.find('Lead', 'known.contact@example.com')).toEqual([]);
    // The visitor gave no company: the Lead's real one stays.
    expect(sf.find('Lead', 'known.lead@example.com')).toEqual([
      expect.objectContaining({ Id: leadId, Company: 'Real Co', Phone: '+1 555 0100' }),
    ]);
    // Only a converted Lead had that e-mail: a new Lead, a one-word name as its LastName.
    const [, made] = sf.find('Lead', 'cher@example.com');
    expect(made).toMatchObject({
      LastName: 'Cher',
      Company: SALESFORCE_NO_COMPANY,
      Email: 'cher@example.com',
      LeadSource: 'Catalyst Connect',
      IsConverted: false,
    });
    expect(made).not.toHaveProperty('FirstName');
    expect([...(await crmOf(owner.headers)).values()].map((lead) => lead.crm)).toEqual([
      synced,
      synced,
      synced,
    ]);
  });

  it("owns a new Lead by the member's active Salesforce user; one visitor stays one Lead", async () => {
    const owner = await connected();
    sf.addUser(owner.user.email, false);
    const userId = sf.addUser(owner.user.email.toUpperCase());
    const long = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft';
    await send(owner.handle, { email: 'twice@example.com', company: 'Navy' });
    await send(owner.handle, { email: 'Twice@example.com', title: 'Admiral' });
    await t.deps.jobs.runOnce();
    await send(owner.handle, { email: 'twice@example.com', message: 'Later', name: `${long} A` });
    await t.deps.jobs.runOnce();
    expect(sf.find('Lead', 'twice@example.com')).toEqual([
      expect.objectContaining({
        OwnerId: userId,
        FirstName: long.slice(0, 40), // Salesforce's length, not the whole name refused
        Company: 'Navy',
        Title: 'Admiral',
        Description: 'Later',
      }),
    ]);
  });

  it('writes 200 records a call, reads every page of a query, and duplicates no one', async () => {
    const owner = await connected();
    const [connection] = await t.deps.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.ownerId, owner.user.id));
    const existing = [1, 2, 3].map((i) =>
      sf.addLead({ Email: `bulk-${i}@example.com`, LastName: 'Earlier', Company: 'Co' }),
    );
    const emails = Array.from({ length: 250 }, (_, i) => `bulk-${i}@example.com`);
    emails[249] = emails[0]!; // the same visitor in both batches
    const made = await t.deps.database.db
      .insert(leads)
      .values(
        emails.map((email, i) => ({
          cardId: owner.card.id,
          ownerId: owner.user.id,
          name: `Visitor ${i}`,
          email,
          phone: '',
          message: '',
        })),
      )
      .returning({ id: leads.id });
    const now = t.clock.now();
    await t.deps.database.db.insert(leadCrmSyncs).values(
      made.map(({ id }, i) => ({
        leadId: id,
        connectionId: connection!.id,
        nextAttemptAt: new Date(now.getTime() - 1000 + i),
        createdAt: now,
      })),
    );
    const restCalls = () =>
      [...sf.calls].reduce((sum, [call, n]) => sum + (call.includes('/data/') ? n : 0), 0);
    const [callsBefore, writesBefore] = [restCalls(), sf.writes.length];
    sf.settings.pageSize = 2;
    await t.deps.jobs.runOnce();
    sf.settings.pageSize = 2000;
    // Two batches, one after the other (a connection has one in flight), each: a query on
    // Contact, Lead (two pages here) and User, a PATCH where it updates and a POST.
    const posts = sf.writes.slice(writesBefore).filter((write) => write.method === 'POST');
    expect(posts.reduce((sum, write) => sum + write.size, 0)).toBe(246);
    expect(posts).toHaveLength(2);
    expect(posts.every((write) => write.size <= 200)).toBe(true);
    expect(restCalls() - callsBefore).toBeLessThanOrEqual(18);
    for (const email of new Set(emails)) expect(sf.find('Lead', email), email).toHaveLength(1);
    expect(sf.find('Lead', 'bulk-2@example.com')[0]).toMatchObject({ Id: existing[1] });
    const states = await t.deps.database.db
      .select({ status: leadCrmSyncs.status })
      .from(leadCrmSyncs)
      .where(eq(leadCrmSyncs.connectionId, connection!.id));
    expect(states.filter((row) => row.status === 'synced')).toHaveLength(250);
  });

  it('refreshes an expired session; a refused refresh waits for reconnecting', async () => {
    const owner = await connected();
    const tokenCalls = sf.count('POST /services/oauth2/token');
    sf.expireAccessTokens();
    await send(owner.handle, { email: 'refresh@example.com' });
    await t.deps.jobs.runOnce();
    expect(sf.find('Lead', 'refresh@example.com')).toHaveLength(1);
    expect(sf.count('POST /services/oauth2/token') - tokenCalls).toBe(1);

    sf.revoke();
    await send(owner.handle, { email: 'backlog@example.com' });
    await t.deps.jobs.runOnce();
    const [listed] = (await callAs(t)('GET', '/api/integrations', owner.headers)).json();
    expect(listed).toMatchObject({ status: 'reconnect_needed', waiting: 1 });
    expect((await crmOf(owner.headers)).get('backlog@example.com')!.crm).toEqual([
      {
        provider: 'salesforce',
        status: 'pending',
        error: crmSentences('salesforce').reconnectNeeded,
      },
    ]);
    expect(sf.find('Lead', 'backlog@example.com')).toEqual([]);
    const { back } = await connect(owner.headers);
    expect(back.headers.location).toBe('/integrations?salesforce=connected');
    await t.deps.jobs.runOnce();
    expect(sf.find('Lead', 'backlog@example.com')).toHaveLength(1);
    expect((await crmOf(owner.headers)).get('backlog@example.com')!.crm).toEqual(synced);
  });

  it('fails a record Salesforce refuses with its reason, and Retry delivers it', async () => {
    const owner = await connected();
    sf.refuse.add('picky@example.com');
    await send(owner.handle, { email: 'picky@example.com' });
    await send(owner.handle, { email: 'fine@example.com' });
    await t.deps.jobs.runOnce();
    const listed = await crmOf(owner.headers);
    expect(listed.get('picky@example.com')!.crm).toEqual([
      {
        provider: 'salesforce',
        status: 'failed',
        error: 'Visitor_Check: Sales does not accept picky@example.com',
      },
    ]);
    expect(listed.get('fine@example.com')!.crm).toEqual(synced);
    sf.refuse.delete('picky@example.com');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${listed.get('picky@example.com')!.id}/crm-retry`,
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    await t.deps.jobs.runOnce();
    expect((await crmOf(owner.headers)).get('picky@example.com')!.crm).toEqual(synced);
    expect(sf.find('Lead', 'picky@example.com')).toHaveLength(1);
  });

  it('waits as a 429 Retry-After or REQUEST_LIMIT_EXCEEDED says, and retries a 500', async () => {
    const owner = await connected();
    const cases = [
      { forced: { status: 429, retryAfter: 7 }, waitMs: 7_000 },
      { forced: { status: 500 }, waitMs: 10_000 },
      // Last: ten minutes outlast the owner's sign-in, and the lead list is not read after it.
      { forced: { status: 403, errorCode: 'REQUEST_LIMIT_EXCEEDED' }, waitMs: 600_000 },
    ];
    for (const [i, { forced, waitMs }] of cases.entries()) {
      const email = `busy-${i}@example.com`;
      sf.nextAnswers.push(forced);
      await send(owner.handle, { email });
      await t.deps.jobs.runOnce();
      expect((await crmOf(owner.headers)).get(email)!.crm, email).toMatchObject([
        { status: 'pending', error: `forced ${forced.status}` },
      ]);
      t.clock.advance(waitMs - 1_000);
      await t.deps.jobs.runOnce();
      expect(sf.find('Lead', email), email).toEqual([]);
      t.clock.advance(1_500);
      await t.deps.jobs.runOnce();
      expect(sf.find('Lead', email), email).toHaveLength(1);
    }
  });

  it("lists the Lead's createable fields and fills the ones the owner maps", async () => {
    const owner = await connected();
    const call = callAs(t);
    const fields = await call('GET', '/api/integrations/salesforce/fields', owner.headers);
    expect(fields.statusCode).toBe(200);
    expect(fields.json()).toContainEqual({ name: 'Company', label: 'Company', type: 'string' });
    expect(fields.json()).toContainEqual({
      name: 'Badge_Code__c',
      label: 'Badge Code',
      type: 'string',
    });
    const names = fields.json().map((field: { name: string }) => field.name);
    for (const readOnly of ['Id', 'IsConverted', 'CreatedDate'])
      expect(names).not.toContain(readOnly);

    const fieldMap = { ...CRM_DEFAULT_FIELD_MAPS.salesforce, title: 'Badge_Code__c' };
    const mapped = await call('PUT', '/api/integrations/salesforce', owner.headers, { fieldMap });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const unknown = await call('PUT', '/api/integrations/salesforce', owner.headers, {
      fieldMap: { ...fieldMap, consent: 'No_Such__c' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('No_Such__c');

    sf.addContact({ Email: 'mapped.contact@example.com', LastName: 'Contact' });
    await send(owner.handle, { email: 'mapped@example.com', title: 'CFO', company: 'Acme' });
    await send(owner.handle, { email: 'mapped.contact@example.com', title: 'CFO' });
    await t.deps.jobs.runOnce();
    const [lead] = sf.find('Lead', 'mapped@example.com');
    expect(lead).toMatchObject({ Badge_Code__c: 'CFO', Company: 'Acme' });
    expect(lead).not.toHaveProperty('Title');
    // Contact has no Badge_Code__c: left out there, the rest written.
    expect(sf.find('Contact', 'mapped.contact@example.com')[0]).toMatchObject({ FirstName: 'Ada' });
    expect(sf.find('Contact', 'mapped.contact@example.com')[0]).not.toHaveProperty('Badge_Code__c');
    expect((await crmOf(owner.headers)).get('mapped.contact@example.com')!.crm).toEqual(synced);
  });

  it("sends a team card's leads to the team's Salesforce only", async () => {
    const { admin, member, teamId } = await teamWithMember(t);
    const { back } = await connect(
      admin.headers,
      `/api/teams/${teamId}/integrations/salesforce/connect`,
    );
    expect(back.headers.location).toBe('/team/integrations?salesforce=connected');
    await connect(member.headers); // the member's own Salesforce
    await t.subscribe(member.id);
    const card = member.cards[0]!;
    await t.deps.database.db.update(cards).set({ teamId }).where(eq(cards.id, card.id));
    expect((await send(card.uuid, { email: 'team-lead@example.com' })).statusCode).toBe(200);
    const queued = await t.deps.database.db
      .select({ teamId: crmConnections.teamId, ownerId: crmConnections.ownerId })
      .from(leadCrmSyncs)
      .innerJoin(crmConnections, eq(crmConnections.id, leadCrmSyncs.connectionId))
      .innerJoin(leads, and(eq(leads.id, leadCrmSyncs.leadId)))
      .where(eq(leads.email, 'team-lead@example.com'));
    expect(queued).toEqual([{ teamId, ownerId: null }]);
    await t.deps.jobs.runOnce();
    expect(sf.find('Lead', 'team-lead@example.com')).toHaveLength(1);
  });

  it('creates a Lead of its own for each lead met without an e-mail, matching none by phone', async () => {
    const owner = await connected();
    // Someone in the org already has Ines's number: a phone says nothing about who it is.
    const stranger = sf.addLead({
      LastName: 'Someone Else',
      Phone: MET_WITHOUT_EMAIL[0].phone,
      Company: 'Other Co',
    });
    const ids = await captureInPerson(t, owner.headers);
    await t.deps.jobs.runOnce();
    for (const person of MET_WITHOUT_EMAIL) {
      const made = sf
        .all('Lead')
        .filter((row) => row.Phone === person.phone && row.Id !== stranger);
      expect(made, person.firstName).toHaveLength(1);
      expect(made[0]).toMatchObject({
        FirstName: person.firstName,
        LastName: person.lastName,
        Company: person.company,
        Title: person.title,
        LeadSource: 'Catalyst Connect',
      });
      expect(made[0]).not.toHaveProperty('Email');
    }
    expect(sf.all('Lead').find((row) => row.Id === stranger)).toMatchObject({
      LastName: 'Someone Else',
      Company: 'Other Co',
    });
    const states = await crmStatesById(t, owner.headers);
    for (const id of ids) expect(states.get(id)).toEqual(synced);

    // A half-done attempt made a Lead for one (its id kept with the lead): it is updated, by
    // its id alone, not made again.
    const [again] = await captureInPerson(t, owner.headers, [
      { firstName: 'Lena', lastName: 'Berg', phone: '+49 40 3333333', title: 'Head of Sales' },
    ]);
    const halfDone = sf.addLead({ LastName: 'Berg', Company: SALESFORCE_NO_COMPANY });
    await t.deps.database.db
      .update(leadCrmSyncs)
      .set({ remoteIds: { Lead: halfDone } })
      .where(eq(leadCrmSyncs.leadId, again!));
    const leadsBefore = sf.all('Lead').length;
    await t.deps.jobs.runOnce();
    expect(sf.all('Lead')).toHaveLength(leadsBefore);
    expect(sf.all('Lead').find((row) => row.Id === halfDone)).toMatchObject({
      FirstName: 'Lena',
      Phone: '+49 40 3333333',
      Title: 'Head of Sales',
    });
    expect((await crmStatesById(t, owner.headers)).get(again!)).toEqual(synced);
  });
});
