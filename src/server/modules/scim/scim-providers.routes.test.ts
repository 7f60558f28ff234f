import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, teamAuditLog, teamMembers } from '#server/db/schema';
import {
  ENTERPRISE,
  GROUP,
  PATCH_OP,
  ssoOnDomain,
  teamWithScimToken,
  USER,
} from '#tests/support/scim';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// The calls Microsoft Entra ID and Okta make when they provision, update, deactivate and delete
// a user and a group, in their documented request shapes (Entra's "SCIM 2.0 protocol
// compliance" walk-through of its provisioning service; Okta's SCIM 2.0 provisioning guide),
// replayed in the order they send them.

describe.each(databaseKinds)('SCIM as Entra ID and Okta call it, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://cards.example.com' });
  });
  afterAll(() => t.close());

  const member = async (id: string) =>
    (await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, id)))[0];
  const department = async (id: string) =>
    (await t.deps.database.db.select().from(departments).where(eq(departments.id, id)))[0];

  it('Entra ID: discovers, provisions, updates, disables and deletes a user and a group', async () => {
    const { teamId, scim } = await teamWithScimToken(t, 'Contoso');
    await ssoOnDomain(t, teamId, 'contoso.example');
    expect((await scim('GET', '/ServiceProviderConfig')).json().patch).toEqual({ supported: true });
    expect((await scim('GET', '/Schemas')).statusCode).toBe(200);
    expect((await scim('GET', '/ResourceTypes')).json().totalResults).toBe(2);

    // Matching first: the user is not there yet.
    const userName = 'Test_User_ab6490ee@contoso.example';
    const lookup = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`,
    );
    expect(lookup.json()).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim('POST', '/Users', {
      schemas: [USER, ENTERPRISE],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName,
      active: true,
      emails: [{ primary: true, type: 'work', value: userName }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json().userName).toBe(userName.toLowerCase());
    expect((await member(id))!.status).toBe('active');
    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`,
    );
    expect(found.json().Resources.map((r: { id: string }) => r.id)).toEqual([id]);

    // Update user [multi-valued properties] and [single-valued properties].
    const multi = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'Replace',
          path: 'emails[type eq "work"].value',
          value: 'updatedEmail@contoso.example',
        },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      ],
    });
    expect(multi.statusCode, multi.body).toBe(200);
    expect(multi.json().emails).toEqual([
      { primary: true, type: 'work', value: 'updatedEmail@contoso.example' },
    ]);
    expect(multi.json().name.familyName).toBe('updatedFamilyName');
    const renamed = 'test_user_5b50642d@contoso.example';
    const single = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'userName', value: renamed }],
    });
    expect(single.statusCode, single.body).toBe(200);
    expect(single.json().userName).toBe(renamed);
    // The enterprise extension: the department puts them in it.
    const extension = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Finance' },
        { op: 'Add', path: `${ENTERPRISE}:employeeNumber`, value: '701984' },
      ],
    });
    expect(extension.json()[ENTERPRISE]).toEqual({
      department: 'Finance',
      employeeNumber: '701984',
    });

    // Groups: created, found by displayName without members, renamed, members added and removed.
    const group = await scim('POST', '/Groups', {
      schemas: [GROUP, 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'displayName',
      meta: { resourceType: 'Group' },
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().id as string;
    const byName = await scim(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "displayName"')}`,
    );
    expect(byName.json().Resources).toEqual([
      expect.objectContaining({ id: groupId, displayName: 'displayName' }),
    ]);
    expect(byName.json().Resources[0].members).toBeUndefined();
    const rename = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'displayName', value: 'updatedDisplayName' }],
    });
    expect(rename.json().displayName).toBe('updatedDisplayName');
    const add = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: id }] }],
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().members.map((m: { value: string }) => m.value)).toEqual([id]);
    // The group came last: the member is in it, no longer in Finance.
    expect((await member(id))!.departmentId).toBe(groupId);
    expect((await scim('GET', `/Users/${id}`)).json()[ENTERPRISE].department).toBe(
      'updatedDisplayName',
    );
    const remove = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: id }] }],
    });
    expect(remove.json().members).toEqual([]);
    expect((await member(id))!.departmentId).toBeNull();

    // Disable with Entra's string boolean, then delete both.
    const disabled = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.json().active).toBe(false);
    expect((await member(id))!.status).toBe('deactivated');
    expect((await scim('DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).statusCode).toBe(404);
    expect((await member(id))!.status).toBe('deactivated');
    expect((await scim('DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Groups/${groupId}`)).statusCode).toBe(404);
    expect(await department(groupId)).toBeUndefined();

    const actions = (
      await t.deps.database.db.select().from(teamAuditLog).where(eq(teamAuditLog.teamId, teamId))
    )
      .filter((row) => row.actorKind === 'scim')
      .map((row) => row.action);
    expect(new Set(actions)).toEqual(
      new Set([
        'scim.user_created',
        'scim.user_updated',
        'department.created',
        'scim.group_created',
        'scim.group_updated',
        'scim.user_deactivated',
        'scim.user_deleted',
        'scim.group_deleted',
      ]),
    );
  });

  it('Okta: provisions, updates with PUT, pushes a group, deactivates and reactivates a user', async () => {
    const { teamId, scim } = await teamWithScimToken(t, 'Okta Co');
    const userName = 'test.user@okta.example';
    const lookup = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.json().totalResults).toBe(0);
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // No single sign-on on okta.example for this team: invited, with the mail.
    expect((await member(id))!.status).toBe('invited');
    expect(created.body).not.toContain('1mz050nq');
    expect((await scim('GET', `/Users/${id}`)).json().displayName).toBe('Test User');

    // Okta sends the whole profile with PUT.
    const put = await scim('PUT', `/Users/${id}`, {
      schemas: [USER],
      id,
      userName,
      name: { givenName: 'Another', familyName: 'User' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Another User',
      title: 'Engineer',
      phoneNumbers: [{ type: 'work', value: '+1 415 555 0101' }],
      active: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: { givenName: 'Another' }, title: 'Engineer' });
    expect(await member(id)).toMatchObject({ firstName: 'Another', title: 'Engineer' });

    // Group push: created, renamed with a no-path replace carrying its id, members in and out.
    const group = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Test SCIMv2',
      members: [],
    });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = group.json().id as string;
    expect(
      (
        await scim('GET', `/Groups?filter=${encodeURIComponent('displayName eq "test scimv2"')}`)
      ).json().totalResults,
    ).toBe(1);
    const renamed = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Sales' } }],
    });
    expect(renamed.json().displayName).toBe('Sales');
    const added = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: id, display: userName }] }],
    });
    expect(added.json().members).toEqual([expect.objectContaining({ value: id })]);
    expect((await member(id))!.departmentId).toBe(groupId);
    const removed = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }],
    });
    expect(removed.json().members).toEqual([]);
    const put2 = await scim('PUT', `/Groups/${groupId}`, {
      schemas: [GROUP],
      id: groupId,
      displayName: 'Sales',
      members: [{ value: id, display: userName }],
    });
    expect(put2.json().members.map((m: { value: string }) => m.value)).toEqual([id]);

    // Deactivation is a PATCH without a path; a deactivated member stays in the group.
    const off = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    expect(await member(id)).toMatchObject({ status: 'deactivated', departmentId: groupId });
    // Reactivated without an account yet: invited again, with a new link.
    const on = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(on.json().active).toBe(true);
    const back = (await member(id))!;
    expect(back.status).toBe('invited');
    expect(back.inviteTokenHash).not.toBeNull();
    expect((await scim('DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await member(id))!.departmentId).toBeNull();
    expect(teamId).toBeTruthy();
  });

  it('refuses what would touch another team or break the rules: 400, 404, 409', async () => {
    const mine = await teamWithScimToken(t, 'Rules Co');
    const theirs = await teamWithScimToken(t, 'Far Co');
    const theirUser = (await theirs.scim('POST', '/Users', { userName: 'far@far.example' })).json();
    const theirGroup = (await theirs.scim('POST', '/Groups', { displayName: 'Far' })).json();
    // Another team's user cannot be moved into my group; another team's group is not found.
    const group = (await mine.scim('POST', '/Groups', { displayName: 'Mine' })).json();
    const crossed = await mine.scim('PATCH', `/Groups/${group.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: theirUser.id }] }],
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().scimType).toBe('invalidValue');
    expect((await member(theirUser.id))!.departmentId).toBeNull();
    expect((await mine.scim('GET', `/Groups/${theirGroup.id}`)).statusCode).toBe(404);
    expect((await mine.scim('DELETE', `/Groups/${theirGroup.id}`)).statusCode).toBe(404);
    expect(await department(theirGroup.id)).toBeDefined();
    // A name taken is uniqueness; no displayName is 400; a filter outside the grammar is 400.
    const taken = await mine.scim('POST', '/Groups', { displayName: 'MINE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().scimType).toBe('uniqueness');
    expect((await mine.scim('POST', '/Groups', { displayName: ' ' })).statusCode).toBe(400);
    const filter = await mine.scim(
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName sw "M"')}`,
    );
    expect(filter.json().scimType).toBe('invalidFilter');
  });
});
