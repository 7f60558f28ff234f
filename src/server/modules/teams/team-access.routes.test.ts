import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { TeamRole } from '#shared/schemas/teams';
import { callAs, invitationTokenFor, personWithCards } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { TEAM_ROUTES, type TeamRouteName } from './team-access';

/**
 * The access table: every route of TEAM_ROUTES called by every kind of caller: the owner, an
 * admin, a member, the admin of the department the route's member and card are in, the admin of
 * another department, a deactivated member, someone only invited, an outsider (the owner of
 * another team) and nobody. A role below the route's gets 403 with the catalogue's sentence;
 * anyone not active in the team gets 404 'Team not found', before the body is even read; a
 * department admin gets in where the route is open to them, and finds what another department
 * holds "not found"; a caller the route allows never gets a refusal of access (the request
 * itself, a body of nothing, may be refused for what it is).
 */
const RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

/** The 404 of what each path parameter names, when it is outside a department admin's. */
const OUT_OF_DEPARTMENT: Record<string, string> = {
  ':departmentId': COPY.departmentNotFound,
  ':memberId': COPY.teamMemberNotFound,
  ':cardId': COPY.cardNotFound,
  ':requestId': COPY.changeRequestNotFound,
};

/** What a route allowed to the caller may still answer 404 for: the thing aimed at, not the team. */
const NOT_THE_TEAM = [
  COPY.teamMemberNotFound,
  COPY.cardNotFound,
  COPY.departmentNotFound,
  COPY.changeRequestNotFound,
  COPY.cardHasNoException,
  COPY.domainNotFound,
  COPY.scimTokenNotFound,
  // GET and DELETE .../sso of a team without single sign-on.
  COPY.ssoNotSetUp,
  // DELETE .../events/{eventId} once an earlier caller deleted the event.
  COPY.captureEventNotFound,
];

describe.each(databaseKinds)('team access on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let teamId = '';
  /** What the routes aim at, all in department A: an invited member, the card waiting for them. */
  const target = {
    departmentId: '',
    memberId: '',
    cardId: '',
    requestId: '',
    field: 'workPhone',
    eventId: '',
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const call = callAs(t);
    const owner = await personWithCards(t, 2);
    teamId = (await call('POST', '/api/teams', owner.headers, { name: 'Access Co' })).json().id;
    headers.owner = owner.headers;
    const department = async (name: string) =>
      (await call('POST', `/api/teams/${teamId}/departments`, owner.headers, { name })).json()
        .id as string;
    const departmentA = await department('Sales');
    const departmentB = await department('Support');
    target.departmentId = departmentA;
    for (const [who, role] of [
      ['admin', 'admin'],
      ['member', 'member'],
      ['departmentAdmin', 'member'],
      ['otherDepartmentAdmin', 'member'],
      ['deactivated', 'member'],
      ['invited', 'member'],
    ] as const) {
      const person = await personWithCards(t);
      const invited = await call('POST', `/api/teams/${teamId}/members`, owner.headers, {
        email: person.email,
        role,
      });
      const memberId = invited.json().id as string;
      headers[who] = person.headers;
      if (who === 'invited') {
        target.memberId = memberId;
        const moved = await call(
          'PATCH',
          `/api/teams/${teamId}/members/${memberId}`,
          owner.headers,
          {
            departmentId: departmentA,
          },
        );
        expect(moved.statusCode, moved.body).toBe(200);
        continue;
      }
      const token = await invitationTokenFor(t, person.email);
      const joined = await call('POST', '/api/teams/join', person.headers, { token });
      expect(joined.statusCode, joined.body).toBe(200);
      if (who === 'deactivated') {
        await call('POST', `/api/teams/${teamId}/members/${memberId}/deactivate`, owner.headers);
      }
      if (who === 'departmentAdmin' || who === 'otherDepartmentAdmin') {
        const runs = who === 'departmentAdmin' ? departmentA : departmentB;
        const made = await call(
          'PUT',
          `/api/teams/${teamId}/departments/${runs}/admins`,
          owner.headers,
          { memberIds: [memberId] },
        );
        expect(made.statusCode, made.body).toBe(200);
      }
    }
    // The owner's card, pooled and handed to the invitation in department A.
    const cardId = owner.cards[0]!.id;
    await call('POST', `/api/teams/${teamId}/cards`, owner.headers, { cardIds: [cardId] });
    const assigned = await call(
      'POST',
      `/api/teams/${teamId}/cards/${cardId}/assign`,
      owner.headers,
      {
        memberId: target.memberId,
      },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    target.cardId = String(cardId);
    // A member of department A holding a card whose work phone the template locks asks to change it.
    const requester = await personWithCards(t);
    const asked = await call('POST', `/api/teams/${teamId}/members`, owner.headers, {
      email: requester.email,
      departmentId: departmentA,
    });
    const requesterToken = await invitationTokenFor(t, requester.email);
    await call('POST', '/api/teams/join', requester.headers, { token: requesterToken });
    await call('PATCH', `/api/teams/${teamId}/members/${asked.json().id}`, owner.headers, {
      departmentId: departmentA,
    });
    const heldId = owner.cards[1]!.id;
    await call('POST', `/api/teams/${teamId}/cards`, owner.headers, { cardIds: [heldId] });
    await call('POST', `/api/teams/${teamId}/cards/${heldId}/assign`, owner.headers, {
      memberId: asked.json().id,
    });
    await call('PUT', `/api/teams/${teamId}/template`, owner.headers, {
      values: { workPhone: '+1 555 0100' },
      locked: ['workPhone'],
    });
    const request = await call('POST', `/api/teams/${teamId}/change-requests`, requester.headers, {
      cardId: heldId,
      field: 'workPhone',
      value: '+49 30 1234',
    });
    expect(request.statusCode, request.body).toBe(201);
    target.requestId = request.json().id;
    // One of the team's events, for the route that deletes one.
    const event = await call('POST', `/api/teams/${teamId}/events`, owner.headers, {
      name: 'Access Expo',
      startsOn: '2026-05-04',
      endsOn: '2026-05-06',
    });
    expect(event.statusCode, event.body).toBe(201);
    target.eventId = event.json().id;
    const outsider = await personWithCards(t);
    await call('POST', '/api/teams', outsider.headers, { name: 'Other Co' });
    headers.outsider = outsider.headers;
  });
  afterAll(() => t.close());

  const urlOf = (name: TeamRouteName, id = teamId) =>
    TEAM_ROUTES[name].url
      .replace(':id', id)
      .replace(':departmentId', target.departmentId)
      .replace(':memberId', target.memberId)
      .replace(':cardId', target.cardId)
      .replace(':requestId', target.requestId || '00000000-0000-4000-8000-000000000000')
      .replace(':field', target.field)
      .replace(':eventId', target.eventId);

  const call = (name: TeamRouteName, as: Record<string, string>, id = teamId) => {
    const { method } = TEAM_ROUTES[name];
    return t.app.inject({
      method,
      url: urlOf(name, id),
      headers: as,
      // An empty body of the route's type: refused by validation where the caller may call it.
      // (A DELETE with a body: deleting the team needs its name, so an empty one is refused.)
      ...(method === 'GET' || (method === 'DELETE' && name !== 'deleteTeam')
        ? {}
        : name === 'importMembers'
          ? { payload: '', headers: { ...as, 'content-type': 'text/csv' } }
          : { payload: {} }),
    });
  };

  const routes = Object.keys(TEAM_ROUTES) as TeamRouteName[];

  it.each(routes)('%s: an outsider, a deactivated member and an invitee get 404', async (name) => {
    for (const who of ['outsider', 'deactivated', 'invited']) {
      const response = await call(name, headers[who]!);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(404);
      expect(response.json().message).toBe(COPY.teamNotFound);
    }
    // An id that is no team, or no uuid at all, reads the same.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'acme']) {
      const response = await call(name, headers.owner!, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(COPY.teamNotFound);
    }
  });

  it.each(routes)('%s: nobody signed in gets 401', async (name) => {
    expect((await call(name, {})).statusCode).toBe(401);
  });

  /**
   * The target: an invitation in department A with the card waiting for it, made again where an
   * earlier call cancelled it or pooled the card (written directly: no invitation mail to count).
   */
  async function backInDepartment() {
    const [row] = await t.deps.database.db
      .insert(teamMembers)
      .values({
        teamId,
        email: `target-${randomUUID()}@example.com`,
        departmentId: target.departmentId,
        inviteExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    target.memberId = row!.id;
    const url = `/api/teams/${teamId}/cards/${target.cardId}`;
    await callAs(t)('POST', `${url}/unassign`, headers.owner!);
    const assigned = await callAs(t)('POST', `${url}/assign`, headers.owner!, {
      memberId: target.memberId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }

  const refusedFor = (needed: TeamRole) =>
    needed === 'owner' ? COPY.teamOwnerOnly : COPY.teamAdminsOnly;

  // First: the calls of the roles below may delete department A or cancel the target.
  it.each(routes)('%s: a department admin gets in for their department alone', async (name) => {
    const route = TEAM_ROUTES[name];
    // Each call finds the card held in department A again (an unassignment may have pooled it).
    await backInDepartment();
    const other = await call(name, headers.otherDepartmentAdmin!);
    await backInDepartment();
    const own = await call(name, headers.departmentAdmin!);
    const open = route.role === 'member' || ('department' in route && route.department);
    if (!open) {
      for (const response of [own, other]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().message).toBe(refusedFor(route.role));
      }
      return;
    }
    expect(own.statusCode, own.body).not.toBe(403);
    if (own.statusCode === 404) expect(NOT_THE_TEAM).toContain(own.json().message);
    // What the path names is in department A: for the admin of B it does not exist.
    const named = Object.keys(OUT_OF_DEPARTMENT).filter((param) => route.url.includes(param));
    if (route.role === 'member' || named.length === 0) {
      expect(other.statusCode, other.body).not.toBe(403);
      return;
    }
    expect(other.statusCode, other.body).toBe(404);
    expect(named.map((param) => OUT_OF_DEPARTMENT[param])).toContain(other.json().message);
  });

  it.each(routes)("%s: each role gets in only at or above the route's", async (name) => {
    // Deactivating, a role change and the like only ever aim at the invited row (which the
    // route refuses for its own reasons), so the order of the calls changes nothing here.
    const needed = TEAM_ROUTES[name].role;
    for (const role of ['member', 'admin', 'owner'] as const) {
      const response = await call(name, headers[role]!);
      if (RANK[role] < RANK[needed]) {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
        expect(response.json().message).toBe(refusedFor(needed));
      } else {
        expect(response.statusCode, `${role}: ${response.body}`).not.toBe(403);
        if (response.statusCode === 404) {
          expect(NOT_THE_TEAM).toContain(response.json().message);
        }
      }
    }
  });
});
