import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { TeamRole } from '#shared/schemas/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { TEAM_ROUTES, type TeamRouteName } from './team-access';

/**
 * Every route of TEAM_ROUTES called by every kind of caller: the owner, an admin, a member, a
 * deactivated member, someone only invited, an outsider (the owner of another team) and nobody.
 * A role below the route's gets 403 with the catalogue's sentence; anyone not active in the team
 * gets 404 'Team not found', before the body is even read; a caller the route allows never gets
 * either (the request itself, a body of nothing, may be refused for what it is).
 */
const RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

describe.each(databaseKinds)('team access on %s', (kind) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let teamId = '';
  /** A member row to aim member routes at (one only invited: it changes least). */
  let targetMemberId = '';

  async function signedIn() {
    const user = await t.createUser();
    const pair = await t.login(user.email, user.password);
    return { ...user, headers: bearer(pair.accessToken) };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await signedIn();
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: owner.headers,
      payload: { name: 'Access Co' },
    });
    teamId = team.json().id;
    headers.owner = owner.headers;
    const tokenFor = async (email: string) => {
      const [mail] = await t.deps.database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, email));
      return /\/join-team\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    };
    for (const [who, role] of [
      ['admin', 'admin'],
      ['member', 'member'],
      ['deactivated', 'member'],
      ['invited', 'member'],
    ] as const) {
      const person = await signedIn();
      const invited = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${teamId}/members`,
        headers: owner.headers,
        payload: { email: person.email, role },
      });
      headers[who] = person.headers;
      if (who === 'invited') {
        targetMemberId = invited.json().id;
        continue;
      }
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/teams/join',
        headers: person.headers,
        payload: { token: await tokenFor(person.email) },
      });
      expect(joined.statusCode, joined.body).toBe(200);
      if (who === 'deactivated') {
        await t.app.inject({
          method: 'POST',
          url: `/api/teams/${teamId}/members/${invited.json().id}/deactivate`,
          headers: owner.headers,
        });
      }
    }
    const outsider = await signedIn();
    await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: outsider.headers,
      payload: { name: 'Other Co' },
    });
    headers.outsider = outsider.headers;
  });
  afterAll(() => t.close());

  const call = (name: TeamRouteName, as: Record<string, string>, id = teamId) => {
    const { method, url } = TEAM_ROUTES[name];
    return t.app.inject({
      method,
      url: url.replace(':id', id).replace(':memberId', targetMemberId).replace(':cardId', '1'),
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

  it.each(routes)("%s: each role gets in only at or above the route's", async (name) => {
    // Deactivating, a role change and the like only ever aim at the invited row (which the
    // route refuses for its own reasons), so the order of the calls changes nothing here.
    const needed = TEAM_ROUTES[name].role;
    for (const role of ['member', 'admin', 'owner'] as const) {
      const response = await call(name, headers[role]!);
      if (RANK[role] < RANK[needed]) {
        expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
        expect(response.json().message).toBe(
          needed === 'owner' ? COPY.teamOwnerOnly : COPY.teamAdminsOnly,
        );
      } else {
        expect(response.statusCode, `${role}: ${response.body}`).not.toBe(403);
        // A 404 here is about the member or card aimed at (none of the team's), not the team.
        if (response.statusCode === 404) {
          expect([COPY.teamMemberNotFound, COPY.cardNotFound]).toContain(response.json().message);
        }
      }
    }
  });
});
