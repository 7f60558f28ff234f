import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { callAs, invitationTokenFor, personWithCards } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// What a department admin does for their department alone (docs/product.md#departments):
// invite into it, import into it, list its people and cards, hand out pooled cards to its
// people, deactivate and reactivate them; everything of another department is "not found",
// the team's admins in theirs are 403, and the team-wide department settings stay the admins'.

type Headers = Record<string, string>;
type Member = { id: string; email: string; department: { id: string; name: string } | null };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds)('a department admin on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  const del = (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });
  const csv = (url: string, headers: Headers, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload,
    });

  /**
   * A team of Sales and Support: `runner` runs Sales; Sam is in Sales, Sue in Support, and the
   * admin Ada in Sales; the owner pooled three cards and gave one to Sam, one to Sue.
   */
  async function salesAndSupport() {
    const owner = await personWithCards(t, 3);
    const teamId = (await call('POST', '/api/teams', owner.headers, { name: 'Dept Co' })).json()
      .id as string;
    const base = `/api/teams/${teamId}`;
    const department = async (name: string) =>
      (await call('POST', `${base}/departments`, owner.headers, { name })).json().id as string;
    const sales = await department('Sales');
    const support = await department('Support');
    const join = async (departmentId: string, role: 'admin' | 'member' = 'member') => {
      const who = await personWithCards(t);
      const invited = await call('POST', `${base}/members`, owner.headers, {
        email: who.email,
        role,
        departmentId,
      });
      const token = await invitationTokenFor(t, who.email);
      expect((await call('POST', '/api/teams/join', who.headers, { token })).statusCode).toBe(200);
      return { ...who, memberId: invited.json().id as string };
    };
    const runner = await join(sales);
    const sam = await join(sales);
    const sue = await join(support);
    const ada = await join(sales, 'admin');
    const made = await call('PUT', `${base}/departments/${sales}/admins`, owner.headers, {
      memberIds: [runner.memberId],
    });
    expect(made.statusCode, made.body).toBe(200);
    const [samCard, sueCard, pooled] = owner.cards.map((card) => card.id);
    await call('POST', `${base}/cards`, owner.headers, { cardIds: [samCard, sueCard, pooled] });
    for (const [cardId, memberId] of [
      [samCard, sam.memberId],
      [sueCard, sue.memberId],
    ] as const) {
      const given = await call('POST', `${base}/cards/${cardId}/assign`, owner.headers, {
        memberId,
      });
      expect(given.statusCode, given.body).toBe(200);
    }
    const membersAs = async (headers: Headers, query = '') => {
      const answer = await call('GET', `${base}/members${query}`, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Member[];
    };
    return {
      owner,
      base,
      sales,
      support,
      runner,
      sam,
      sue,
      ada,
      samCard: samCard!,
      sueCard: sueCard!,
      pooled: pooled!,
      membersAs,
    };
  }

  it('invites members into their department only; another is 404, an admin role 403', async () => {
    const team = await salesAndSupport();
    const { base, runner, sales, support } = team;
    const unasked = await call('POST', `${base}/members`, runner.headers, {
      email: 'new1@example.com',
    });
    expect(unasked.statusCode, unasked.body).toBe(201);
    const asked = await call('POST', `${base}/members`, runner.headers, {
      email: 'new2@example.com',
      departmentId: sales,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const listed = await team.membersAs(team.owner.headers);
    for (const email of ['new1@example.com', 'new2@example.com']) {
      expect(listed.find((row) => row.email === email)?.department).toEqual({
        id: sales,
        name: 'Sales',
      });
    }
    const elsewhere = await call('POST', `${base}/members`, runner.headers, {
      email: 'new3@example.com',
      departmentId: support,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(COPY.departmentNotFound);
    const admin = await call('POST', `${base}/members`, runner.headers, {
      email: 'new4@example.com',
      role: 'admin',
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(COPY.teamAdminsOnly);
    // Nothing of the refused ones was written.
    const after = await team.membersAs(team.owner.headers);
    expect(after.some((row) => ['new3@example.com', 'new4@example.com'].includes(row.email))).toBe(
      false,
    );
    // The owner invites into any department, and not into another team's or an unknown one.
    const own = await call('POST', `${base}/members`, team.owner.headers, {
      email: 'new5@example.com',
      departmentId: support,
    });
    expect(own.statusCode).toBe(201);
    const unknown = await call('POST', `${base}/members`, team.owner.headers, {
      email: 'new6@example.com',
      departmentId: UNKNOWN,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COPY.departmentNotFound);
    const malformed = await call('POST', `${base}/members`, team.owner.headers, {
      email: 'new7@example.com',
      departmentId: 'sales',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(COPY.departmentNotFound);
  });

  it('imports a department column by name; a department admin imports into theirs alone', async () => {
    const team = await salesAndSupport();
    const { base, owner, runner, sales, support } = team;
    const byOwner = await csv(
      `${base}/members/import`,
      owner.headers,
      [
        'email,first_name,role,department',
        'a1@example.com,A,member,sales',
        'a2@example.com,B,admin,  SUPPORT ',
        'a3@example.com,C,member,Marketing',
        'a4@example.com,D,,',
      ].join('\n'),
    );
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toEqual({
      invited: 3,
      errors: [{ line: 4, message: COPY.memberCsvUnknownDepartment }],
    });
    const departmentOf = async (email: string) =>
      (await team.membersAs(owner.headers)).find((row) => row.email === email)?.department ?? null;
    expect(await departmentOf('a1@example.com')).toEqual({ id: sales, name: 'Sales' });
    expect(await departmentOf('a2@example.com')).toEqual({ id: support, name: 'Support' });
    expect(await departmentOf('a4@example.com')).toBeNull();

    const byRunner = await csv(
      `${base}/members/import`,
      runner.headers,
      [
        'email,role,department',
        'b1@example.com,member,',
        'b2@example.com,,Sales',
        'b3@example.com,member,Support',
        'b4@example.com,admin,',
        'b5@example.com,admin,Nowhere',
      ].join('\n'),
    );
    expect(byRunner.statusCode, byRunner.body).toBe(200);
    expect(byRunner.json()).toEqual({
      invited: 2,
      errors: [
        { line: 4, message: COPY.memberCsvOtherDepartment },
        { line: 5, message: COPY.memberCsvNoAdmins },
        { line: 6, message: `${COPY.memberCsvUnknownDepartment} ${COPY.memberCsvNoAdmins}` },
      ],
    });
    expect(await departmentOf('b1@example.com')).toEqual({ id: sales, name: 'Sales' });
    expect(await departmentOf('b2@example.com')).toEqual({ id: sales, name: 'Sales' });
    expect(await departmentOf('b3@example.com')).toBeNull();
  });

  it('lists their department only; the team admins filter by department', async () => {
    const team = await salesAndSupport();
    const { owner, runner, sales, support, sam, sue, ada } = team;
    const emails = (rows: Member[]) => rows.map((row) => row.email).sort();
    const salesPeople = [runner.email, sam.email, ada.email].sort();
    expect(emails(await team.membersAs(runner.headers))).toEqual(salesPeople);
    expect(emails(await team.membersAs(runner.headers, `?departmentId=${sales}`))).toEqual(
      salesPeople,
    );
    expect(emails(await team.membersAs(owner.headers, `?departmentId=${sales}`))).toEqual(
      salesPeople,
    );
    expect(emails(await team.membersAs(owner.headers, `?departmentId=${support}`))).toEqual([
      sue.email,
    ]);
    expect(await team.membersAs(owner.headers)).toHaveLength(5);
    const other = await call('GET', `${team.base}/members?departmentId=${support}`, runner.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COPY.departmentNotFound);
    for (const id of [UNKNOWN, 'nope']) {
      const answer = await call('GET', `${team.base}/members?departmentId=${id}`, owner.headers);
      expect(answer.statusCode, id).toBe(id === 'nope' ? 400 : 404);
      expect(answer.json().message).toBe(COPY.departmentNotFound);
    }
  });

  it('sees the pool and their cards, and hands pooled cards to their people only', async () => {
    const team = await salesAndSupport();
    const { base, owner, runner, sam, sue, samCard, sueCard, pooled, support } = team;
    const cardIds = async (headers: Headers, query = '') => {
      const answer = await call('GET', `${base}/cards${query}`, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as Array<{ id: number }>).map((card) => card.id).sort();
    };
    expect(await cardIds(runner.headers)).toEqual([samCard, pooled].sort());
    expect(await cardIds(owner.headers)).toEqual([samCard, sueCard, pooled].sort());
    expect(await cardIds(owner.headers, `?departmentId=${support}`)).toEqual([sueCard]);
    expect(
      (await call('GET', `${base}/cards?departmentId=${support}`, runner.headers)).statusCode,
    ).toBe(404);

    const toSue = await call('POST', `${base}/cards/${pooled}/assign`, runner.headers, {
      memberId: sue.memberId,
    });
    expect(toSue.statusCode).toBe(404);
    expect(toSue.json().message).toBe(COPY.teamMemberNotFound);
    const toSam = await call('POST', `${base}/cards/${pooled}/assign`, runner.headers, {
      memberId: sam.memberId,
    });
    expect(toSam.statusCode, toSam.body).toBe(200);
    expect(toSam.json().assignee).toMatchObject({ memberId: sam.memberId, waiting: false });
    // Sue's card is another department's: not found, to take or to give.
    for (const action of ['unassign', 'assign']) {
      const answer = await call('POST', `${base}/cards/${sueCard}/${action}`, runner.headers, {
        memberId: sam.memberId,
      });
      expect(answer.statusCode, action).toBe(404);
      expect(answer.json().message).toBe(COPY.cardNotFound);
    }
    const back = await call('POST', `${base}/cards/${samCard}/unassign`, runner.headers);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().assignee).toBeNull();
  });

  it('deactivates, reactivates and handles invitations in their department; 404 outside, 403 on a team admin', async () => {
    const team = await salesAndSupport();
    const { base, runner, sam, sue, ada } = team;
    const member = (id: string) => `${base}/members/${id}`;
    const off = await call('POST', `${member(sam.memberId)}/deactivate`, runner.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe('deactivated');
    const on = await call('POST', `${member(sam.memberId)}/reactivate`, runner.headers);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().status).toBe('active');
    for (const action of ['deactivate', 'reactivate', 'resend-invitation']) {
      const outside = await call('POST', `${member(sue.memberId)}/${action}`, runner.headers);
      expect(outside.statusCode, action).toBe(404);
      expect(outside.json().message).toBe(COPY.teamMemberNotFound);
      const admin = await call('POST', `${member(ada.memberId)}/${action}`, runner.headers);
      expect(admin.statusCode, action).toBe(403);
      expect(admin.json().message).toBe(COPY.teamAdminsOnly);
    }
    const invited = await call('POST', `${base}/members`, runner.headers, {
      email: 'waiting@example.com',
    });
    const invitedId = invited.json().id as string;
    const resent = await call('POST', `${member(invitedId)}/resend-invitation`, runner.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await del(member(invitedId), runner.headers)).statusCode).toBe(204);
    const elsewhere = await call('POST', `${base}/members`, team.owner.headers, {
      email: 'support-waiting@example.com',
      departmentId: team.support,
    });
    const cancelOutside = await del(member(elsewhere.json().id), runner.headers);
    expect(cancelOutside.statusCode).toBe(404);
    expect(cancelOutside.json().message).toBe(COPY.teamMemberNotFound);
  });

  it('cannot widen their role, move people out or away, nor run the departments', async () => {
    const team = await salesAndSupport();
    const { base, runner, sam, sales, support } = team;
    const self = await call('PATCH', `${base}/members/${runner.memberId}`, runner.headers, {
      role: 'admin',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(COPY.teamAdminsOnly);
    const samUrl = `${base}/members/${sam.memberId}`;
    const out = await call('PATCH', samUrl, runner.headers, { departmentId: null });
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe(COPY.departmentAdminsMoveNoOne);
    const away = await call('PATCH', samUrl, runner.headers, { departmentId: support });
    expect(away.statusCode).toBe(404);
    expect(away.json().message).toBe(COPY.departmentNotFound);
    const stays = await call('PATCH', samUrl, runner.headers, { departmentId: sales });
    expect(stays.statusCode, stays.body).toBe(200);
    expect(stays.json().department).toEqual({ id: sales, name: 'Sales' });
    const promote = await call('PATCH', samUrl, runner.headers, { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    for (const [method, url, body] of [
      ['PUT', `${base}/departments/${sales}/admins`, { memberIds: [sam.memberId] }],
      ['POST', `${base}/departments`, { name: 'Mine' }],
      ['PATCH', `${base}/departments/${sales}`, { name: 'Mine' }],
    ] as const) {
      const refused = await call(method, url, runner.headers, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(COPY.teamAdminsOnly);
    }
    const deleted = await del(`${base}/departments/${sales}`, runner.headers);
    expect(deleted.statusCode).toBe(403);
    // Their own department, listed alone; the team's role unchanged.
    const listed = await call('GET', `${base}/departments`, runner.headers);
    expect(listed.json().map((row: { id: string }) => row.id)).toEqual([sales]);
    const mine = (await team.membersAs(team.owner.headers)).find(
      (row) => row.id === runner.memberId,
    );
    expect(mine).toMatchObject({ role: 'member', runsDepartment: { id: sales } });
  });
});
