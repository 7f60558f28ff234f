import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, mailQueue, teamAuditLog, teamMembers } from '#server/db/schema';
import { COPY } from '#shared/copy';
import {
  ENTERPRISE,
  expectScimError,
  PATCH_OP,
  ssoOnDomain,
  teamWithScimToken,
  USER,
} from '#tests/support/scim';
import { callAs } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { billableSeats } from '../billing/public';

// SCIM Users (docs/product.md#scim, decision 066): a user is a member of the token's team,
// made, changed, deactivated and deleted as an admin would.

const APP_URL = 'https://cards.example.com';
const user = (userName: string, extra: object = {}) => ({
  schemas: [USER],
  userName,
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ primary: true, type: 'work', value: userName }],
  active: true,
  ...extra,
});

describe.each(databaseKinds)('SCIM Users on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL });
  });
  afterAll(() => t.close());

  const memberRow = async (id: string) =>
    (await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, id)))[0]!;

  it('invites a user on a domain without single sign-on, with the usual mail, and logs the token', async () => {
    const { owner, teamId, tokenId, scim } = await teamWithScimToken(t);
    const made = await scim('POST', '/Users', user('Ada@Invited.example', { externalId: 'e-1' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers['content-type']).toMatch(/^application\/scim\+json/);
    const body = made.json();
    expect(body).toMatchObject({
      schemas: [USER],
      userName: 'ada@invited.example',
      externalId: 'e-1',
      active: true,
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      meta: { resourceType: 'User', location: `${APP_URL}/scim/v2/Users/${body.id}` },
    });
    expect(made.headers.location).toBe(body.meta.location);
    const row = await memberRow(body.id);
    expect(row).toMatchObject({ teamId, status: 'invited', userId: null, firstName: 'Ada' });
    expect(row.scimProvisionedAt).not.toBeNull();
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'ada@invited.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toMatch(/\/join-team\//);
    const [logged] = await t.deps.database.db
      .select()
      .from(teamAuditLog)
      .where(and(eq(teamAuditLog.teamId, teamId), eq(teamAuditLog.action, 'scim.user_created')));
    expect(logged).toMatchObject({
      actorKind: 'scim',
      actorId: tokenId,
      actorName: 'Entra ID',
      targetId: body.id,
    });
    // The Members table shows the 'Directory' badge's field.
    const members = await callAs(t)('GET', `/api/teams/${teamId}/members`, owner.headers);
    const listed = members.json().find((m: { id: string }) => m.id === body.id);
    expect(listed.directory).toBe(true);
    expect(members.json().find((m: { role: string }) => m.role === 'owner').directory).toBe(false);
  });

  it('makes a user on the team’s single sign-on domain active at once, holding a seat, with no mail', async () => {
    const { owner, teamId, scim } = await teamWithScimToken(t, 'SSO Co');
    await ssoOnDomain(t, teamId, 'sso.example');
    const made = await scim('POST', '/Users', user('grace@sso.example'));
    expect(made.statusCode, made.body).toBe(201);
    const row = await memberRow(made.json().id);
    expect(row).toMatchObject({ status: 'active', userId: null });
    expect(row.joinedAt).not.toBeNull();
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'grace@sso.example'));
    expect(mails).toEqual([]);
    expect(await billableSeats(t.deps.database.db, teamId)).toBe(2);
    // Made an admin, they cannot be handed the team before an account is theirs.
    const base = `/api/teams/${teamId}`;
    const call = callAs(t);
    const promoted = await call('PATCH', `${base}/members/${row.id}`, owner.headers, {
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const handed = await call('POST', `${base}/transfer-ownership`, owner.headers, {
      memberId: row.id,
    });
    expect(handed.statusCode).toBe(409);
    expect(handed.json().message).toBe(COPY.ownershipGoesToAnAdmin);
    // Deactivated: the seat goes; active again: it comes back.
    const off = await scim('PATCH', `/Users/${row.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    expect(await billableSeats(t.deps.database.db, teamId)).toBe(1);
    const on = await scim('PATCH', `/Users/${row.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.json().active).toBe(true);
    expect((await memberRow(row.id)).status).toBe('active');
    expect(await billableSeats(t.deps.database.db, teamId)).toBe(2);
  });

  it('refuses a second user with the same userName (409 uniqueness) and a bad one (400)', async () => {
    const { scim } = await teamWithScimToken(t, 'Unique Co');
    expect((await scim('POST', '/Users', user('one@unique.example'))).statusCode).toBe(201);
    expectScimError(await scim('POST', '/Users', user('ONE@unique.example')), 409, 'uniqueness');
    expectScimError(await scim('POST', '/Users', user('not an address')), 400, 'invalidValue');
    expectScimError(
      await scim('POST', '/Users', user('two@unique.example', { active: 'maybe' })),
      400,
      'invalidValue',
    );
    expectScimError(
      await scim('POST', '/Users', user('two@unique.example', { title: 'x'.repeat(101) })),
      400,
      'invalidValue',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: {
        authorization: `Bearer ${(await teamWithScimToken(t, 'J Co')).token}`,
        'content-type': 'application/scim+json',
      },
      payload: '{"userName":',
    });
    expectScimError(json, 400, 'invalidSyntax');
  });

  it('filters by userName, externalId and work e-mail, joined with and, and pages', async () => {
    const { scim } = await teamWithScimToken(t, 'Filter Co');
    for (const n of [1, 2, 3]) {
      expect(
        (await scim('POST', '/Users', user(`p${n}@filter.example`, { externalId: `x${n}` })))
          .statusCode,
      ).toBe(201);
    }
    const q = (filter: string) => scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
    const names = async (filter: string) =>
      (await q(filter)).json().Resources.map((r: { userName: string }) => r.userName);
    expect(await names('userName eq "P2@filter.example"')).toEqual(['p2@filter.example']);
    expect(await names('externalId eq "x3"')).toEqual(['p3@filter.example']);
    expect(await names('emails[type eq "work"].value eq "p1@filter.example"')).toEqual([
      'p1@filter.example',
    ]);
    expect(await names('userName eq "p1@filter.example" and externalId eq "x1"')).toEqual([
      'p1@filter.example',
    ]);
    expect(await names('userName eq "p1@filter.example" and externalId eq "x2"')).toEqual([]);
    const none = (await q('userName eq "nobody@filter.example"')).json();
    expect(none).toMatchObject({ totalResults: 0, itemsPerPage: 0, startIndex: 1, Resources: [] });
    for (const bad of [
      'userName co "p"',
      'userName eq "a" or externalId eq "b"',
      'title eq "x"',
      '(userName eq "a")',
      'userName eq',
    ]) {
      expectScimError(await q(bad), 400, 'invalidFilter');
    }
    const page = (await scim('GET', '/Users?startIndex=2&count=2')).json();
    // The owner and the three users: four in all.
    expect(page).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
    expectScimError(await scim('GET', '/Users?count=many'), 400, 'invalidValue');
  });

  it('takes PATCH as Entra ID sends it and fills the unlocked fields of the card the member holds', async () => {
    const call = callAs(t);
    const { owner, teamId, scim } = await teamWithScimToken(t, 'Card Co');
    // The company template locks the work phone.
    const saved = await call('PUT', `/api/teams/${teamId}/template`, owner.headers, {
      values: { workPhone: '+1 555 0100', workOrganization: 'Card Co' },
      locked: ['workPhone'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const made = await scim('POST', '/Users', user('card@holder.example'));
    const id = made.json().id as string;
    const card = owner.cards[0]!;
    expect(
      (await call('POST', `/api/teams/${teamId}/cards`, owner.headers, { cardIds: [card.id] }))
        .statusCode,
    ).toBe(200);
    const assigned = await call(
      'POST',
      `/api/teams/${teamId}/cards/${card.id}/assign`,
      owner.headers,
      { memberId: id },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);

    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'name.givenName', value: 'Augusta' },
        { op: 'Replace', path: 'title', value: 'Analyst' },
        { op: 'Add', path: 'phoneNumbers[type eq "work"].value', value: '+44 20 7946 0000' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'card@holder.example' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Research' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: { givenName: 'Augusta', familyName: 'Lovelace' },
      title: 'Analyst',
      phoneNumbers: [{ type: 'work', value: '+44 20 7946 0000' }],
      [ENTERPRISE]: { department: 'Research' },
    });
    const [written] = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
    expect(written).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      workTitle: 'Analyst',
      // Locked by the template: the directory's number does not replace it.
      workPhone: '+1 555 0100',
    });
    const departments = await call('GET', `/api/teams/${teamId}/departments`, owner.headers);
    expect(departments.json().map((d: { name: string }) => d.name)).toEqual(['Research']);
    expect((await memberRow(id)).departmentId).toBe(departments.json()[0].id);

    // A no-path replace with an object value, and the department removed.
    const again = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'replace', value: { 'name.familyName': 'King', title: 'Countess' } },
        { op: 'remove', path: `${ENTERPRISE}:department` },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().name.familyName).toBe('King');
    expect(again.json()[ENTERPRISE]).toBeUndefined();
    expect((await memberRow(id)).departmentId).toBeNull();
    expectScimError(
      await scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'move', path: 'title', value: 'x' }],
      }),
      400,
      'invalidSyntax',
    );
    expectScimError(
      await scim('PATCH', `/Users/${id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'urn:example:other:thing', value: 'x' }],
      }),
      400,
      'invalidPath',
    );
  });

  it('never deactivates the owner (409), and deletes a user: 204, then 404, the member deactivated', async () => {
    const { owner, teamId, scim } = await teamWithScimToken(t, 'Delete Co');
    await ssoOnDomain(t, teamId, 'delete.example');
    const listed = (
      await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${owner.email}"`)}`)
    ).json();
    const ownerId = listed.Resources[0].id as string;
    expectScimError(
      await scim('PATCH', `/Users/${ownerId}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'replace', path: 'active', value: false }],
      }),
      409,
    );
    expectScimError(await scim('DELETE', `/Users/${ownerId}`), 409);
    expect((await memberRow(ownerId)).status).toBe('active');

    const id = (await scim('POST', '/Users', user('leaver@delete.example'))).json().id as string;
    expect(await billableSeats(t.deps.database.db, teamId)).toBe(2);
    const gone = await scim('DELETE', `/Users/${id}`);
    expect(gone.statusCode).toBe(204);
    expectScimError(await scim('GET', `/Users/${id}`), 404);
    expectScimError(
      await scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [] }),
      404,
    );
    expect((await memberRow(id)).status).toBe('deactivated');
    expect(await billableSeats(t.deps.database.db, teamId)).toBe(1);
    // The same userName provisioned again brings the member back, under the same id.
    const back = await scim('POST', '/Users', user('leaver@delete.example'));
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().id).toBe(id);
    expect((await memberRow(id)).status).toBe('active');
    expect(await billableSeats(t.deps.database.db, teamId)).toBe(2);
  });

  it("answers 404 for another team's user id and for an id that names nothing", async () => {
    const mine = await teamWithScimToken(t, 'Mine Co');
    const theirs = await teamWithScimToken(t, 'Theirs Co');
    const theirUser = (await theirs.scim('POST', '/Users', user('them@theirs.example'))).json();
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await mine.scim(
        method,
        `/Users/${theirUser.id}`,
        method === 'GET' || method === 'DELETE' ? undefined : user('them@theirs.example'),
      );
      expectScimError(answer, 404);
      expect(answer.json().detail).toBe(COPY.scimUserNotFound);
    }
    expectScimError(await mine.scim('GET', '/Users/not-an-id'), 404);
    expectScimError(await mine.scim('GET', '/Nothing'), 404);
    expect((await theirs.scim('GET', `/Users/${theirUser.id}`)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past 100 requests a second per token', async () => {
    const { scim, token } = await teamWithScimToken(t, 'Busy Co');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => scim('GET', '/ServiceProviderConfig')),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const refused = await scim('GET', '/Users');
    expectScimError(refused, 429);
    expect(refused.headers['retry-after']).toBe('1');
    // Another token has its own count.
    expect((await (await teamWithScimToken(t, 'Calm Co')).scim('GET', '/Users')).statusCode).toBe(
      200,
    );
    t.clock.advance(1_000);
    expect((await scim('GET', '/Users')).statusCode).toBe(200);
    expect(token).toBeTruthy();
  });
});
