import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COPY,
  maxLengthMessage,
  requiredMessage,
  runsAnotherDepartmentMessage,
  singleLineMessage,
} from '#shared/copy';
import { DEPARTMENT_NAME_MAX } from '#shared/schemas/departments';
import { callAs, invitationTokenFor, personWithCards } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// The departments (docs/product.md#departments): create, list, rename, delete; who runs each
// (PUT admins); and a member's department through PATCH members/{id}.

type Headers = Record<string, string>;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('departments on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  const del = (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });

  /** A team of its own for each test: its owner, and a way to add people and departments. */
  async function company(name = 'Dept Co') {
    const owner = await personWithCards(t);
    const teamId = (await call('POST', '/api/teams', owner.headers, { name })).json().id as string;
    const base = `/api/teams/${teamId}`;
    const department = async (departmentName: string) => {
      const created = await call('POST', `${base}/departments`, owner.headers, {
        name: departmentName,
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    /** Someone invited (and, unless `invited`, joined) with the role and department given. */
    const person = async ({
      role = 'member',
      departmentId,
      invited = false,
    }: { role?: 'admin' | 'member'; departmentId?: string; invited?: boolean } = {}) => {
      const who = await personWithCards(t);
      const answer = await call('POST', `${base}/members`, owner.headers, {
        email: who.email,
        role,
        ...(departmentId ? { departmentId } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      if (!invited) {
        const token = await invitationTokenFor(t, who.email);
        expect((await call('POST', '/api/teams/join', who.headers, { token })).statusCode).toBe(
          200,
        );
      }
      return { ...who, memberId: answer.json().id as string };
    };
    const members = async () =>
      (await call('GET', `${base}/members`, owner.headers)).json() as Array<{
        id: string;
        role: string;
        department: { id: string; name: string } | null;
        runsDepartment: { id: string; name: string } | null;
      }>;
    return { owner, teamId, base, department, person, members };
  }

  it('creates, lists, renames and deletes departments, with their counts and admins', async () => {
    const { owner, base, department, person, members } = await company();
    const created = await call('POST', `${base}/departments`, owner.headers, { name: '  Sales ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Sales',
      memberCount: 0,
      admins: [],
    });
    const sales = created.json().id as string;
    const support = await department('Support');
    const runner = await person({ departmentId: sales });
    await person({ departmentId: sales, invited: true });
    const gone = await person({ departmentId: sales });
    await call('POST', `${base}/members/${gone.memberId}/deactivate`, owner.headers);
    const admins = await call('PUT', `${base}/departments/${sales}/admins`, owner.headers, {
      memberIds: [runner.memberId],
    });
    expect(admins.statusCode, admins.body).toBe(200);

    const listed = await call('GET', `${base}/departments`, owner.headers);
    expect(listed.statusCode).toBe(200);
    // Invitations count, the deactivated do not; by name.
    expect(listed.json()).toEqual([
      {
        id: sales,
        name: 'Sales',
        memberCount: 2,
        admins: [{ memberId: runner.memberId, name: expect.any(String), email: runner.email }],
      },
      { id: support, name: 'Support', memberCount: 0, admins: [] },
    ]);

    const renamed = await call('PATCH', `${base}/departments/${sales}`, owner.headers, {
      name: 'Field Sales',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: sales, name: 'Field Sales', memberCount: 2 });
    // Renaming to its own name in another case is no conflict with itself.
    const recased = await call('PATCH', `${base}/departments/${sales}`, owner.headers, {
      name: 'FIELD SALES',
    });
    expect(recased.statusCode, recased.body).toBe(200);
    expect((await call('GET', base, runner.headers)).json().runsDepartment).toEqual({
      id: sales,
      name: 'FIELD SALES',
    });

    const deleted = await del(`${base}/departments/${sales}`, owner.headers);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('GET', `${base}/departments`, owner.headers)).json()).toEqual([
      { id: support, name: 'Support', memberCount: 0, admins: [] },
    ]);
    // Its people stay in the team without a department, and whoever ran it runs nothing.
    const after = (await members()).find((row) => row.id === runner.memberId);
    expect(after).toMatchObject({ department: null, runsDepartment: null, role: 'member' });
    const mine = await call('GET', `${base}`, runner.headers);
    expect(mine.json().runsDepartment).toBeNull();
    const asDepartmentAdmin = await call('GET', `${base}/members`, runner.headers);
    expect(asDepartmentAdmin.statusCode).toBe(403);
    expect((await del(`${base}/departments/${sales}`, owner.headers)).statusCode).toBe(404);
  });

  it('refuses a name the team has in any case (409); another team may have it', async () => {
    const { owner, base, department } = await company();
    await department('Sales');
    for (const name of ['Sales', 'sALES', ' SALES ']) {
      const again = await call('POST', `${base}/departments`, owner.headers, { name });
      expect(again.statusCode, name).toBe(409);
      expect(again.json().message).toBe(COPY.departmentNameTaken);
    }
    const support = await department('Support');
    const renamed = await call('PATCH', `${base}/departments/${support}`, owner.headers, {
      name: 'sales',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(COPY.departmentNameTaken);
    const other = await company('Other Co');
    expect((await other.department('Sales')).length).toBeGreaterThan(0);
  });

  it('refuses an empty, too long or multi-line name, or none (400)', async () => {
    const { owner, base, department } = await company();
    const sales = await department('Sales');
    const cases: Array<[unknown, string]> = [
      [{ name: '' }, requiredMessage('Department name')],
      [{ name: '   ' }, requiredMessage('Department name')],
      [{}, requiredMessage('Department name')],
      [{ name: 'x'.repeat(DEPARTMENT_NAME_MAX + 1) }, maxLengthMessage(80, 'Department name')],
      [{ name: 'Sales\nBerlin' }, singleLineMessage('Department name')],
      [{ name: 'Sales\u0000' }, singleLineMessage('Department name')],
    ];
    for (const [body, message] of cases) {
      for (const [method, url] of [
        ['POST', `${base}/departments`],
        ['PATCH', `${base}/departments/${sales}`],
      ] as const) {
        const response = await call(method, url, owner.headers, body as object);
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json().message).toBe(message);
      }
    }
    const longest = await call('POST', `${base}/departments`, owner.headers, {
      name: 'x'.repeat(DEPARTMENT_NAME_MAX),
    });
    expect(longest.statusCode).toBe(201);
  });

  it("answers 404 for an unknown, malformed or another team's department", async () => {
    const { owner, base } = await company();
    const other = await company('Other Co');
    const theirs = await other.department('Sales');
    for (const id of [UNKNOWN, theirs, 'sales']) {
      const url = `${base}/departments/${id}`;
      for (const response of [
        await call('PATCH', url, owner.headers, { name: 'New' }),
        await del(url, owner.headers),
        await call('PUT', `${url}/admins`, owner.headers, { memberIds: [] }),
      ]) {
        expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
        expect(response.json().message).toBe(COPY.departmentNotFound);
      }
    }
    // The other team's department is untouched.
    expect((await call('GET', `${other.base}/departments`, other.owner.headers)).json()).toEqual([
      { id: theirs, name: 'Sales', memberCount: 0, admins: [] },
    ]);
  });

  it('PUT admins replaces who runs a department; an empty list leaves it to the team admins', async () => {
    const { owner, base, department, person } = await company();
    const sales = await department('Sales');
    const url = `${base}/departments/${sales}/admins`;
    const ann = await person({ departmentId: sales });
    const bob = await person();
    const both = await call('PUT', url, owner.headers, { memberIds: [ann.memberId, bob.memberId] });
    expect(both.statusCode, both.body).toBe(200);
    expect([...both.json().memberIds].sort()).toEqual([ann.memberId, bob.memberId].sort());
    // The list replaces the last: Ann no longer runs it.
    const onlyBob = await call('PUT', url, owner.headers, { memberIds: [bob.memberId] });
    expect(onlyBob.json()).toEqual({ memberIds: [bob.memberId] });
    expect((await call('GET', base, ann.headers)).json().runsDepartment).toBeNull();
    expect((await call('GET', base, bob.headers)).json().runsDepartment).toEqual({
      id: sales,
      name: 'Sales',
    });
    const none = await call('PUT', url, owner.headers, { memberIds: [] });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ memberIds: [] });
    expect((await call('GET', `${base}/departments`, owner.headers)).json()[0].admins).toEqual([]);
    expect((await call('GET', `${base}/members`, bob.headers)).statusCode).toBe(403);
  });

  it('PUT admins refuses the invited, the deactivated, admins and the owner (400), strangers (404), and anyone running another department (409)', async () => {
    const { owner, base, department, person, members } = await company();
    const sales = await department('Sales');
    const support = await department('Support');
    const url = `${base}/departments/${sales}/admins`;
    const invited = await person({ invited: true });
    const deactivated = await person();
    await call('POST', `${base}/members/${deactivated.memberId}/deactivate`, owner.headers);
    const admin = await person({ role: 'admin' });
    const ownerRow = (await members()).find((row) => row.role === 'owner')!;
    for (const [who, message] of [
      [invited.memberId, COPY.departmentAdminsMustBeActive],
      [deactivated.memberId, COPY.departmentAdminsMustBeActive],
      [admin.memberId, COPY.departmentAdminsAreMembers],
      [ownerRow.id, COPY.departmentAdminsAreMembers],
    ] as const) {
      const response = await call('PUT', url, owner.headers, { memberIds: [who] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const stranger = await company('Other Co');
    const theirs = await stranger.person();
    for (const memberId of [UNKNOWN, theirs.memberId]) {
      const response = await call('PUT', url, owner.headers, { memberIds: [memberId] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(COPY.teamMemberNotFound);
    }
    const malformed = await call('PUT', url, owner.headers, { memberIds: ['nope'] });
    expect(malformed.statusCode).toBe(400);
    const runner = await person();
    const runs = await call('PUT', `${base}/departments/${support}/admins`, owner.headers, {
      memberIds: [runner.memberId],
    });
    expect(runs.statusCode).toBe(200);
    const taken = await call('PUT', url, owner.headers, { memberIds: [runner.memberId] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(runsAnotherDepartmentMessage('Support'));
    // Nothing of a refused list was written.
    expect((await call('GET', `${base}/departments`, owner.headers)).json()[0].admins).toEqual([]);
  });

  it('PATCH members/{id} moves a member between departments, takes them out, and changes the role', async () => {
    const { owner, base, department, person } = await company();
    const sales = await department('Sales');
    const support = await department('Support');
    const ann = await person();
    const url = `${base}/members/${ann.memberId}`;
    const neither = await call('PATCH', url, owner.headers, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(COPY.departmentChangeNeedsAField);
    const other = await company('Other Co');
    const theirs = await other.department('Sales');
    for (const departmentId of [UNKNOWN, theirs]) {
      const response = await call('PATCH', url, owner.headers, { departmentId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(COPY.departmentNotFound);
    }
    const malformed = await call('PATCH', url, owner.headers, { departmentId: 'sales' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(COPY.departmentNotFound);

    const moved = await call('PATCH', url, owner.headers, { departmentId: sales });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: ann.memberId,
      role: 'member',
      department: { id: sales, name: 'Sales' },
      runsDepartment: null,
    });
    const both = await call('PATCH', url, owner.headers, { departmentId: support, role: 'admin' });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ role: 'admin', department: { id: support } });
    const out = await call('PATCH', url, owner.headers, { departmentId: null });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ role: 'admin', department: null });
    // A role alone, as before departments.
    const role = await call('PATCH', url, owner.headers, { role: 'member' });
    expect(role.json()).toMatchObject({ role: 'member', department: null });
    const unknownMember = await call('PATCH', `${base}/members/${UNKNOWN}`, owner.headers, {
      departmentId: sales,
    });
    expect(unknownMember.statusCode).toBe(404);
    expect(unknownMember.json().message).toBe(COPY.teamMemberNotFound);
  });

  it('answers 401 signed out and 403 to a plain member for every department write', async () => {
    const { base, department, person } = await company();
    const sales = await department('Sales');
    const member = await person({ departmentId: sales });
    const writes = [
      ['POST', `${base}/departments`, { name: 'New' }],
      ['PATCH', `${base}/departments/${sales}`, { name: 'New' }],
      ['PUT', `${base}/departments/${sales}/admins`, { memberIds: [] }],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      const refused = await call(method, url, member.headers, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(COPY.teamAdminsOnly);
    }
    expect((await del(`${base}/departments/${sales}`, member.headers)).statusCode).toBe(403);
    expect((await call('GET', `${base}/departments`, member.headers)).statusCode).toBe(403);
  });
});
